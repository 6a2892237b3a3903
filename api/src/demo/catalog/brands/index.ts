import { accessoryBrands } from './accessories.js';
import { aftermarketBrands } from './aftermarket.js';
import { brakeBrands } from './brakes.js';
import { chassisBrands } from './chassis.js';
import { electricBrands } from './electrics.js';
import { engineBrands } from './engine.js';
import { filterBrands } from './filters.js';
import { oilBrands } from './oils.js';
import { originalBrands } from './original.js';
import type { BrandSeed } from './table.js';

export type { BrandCategory, BrandSeed } from './table.js';

export const demoBrands: readonly BrandSeed[] = [
  ...filterBrands,
  ...brakeBrands,
  ...chassisBrands,
  ...engineBrands,
  ...electricBrands,
  ...oilBrands,
  ...originalBrands,
  ...aftermarketBrands,
  ...accessoryBrands,
];

/**
 * Other spellings met in supplier price lists and customers' queries: `SPELLING → BRAND`, several spellings
 * separated by commas. Spellings that normalise to the brand's own name need no row.
 */
const synonymText = `
MB, MERCEDES, DAIMLER, DAIMLERCHRYSLER → MERCEDES-BENZ
VW, VOLKSWAGEN, AUDI, SKODA, SEAT, VAG GROUP → VAG
MOBIS, HYUNDAI MOBIS, HYUNDAI, KIA → HYUNDAI/KIA
OPEL, CHEVROLET, DAEWOO, GENERAL MOTORS, CADILLAC → GM
LEXUS → TOYOTA
INFINITI → NISSAN
MINI → BMW
DACIA → RENAULT
PSA, PEUGEOT, CITROEN, CITROËN, STELLANTIS → PEUGEOT/CITROEN
MOPAR, JEEP, DODGE → CHRYSLER
ВАЗ, АВТОВАЗ, AVTOVAZ → LADA
ГАЗ → GAZ
УАЗ → UAZ
КАМАЗ → KAMAZ
GREAT WALL → HAVAL
KGM → SSANGYONG
FEBI → FEBI BILSTEIN
LEMFÖRDER, ZF LEMFORDER → LEMFORDER
CONTINENTAL, CONTI, CONTINENTAL CONTITECH → CONTITECH
MANN, MANN+HUMMEL → MANN-FILTER
MAHLE ORIGINAL, MAHLE FILTER → MAHLE
KNECHT/MAHLE → KNECHT
KAYABA → KYB
SANGSIN → SANGSIN BRAKE
REINZ → VICTOR REINZ
PAGID → HELLA PAGID
ALL BRAKE SYSTEMS → A.B.S.
KASHIYAMA → MK KASHIYAMA
ZF SACHS → SACHS
NTN-SNR → SNR
JTEKT → KOYO
SCHAEFFLER → INA
ROBERT BOSCH → BOSCH
NIPPONDENSO → DENSO
NGK SPARK PLUG → NGK
MARELLI → MAGNETI MARELLI
HC-CARGO → CARGO
SANKEI → 555
CENTRAL CORPORATION → CTR
JAKOPARTS, HERTH+BUSS → HERTH+BUSS JAKOPARTS
ADL → BLUE PRINT
MEYLE-HD → MEYLE
BEHR HELLA SERVICE → BEHR
UFI FILTERS → UFI
WIX → WIX FILTERS
SPIDAN, LÖBRO, LOBRO → GKN
MOBIL 1, EXXONMOBIL → MOBIL
TOTALENERGIES → TOTAL
ЛУКОЙЛ → LUKOIL
РОСНЕФТЬ → ROSNEFT
ГАЗПРОМНЕФТЬ → GAZPROMNEFT
AGIP → ENI
HAVOLINE → TEXACO
SK ZIC, SK LUBRICANTS → ZIC
ЛАВР → LAVR
ТОСОЛ-СИНТЕЗ → FELIX
WÜRTH → WURTH
TSN ЦИТРОН, ЦИТРОН → TSN
БАЛАКОВОРЕЗИНОТЕХНИКА, БРТ → BRT
ЛУЗАР → LUZAR
`;

export interface SynonymSeed {
  name: string;
  brand: string;
}

export const demoBrandSynonyms: readonly SynonymSeed[] = synonymText
  .split('\n')
  .filter((line) => line.includes('→'))
  .flatMap((line) => {
    const [spellings = '', brand = ''] = line.split('→').map((part) => part.trim());
    return spellings.split(',').map((name) => ({ name: name.trim(), brand }));
  });

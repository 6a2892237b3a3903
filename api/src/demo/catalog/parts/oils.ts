/**
 * Oils and fluids sold in the shop. Product lines and viscosities are the makers' real ones; article
 * numbers are made up in each maker's format (real ones are used for the fluids where they are well known).
 */

/** Motor oils: `BRAND | line | viscosity | base (syn, semi, min) | purchase price of 1 l, roubles`. */
export const motorOils = `
CASTROL | EDGE | 0W-20 | syn | 1150
CASTROL | EDGE | 0W-30 | syn | 1150
CASTROL | EDGE LL | 5W-30 | syn | 1050
CASTROL | EDGE | 5W-40 | syn | 1000
CASTROL | MAGNATEC A5 | 5W-30 | syn | 820
CASTROL | MAGNATEC | 5W-40 | syn | 800
CASTROL | MAGNATEC | 10W-40 | semi | 650
CASTROL | GTX | 10W-40 | semi | 520
MOBIL | Mobil 1 | 0W-40 | syn | 1200
MOBIL | Mobil 1 ESP | 5W-30 | syn | 1150
MOBIL | Super 3000 X1 | 5W-40 | syn | 780
MOBIL | Super 2000 X1 | 10W-40 | semi | 560
SHELL | Helix Ultra | 5W-40 | syn | 900
SHELL | Helix Ultra ECT C3 | 5W-30 | syn | 980
SHELL | Helix HX8 | 5W-30 | syn | 760
SHELL | Helix HX7 | 10W-40 | semi | 560
MOTUL | 8100 X-clean | 5W-40 | syn | 1250
MOTUL | 8100 X-cess | 5W-40 | syn | 1200
MOTUL | 8100 Eco-nergy | 5W-30 | syn | 1150
MOTUL | 6100 Synergie+ | 10W-40 | semi | 900
LIQUI MOLY | Top Tec 4200 | 5W-30 | syn | 1300
LIQUI MOLY | Molygen New Generation | 5W-40 | syn | 1250
LIQUI MOLY | Special Tec AA | 5W-30 | syn | 1150
LIQUI MOLY | Optimal | 10W-40 | semi | 750
TOTAL | Quartz 9000 | 5W-40 | syn | 800
TOTAL | Quartz INEO ECS | 5W-30 | syn | 950
TOTAL | Quartz 9000 Future | 0W-20 | syn | 900
TOTAL | Quartz 7000 | 10W-40 | semi | 600
ZIC | X9 | 5W-30 | syn | 700
ZIC | X9 | 5W-40 | syn | 700
ZIC | X7 | 10W-40 | semi | 520
ZIC | TOP | 0W-20 | syn | 850
LUKOIL | Genesis Armortech | 5W-40 | syn | 620
LUKOIL | Genesis Armortech | 5W-30 | syn | 620
LUKOIL | Люкс | 10W-40 | semi | 380
LUKOIL | Люкс | 5W-40 | syn | 450
ROSNEFT | Magnum Ultratec | 5W-40 | syn | 520
ROSNEFT | Magnum Ultratec | 5W-30 | syn | 520
ROSNEFT | Maximum | 10W-40 | semi | 330
ROSNEFT | Premium | 5W-40 | semi | 360
G-ENERGY | F Synth | 5W-40 | syn | 650
G-ENERGY | F Synth | 5W-30 | syn | 650
G-ENERGY | Expert G | 10W-40 | semi | 400
G-ENERGY | Synthetic Active | 5W-40 | syn | 560
GAZPROMNEFT | Premium N | 5W-40 | syn | 480
GAZPROMNEFT | Premium C3 | 5W-30 | syn | 520
GAZPROMNEFT | Super | 10W-40 | semi | 330
ELF | Evolution 900 NF | 5W-40 | syn | 780
ELF | Evolution Full-Tech FE | 5W-30 | syn | 950
ENI | i-Sint | 5W-40 | syn | 700
ENI | i-Sint tech | 5W-30 | syn | 800
VALVOLINE | SynPower | 5W-40 | syn | 800
VALVOLINE | MaxLife | 10W-40 | semi | 600
FUCHS | Titan GT1 Pro C-3 | 5W-30 | syn | 950
RAVENOL | VST | 5W-40 | syn | 850
MANNOL | Energy Formula OP | 5W-30 | syn | 420
MANNOL | Elite | 5W-40 | syn | 400
MANNOL | Classic | 10W-40 | semi | 330
IDEMITSU | Zepro Touring | 5W-30 | syn | 700
ENEOS | Premium Touring | 5W-30 | syn | 720
SINTEC | Platinum | 5W-40 | syn | 420
SINTEC | Super | 10W-40 | semi | 300
`;

/** Transmission oils: `BRAND | kind (atf, gear) | line | specification | purchase price of 1 l, roubles`. */
export const transmissionOils = `
CASTROL | atf | Transmax ATF | Dexron VI | 950
MOBIL | atf | ATF 320 | Dexron III | 700
MOTUL | atf | Multi ATF | Dexron VI | 1100
LIQUI MOLY | atf | Top Tec ATF 1100 | Dexron VI | 1150
ZIC | atf | ATF Multi | Dexron VI | 650
TOTAL | atf | Fluidmatic MV LV | Dexron VI | 850
CASTROL | gear | Syntrans Transaxle | 75W-90 | 1200
MOBIL | gear | Mobilube 1 SHC | 75W-90 | 1400
LIQUI MOLY | gear | Hypoid-Getriebeoil TDL | 75W-90 | 1150
MOTUL | gear | Gear 300 | 75W-90 | 1700
LUKOIL | gear | ТМ-5 | 75W-90 | 480
ROSNEFT | gear | Kinetic Hypoid | 80W-90 | 420
G-ENERGY | gear | G-Box Expert GL-5 | 75W-90 | 560
MANNOL | gear | Universal Getriebeoel | 80W-90 | 380
`;

/** Article formats of the oil makers: 1 l and 4 l; `$` a code both volumes share. */
export const oilArticles: Readonly<Record<string, readonly [string, string]>> = {
  CASTROL: ['15?###', '15?###'],
  MOBIL: ['15####', '15####'],
  SHELL: ['5501#######', '5502#######'],
  MOTUL: ['10####', '11####'],
  'LIQUI MOLY': ['####', '####'],
  TOTAL: ['21####', '21####'],
  ZIC: ['13$', '16$'],
  LUKOIL: ['1######', '1######'],
  ROSNEFT: ['40815#42', '40815#32'],
  'G-ENERGY': ['2536#####', '2536#####'],
  GAZPROMNEFT: ['2389######', '2389######'],
  ELF: ['19####', '19####'],
  ENI: ['8#####', '8#####'],
  VALVOLINE: ['87####', '88####'],
  FUCHS: ['601######', '601######'],
  RAVENOL: ['1111###-001-01-999', '1111###-004-01-999'],
  MANNOL: ['MN$-1', 'MN$-4'],
  IDEMITSU: ['3001####-7##', '3001####-7##'],
  ENEOS: ['EU0##0401N', 'EU0##0301N'],
  SINTEC: ['8000##', '8000##'],
};

/**
 * Fluids: `BRAND | number (real, or a pattern with #) | name | purchase price, roubles | analogue group`;
 * parts of one analogue group are interchangeable.
 */
export const fluids = `
BOSCH | 1 987 479 106 | Жидкость тормозная DOT 4, 0,5 л | 390 | dot4-small
BOSCH | 1 987 479 107 | Жидкость тормозная DOT 4, 1 л | 690 | dot4-large
ATE | 03.9901-6402.2 | Жидкость тормозная SL.6 DOT 4, 1 л | 980 | dot4-large
ATE | 03.9901-5802.2 | Жидкость тормозная SL DOT 4, 1 л | 820 | dot4-large
TRW | PFB401 | Жидкость тормозная DOT 4, 1 л | 650 | dot4-large
TRW | PFB450 | Жидкость тормозная DOT 4, 0,5 л | 380 | dot4-small
CASTROL | 15C##E | Жидкость тормозная React Performance DOT 4, 0,5 л | 420 | dot4-small
MOTUL | 10####| Жидкость тормозная DOT 5.1, 0,5 л | 560 | dot51
LIQUI MOLY | 88## | Жидкость тормозная DOT 4, 0,5 л | 520 | dot4-small
LIQUI MOLY | 21### | Жидкость тормозная DOT 5.1, 0,25 л | 480 | dot51
TOTAL | 18#### | Жидкость тормозная HBF 4, 0,5 л | 360 | dot4-small
ROSDOT | 430101H## | Жидкость тормозная DOT 4, 455 г | 180 | dot4-small
ROSDOT | 430101H##M | Жидкость тормозная DOT 4, 910 г | 330 | dot4-large
FELIX | 4306####1 | Жидкость тормозная DOT 4, 455 г | 190 | dot4-small
SINTEC | 99####| Жидкость тормозная DOT 4, 455 г | 170 | dot4-small
FELIX | 4306####5 | Антифриз Carbox G12+ красный, 5 кг | 780 | g12-ready
FELIX | 4306####6 | Антифриз Prolonger G11 зелёный, 5 кг | 720 | g11-ready
SINTEC | 99###6 | Антифриз Lux G12 красный, 5 кг | 690 | g12-ready
COOLSTREAM | CS-0100## | Антифриз Premium G12 красный, 5 кг | 860 | g12-ready
LUKOIL | 3######| Антифриз G12 Red, 5 кг | 740 | g12-ready
LIQUI MOLY | 8###| Антифриз KFS 12+ концентрат, 1 л | 690 | g12-concentrate
CASTROL | 15?###| Антифриз Radicool SF концентрат, 1 л | 720 | g12-concentrate
TOTAL | 17####| Антифриз Glacelf Auto Supra концентрат, 1 л | 650 | g12-concentrate
MOTUL | 10####| Антифриз Inugel Optimal Ultra концентрат, 1 л | 760 | g12-concentrate
VAG | G 013 A8J M1 | Антифриз G13 концентрат, 1,5 л | 1450 | g12-concentrate
HYUNDAI/KIA | 07100-00400 | Антифриз Long Life Coolant, 4 л | 1600 | g12-ready
PENTOSIN | 1405### | Жидкость гидроусилителя CHF 11S, 1 л | 1150 | psf
FEBI BILSTEIN | 06161 | Жидкость гидроусилителя зелёная, 1 л | 950 | psf
VAG | G 004 000 M2 | Жидкость гидроусилителя, 1 л | 1500 | psf
LIQUI MOLY | 1### | Жидкость гидроусилителя Zentralhydraulik-Öl, 1 л | 1050 | psf
`;

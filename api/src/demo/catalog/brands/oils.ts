import { brandTable } from './table.js';

export const oilBrands = brandTable(
  'oils',
  `
CASTROL | GB | www.castrol.com | Британские моторные и трансмиссионные масла: EDGE, MAGNATEC, GTX.
MOBIL | US | www.mobil.com | Моторные масла Mobil 1 и Mobil Super корпорации ExxonMobil.
SHELL | GB | www.shell.com | Моторные масла Shell Helix, в том числе из природного газа (PurePlus).
MOTUL | FR | www.motul.com | Французские моторные масла для легковых автомобилей, мотоциклов и автоспорта.
LIQUI MOLY | DE | www.liqui-moly.com | Немецкие масла, присадки и автохимия из Ульма.
TOTAL | FR | www.totalenergies.com | Моторные масла TotalEnergies Quartz, поставщик Peugeot, Citroën и Renault.
ZIC | KR | www.zicoil.com | Корейские синтетические масла SK Lubricants на базовых маслах YUBASE.
LUKOIL | RU | www.lukoil.ru | Российские масла ЛУКОЙЛ Genesis, Люкс и Стандарт.
ROSNEFT | RU | www.rosneft-lubricants.ru | Масла компании «Роснефть»: Magnum, Maximum, Premium.
G-ENERGY | RU | www.g-energy.org | Моторные масла «Газпромнефть — смазочные материалы».
GAZPROMNEFT | RU | www.gazpromneft-oil.ru | Масла «Газпромнефть» для легковых и коммерческих автомобилей.
SINTEC | RU | www.sintec.ru | Российские масла и технические жидкости «Обнинскоргсинтез».
TAIF | RU |  | Российские моторные масла группы ТАИФ.
ELF | FR | www.elf.com | Французские моторные масла Evolution, поставщик Renault.
ENI | IT | www.eni.com | Итальянские масла i-Sint (ранее Agip).
VALVOLINE | US | www.valvoline.com | Американские моторные масла SynPower и MaxLife.
PETRO-CANADA | CA | www.petro-canada.com | Канадские масла на базовых маслах HT Purity.
FUCHS | DE | www.fuchs.com | Немецкие масла Titan для легковых и коммерческих автомобилей.
RAVENOL | DE | www.ravenol.de | Немецкие моторные и трансмиссионные масла.
MANNOL | DE | www.mannol.de | Масла и автохимия SCT-Vertriebs для массового рынка.
ADDINOL | DE | www.addinol.de | Немецкие масла из Лойны.
XENUM | BE | www.xenum.com | Бельгийские масла и присадки.
REPSOL | ES | www.repsol.com | Испанские моторные масла Elite и Premium.
IDEMITSU | JP | www.idemitsu.com | Японские масла, поставщик Honda, Mitsubishi и Subaru.
ENEOS | JP | www.eneos.co.jp | Японские моторные масла, поставщик японских автозаводов.
KIXX | KR | www.kixx.co.kr | Корейские масла GS Caltex.
AMSOIL | US | www.amsoil.com | Американские полностью синтетические масла.
PENNZOIL | US | www.pennzoil.com | Американские моторные масла из природного газа.
QUAKER STATE | US |  | Американские моторные масла.
TEXACO | US | www.texaco.com | Моторные масла Havoline корпорации Chevron.
NESTE | FI | www.neste.com | Финские моторные масла City Pro.
MOTOREX | CH | www.motorex.com | Швейцарские масла для автомобилей и мототехники.
WOLF | BE |  | Бельгийские моторные масла Wolf Oil.
TOTACHI | JP |  | Синтетические масла и технические жидкости для японских автомобилей.
PENTOSIN | DE |  | Гидравлические и трансмиссионные жидкости для европейских автомобилей.
BARDAHL | US |  | Масла и присадки для двигателя и топлива.
HI-GEAR | US |  | Автохимия и присадки для двигателя и трансмиссии.
LAVR | RU | www.lavr.ru | Российская автохимия, присадки и технические жидкости.
ASTROHIM | RU |  | Российская автохимия и автокосметика.
GRASS | RU |  | Российская автохимия и автокосметика.
FELIX | RU | www.felix-auto.ru | Антифризы, тормозные и технические жидкости «Тосол-Синтез».
COOLSTREAM | RU |  | Охлаждающие жидкости «Техноформ», поставщик российских автозаводов.
ROSDOT | RU |  | Тормозные жидкости «Тосол-Синтез».
WURTH | DE | www.wuerth.com | Немецкая автохимия, крепёж и инструмент для СТО.
RUNWAY | RU |  | Российская автохимия и технические жидкости.
`,
);

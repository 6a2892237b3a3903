/**
 * Oils and fluids sold in the shop: the makers' real product lines with their SAE grades, specifications
 * and carmakers' approvals as the makers publish them. Articles: a literal number is the maker's article as
 * Russian shops list it (written down from memory, not checked against the makers' catalogs); a pattern
 * (`#` a digit, `?` a letter, `$` a code the cans of a product share) is made up in the maker's format, so it
 * looks and searches like a real one but must not be taken for it.
 */

/**
 * Engine oils: `BRAND | line | SAE | base (syn, semi) | purchase price of 1 l, roubles | cans (litres=article)
 * | specifications | approvals`.
 */
export const engineOils = `
CASTROL | EDGE | 0W-20 | syn | 1150 | 1=15?### 4=15?### | ACEA C5, API SP, ILSAC GF-6A | Ford WSS-M2C962-A1
CASTROL | EDGE LL | 5W-30 | syn | 1050 | 1=15667C 4=15669E | ACEA C3 | VW 504 00, VW 507 00, BMW LL-04, MB 229.31, MB 229.51, Porsche C30
CASTROL | EDGE | 5W-40 | syn | 1000 | 1=15?### 4=15?### | ACEA A3/B4, ACEA C3, API SN, API CF | VW 502 00, VW 505 00, VW 505 01, BMW LL-04, MB 229.31, Renault RN0700, Renault RN0710, Porsche A40
CASTROL | MAGNATEC A5 | 5W-30 | syn | 820 | 1=15?### 4=15?### | ACEA A5/B5, API SL | Ford WSS-M2C913-D, Renault RN0700
CASTROL | MAGNATEC A3/B4 | 5W-40 | syn | 800 | 1=15?### 4=15?### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, BMW LL-01, Renault RN0700, Renault RN0710
CASTROL | MAGNATEC R | 10W-40 | semi | 650 | 1=15?### 4=15?### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.1, АвтоВАЗ
MOBIL | Mobil 1 | 0W-40 | syn | 1200 | 1=15#### 4=15#### | ACEA A3/B3, ACEA A3/B4, API SN | VW 502 00, VW 505 00, MB 229.3, MB 229.5, BMW LL-01, Porsche A40
MOBIL | Mobil 1 ESP | 5W-30 | syn | 1150 | 1=15#### 4=15#### | ACEA C2, ACEA C3, API SN | VW 504 00, VW 507 00, MB 229.31, MB 229.51, BMW LL-04, Porsche C30, GM dexos2
MOBIL | Super 3000 X1 | 5W-40 | syn | 780 | 1=15#### 4=15#### | ACEA A3/B3, ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, Renault RN0700, Renault RN0710, PSA B71 2296, АвтоВАЗ
MOBIL | Super 3000 X1 Formula FE | 5W-30 | syn | 800 | 1=15#### 4=15#### | ACEA A5/B5, API SL, API CF | Ford WSS-M2C913-D
MOBIL | Super 2000 X1 | 10W-40 | semi | 560 | 1=15#### 4=15#### | ACEA A3/B3, API SN | VW 502 00, VW 505 00, MB 229.1, АвтоВАЗ
SHELL | Helix HX8 | 5W-30 | syn | 760 | 1=5500###### 4=5500###### | ACEA A3/B3, ACEA A3/B4, API SN | VW 502 00, VW 505 00, MB 229.5, Renault RN0700, Renault RN0710
SHELL | Helix HX8 | 5W-40 | syn | 740 | 1=5500###### 4=5500###### | ACEA A3/B3, ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 226.5, MB 229.3, Renault RN0700, Renault RN0710
SHELL | Helix HX8 ECT C3 | 5W-30 | syn | 820 | 1=5500###### 4=5500###### | ACEA C3, API SN | VW 504 00, VW 507 00, BMW LL-04, MB 229.51, GM dexos2
SHELL | Helix Ultra | 5W-40 | syn | 900 | 1=5500###### 4=5500###### | ACEA A3/B3, ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 226.5, MB 229.5, BMW LL-01, Porsche A40, Renault RN0700, Renault RN0710
SHELL | Helix HX7 | 10W-40 | semi | 560 | 1=5500###### 4=5500###### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, Renault RN0700, АвтоВАЗ
MOTUL | 8100 X-clean | 5W-40 | syn | 1250 | 1=102786 5=102051 | ACEA C3, API SN, API CF | VW 502 00, VW 505 00, VW 505 01, MB 229.31, BMW LL-04, Porsche A40, Renault RN0700, Renault RN0710, GM dexos2
MOTUL | 8100 X-cess | 5W-40 | syn | 1200 | 1=10#### 4=10#### 5=10#### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 226.5, MB 229.5, BMW LL-01, Porsche A40, Renault RN0700, Renault RN0710, PSA B71 2296
MOTUL | 8100 Eco-nergy | 5W-30 | syn | 1150 | 1=10#### 4=10#### 5=10#### | ACEA A5/B5, API SL, API CF | Ford WSS-M2C913-D, Renault RN0700
MOTUL | 8100 Eco-lite | 0W-20 | syn | 1200 | 1=10#### 4=10#### | API SP, ILSAC GF-6A |
LIQUI MOLY | Top Tec 4200 | 5W-30 | syn | 1300 | 1=3706 4=#### 5=3707 | ACEA C3, API SP | VW 504 00, VW 507 00, MB 229.51, BMW LL-04, Porsche C30
LIQUI MOLY | Molygen New Generation | 5W-40 | syn | 1250 | 1=9053 4=9054 5=9055 | ACEA A3/B4, API SN | VW 502 00, VW 505 00, MB 229.3, BMW LL-01, Porsche A40, Renault RN0700, Renault RN0710
LIQUI MOLY | Special Tec AA | 5W-30 | syn | 1150 | 1=#### 4=#### 5=#### | API SP, ILSAC GF-6A | Chrysler MS-6395
LIQUI MOLY | Special Tec AA | 0W-20 | syn | 1200 | 1=#### 4=#### | API SP, ILSAC GF-6A |
LIQUI MOLY | Optimal | 10W-40 | semi | 750 | 1=#### 4=#### 5=#### | ACEA A3/B4, API SL, API CF | VW 502 00, VW 505 00, MB 229.1
TOTAL | Quartz 9000 | 5W-40 | syn | 800 | 1=21#### 4=21#### 5=21#### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.5, BMW LL-01, Porsche A40, PSA B71 2296
TOTAL | Quartz 9000 Energy HKS G-310 | 5W-30 | syn | 850 | 1=21#### 4=21#### | ACEA A5/B5, API SN, ILSAC GF-5 | Hyundai/Kia
TOTAL | Quartz INEO ECS | 5W-30 | syn | 950 | 1=21#### 4=21#### 5=21#### | ACEA C2 | PSA B71 2290, Toyota
TOTAL | Quartz 9000 Future GF-6 | 0W-20 | syn | 900 | 1=21#### 4=21#### | API SP, ILSAC GF-6A |
TOTAL | Quartz 7000 | 10W-40 | semi | 600 | 1=21#### 4=21#### | ACEA A3/B4, API SN, API CF | MB 229.3, PSA B71 2300
ZIC | X9 LS | 5W-30 | syn | 720 | 1=13$ 4=16$ | ACEA C3, API SN | VW 504 00, VW 507 00, MB 229.51, BMW LL-04, GM dexos2
ZIC | X9 | 5W-40 | syn | 700 | 1=13$ 4=16$ | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.5, BMW LL-01, Renault RN0700, Renault RN0710
ZIC | X7 | 5W-30 | syn | 560 | 1=13$ 4=16$ | API SP, ILSAC GF-6A | Hyundai/Kia
ZIC | X7 | 0W-20 | syn | 580 | 1=13$ 4=16$ | API SP, ILSAC GF-6A |
ZIC | X7 | 10W-40 | semi | 520 | 1=13$ 4=16$ | ACEA A3/B4, API SP | АвтоВАЗ
LUKOIL | Genesis Armortech | 5W-40 | syn | 620 | 1=1###### 4=1###### 5=1###### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, BMW LL-01, Porsche A40, Renault RN0700, Renault RN0710, PSA B71 2296, АвтоВАЗ
LUKOIL | Genesis Armortech HK | 5W-30 | syn | 620 | 1=1###### 4=1###### | ACEA A5/B5, API SN, ILSAC GF-5 | Hyundai/Kia
LUKOIL | Genesis Armortech GC | 5W-30 | syn | 640 | 1=1###### 4=1###### | ACEA C3, API SN | VW 504 00, VW 507 00, MB 229.51, BMW LL-04, GM dexos2
LUKOIL | Люкс | 5W-40 | syn | 450 | 1=1###### 4=207464 | ACEA A3/B4, API SN, API CF | АвтоВАЗ
LUKOIL | Люкс | 10W-40 | semi | 380 | 1=1###### 4=1###### 5=1###### | ACEA A3/B4, API SL, API CF | АвтоВАЗ
ROSNEFT | Magnum Ultratec | 5W-40 | syn | 520 | 1=40815#32 4=40815#42 | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, Renault RN0700, Renault RN0710, АвтоВАЗ
ROSNEFT | Magnum Ultratec C3 | 5W-30 | syn | 540 | 1=40815#32 4=40815#42 | ACEA C3, API SN | VW 504 00, VW 507 00, MB 229.51, BMW LL-04, GM dexos2
ROSNEFT | Maximum | 10W-40 | semi | 330 | 1=40814#32 4=40814#42 | ACEA A3/B4, API SL, API CF | АвтоВАЗ
G-ENERGY | F Synth | 5W-40 | syn | 650 | 1=2536##### 4=2536##### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.5, BMW LL-01, Porsche A40, Renault RN0700, Renault RN0710
G-ENERGY | F Synth EC | 5W-30 | syn | 650 | 1=2536##### 4=2536##### | ACEA A5/B5, API SN, ILSAC GF-5 | Ford WSS-M2C913-D
G-ENERGY | Expert L | 10W-40 | semi | 400 | 1=2536##### 4=2536##### 5=2536##### | ACEA A3/B4, API SL, API CF | АвтоВАЗ
GAZPROMNEFT | Premium N | 5W-40 | syn | 480 | 1=2389###### 4=2389###### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, Renault RN0700, Renault RN0710, АвтоВАЗ
GAZPROMNEFT | Premium C3 | 5W-30 | syn | 520 | 1=2389###### 4=2389###### | ACEA C3, API SN | VW 504 00, VW 507 00, MB 229.51, BMW LL-04, GM dexos2
ELF | Evolution 900 SXR | 5W-40 | syn | 780 | 1=19#### 4=19#### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, Renault RN0700, Renault RN0710
ELF | Evolution 900 SXR | 5W-30 | syn | 800 | 1=19#### 4=19#### | ACEA A5/B5, API SL, API CF | Renault RN0700
ELF | Evolution Full-Tech FE | 5W-30 | syn | 950 | 1=19#### 4=19#### | ACEA C4 | Renault RN0720, MB 226.51
ENI | i-Sint | 5W-40 | syn | 700 | 1=8##### 4=8##### 5=8##### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, Renault RN0700, Renault RN0710
VALVOLINE | SynPower | 5W-40 | syn | 800 | 1=87#### 4=88#### | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, Renault RN0700, Renault RN0710
FUCHS | Titan GT1 Pro C-3 | 5W-30 | syn | 950 | 1=601###### 4=601###### 5=601###### | ACEA C3, API SN | VW 504 00, VW 507 00, MB 229.51, BMW LL-04, GM dexos2
RAVENOL | VST | 5W-40 | syn | 850 | 1=1111###-001-01-999 4=1111###-004-01-999 5=1111###-005-01-999 | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.5, BMW LL-01, Porsche A40, Renault RN0700, Renault RN0710
MANNOL | Energy Formula OP | 5W-30 | syn | 420 | 1=MN$-1 4=MN$-4 5=MN$-5 | ACEA A3/B4, API SN | GM dexos2
MANNOL | Elite | 5W-40 | syn | 400 | 1=MN$-1 4=MN$-4 5=MN$-5 | ACEA A3/B4, API SN, API CF | VW 502 00, VW 505 00, MB 229.3, Renault RN0700, Renault RN0710
IDEMITSU | Zepro Touring | 5W-30 | syn | 700 | 1=3001####-7## 4=3001####-7## | API SN, ILSAC GF-5 |
ENEOS | Premium Touring | 5W-30 | syn | 720 | 1=EU0##0401N 4=EU0##0301N | API SN, ILSAC GF-5 |
SINTEC | Platinum | 5W-40 | syn | 420 | 1=8000## 4=8000## 5=8000## | ACEA A3/B4, API SN, API CF | АвтоВАЗ
SINTEC | Super | 10W-40 | semi | 300 | 1=8000## 4=8000## 5=8000## | ACEA A3/B3, API SG, API CD | АвтоВАЗ
VAG | Special Plus | 5W-40 | syn | 1100 | 1=G 052 167 M2 5=G 052 167 M4 | ACEA A3/B4 | VW 502 00, VW 505 00
VAG | LongLife III | 5W-30 | syn | 1250 | 1=G 052 195 M2 5=G 052 195 M4 | ACEA C3 | VW 504 00, VW 507 00
TOYOTA | Motor Oil | 5W-30 | syn | 780 | 4=08880-80845 | API SN, ILSAC GF-5 | Toyota
TOYOTA | Motor Oil | 0W-20 | syn | 820 | 4=08880-83264 | API SN, ILSAC GF-5 | Toyota
HYUNDAI/KIA | Super Extra Gasoline | 5W-30 | semi | 560 | 1=05100-00110 4=05100-00410 | API SL, ILSAC GF-3 | Hyundai/Kia
`;

/**
 * Transmission oils: `BRAND | line | SAE ('-' for an ATF) | purchase price of 1 l | cans | specifications |
 * approvals`.
 */
export const transmissionOils = `
CASTROL | Syntrans Transaxle | 75W-90 | 1200 | 1=15?### | API GL-4 | VW TL 052 726
CASTROL | Transmax Manual V | 75W-80 | 1050 | 1=15?### | API GL-4 | Renault
ELF | Tranself NFJ | 75W-80 | 980 | 1=19#### | API GL-4 | Renault
LIQUI MOLY | Top Tec MTF 5200 | 75W-80 | 1350 | 1=#### | API GL-4 | VW TL 052 171
LIQUI MOLY | Hypoid-Getriebeoil TDL | 75W-90 | 1150 | 1=#### | API GL-4, API GL-5 |
MOBIL | Mobilube 1 SHC | 75W-90 | 1400 | 1=15#### | API GL-4, API GL-5, API MT-1 |
MOTUL | Gear 300 | 75W-90 | 1700 | 1=10#### | API GL-4, API GL-5 |
LUKOIL | ТМ-4 | 75W-90 | 480 | 1=1###### 4=1###### | API GL-4 | АвтоВАЗ
ROSNEFT | Kinetic MT | 75W-85 | 430 | 1=40817#32 4=40817#42 | API GL-4 | АвтоВАЗ
G-ENERGY | G-Box Expert GL-4 | 75W-90 | 520 | 1=2530##### 4=2530##### | API GL-4 | АвтоВАЗ
ZIC | G-F Top | 75W-85 | 600 | 1=13$ 4=16$ | API GL-4 | Hyundai/Kia
HYUNDAI/KIA | MTF | 75W-85 | 900 | 1=04300-00### 4=04300-00### | API GL-4 | Hyundai/Kia
CASTROL | Transmax ATF Dexron VI Mercon LV | - | 950 | 1=15?### 4=15?### | Dexron VI, Mercon LV |
MOBIL | ATF 320 | - | 700 | 1=15#### | Dexron III |
MOBIL | ATF 3309 | - | 900 | 1=15#### | JWS 3309, Toyota T-IV |
MOTUL | Multi ATF | - | 1100 | 1=10#### 4=10#### | Dexron VI, Dexron III, Toyota WS, Hyundai SP-IV |
LIQUI MOLY | Top Tec ATF 1800 | - | 1150 | 1=#### 4=#### | Dexron VI, Toyota WS, Hyundai SP-IV |
ZIC | ATF SP-IV | - | 650 | 1=13$ 4=16$ | Hyundai SP-IV |
TOYOTA | ATF WS | - | 1050 | 1=08886-81210 4=08886-02305 | Toyota WS |
TOYOTA | ATF Type T-IV | - | 1000 | 1=08886-81015 | Toyota T-IV, JWS 3309 |
HYUNDAI/KIA | ATF SP-IV | - | 980 | 1=04500-00100 4=04500-00400 | Hyundai SP-IV |
ELF | Renaultmatic D3 SYN | - | 820 | 1=19#### | Dexron III | Renault
`;

/**
 * Antifreezes and brake fluids: `BRAND | number (real, or a pattern with #) | name | purchase price, roubles
 * | kind | litres ('-' when sold by weight) | specifications | approvals | analogue group`; parts of one
 * analogue group are interchangeable. Power steering fluids have no kind of the oils catalog ('-').
 */
export const fluids = `
BOSCH | 1 987 479 106 | Жидкость тормозная DOT 4, 0,5 л | 390 | brake-fluid | 0.5 | DOT 4 | | dot4-small
BOSCH | 1 987 479 107 | Жидкость тормозная DOT 4, 1 л | 690 | brake-fluid | 1 | DOT 4 | | dot4-large
ATE | 03.9901-6402.2 | Жидкость тормозная SL.6 DOT 4, 1 л | 980 | brake-fluid | 1 | DOT 4 | VW TL 766-Z | dot4-large
ATE | 03.9901-5802.2 | Жидкость тормозная SL DOT 4, 1 л | 820 | brake-fluid | 1 | DOT 4 | | dot4-large
TRW | PFB401 | Жидкость тормозная DOT 4, 1 л | 650 | brake-fluid | 1 | DOT 4 | | dot4-large
TRW | PFB450 | Жидкость тормозная DOT 4, 0,5 л | 380 | brake-fluid | 0.5 | DOT 4 | | dot4-small
CASTROL | 15C##E | Жидкость тормозная React Performance DOT 4, 0,5 л | 420 | brake-fluid | 0.5 | DOT 4 | | dot4-small
MOTUL | 10#### | Жидкость тормозная DOT 5.1, 0,5 л | 560 | brake-fluid | 0.5 | DOT 5.1, DOT 4 | | dot51
LIQUI MOLY | 88## | Жидкость тормозная DOT 4, 0,5 л | 520 | brake-fluid | 0.5 | DOT 4 | | dot4-small
LIQUI MOLY | 21### | Жидкость тормозная DOT 5.1, 0,25 л | 480 | brake-fluid | 0.25 | DOT 5.1, DOT 4 | | dot51
TOTAL | 18#### | Жидкость тормозная HBF 4, 0,5 л | 360 | brake-fluid | 0.5 | DOT 4 | | dot4-small
ROSDOT | 430101H## | Жидкость тормозная DOT 4, 455 г | 180 | brake-fluid | - | DOT 4 | АвтоВАЗ | dot4-small
ROSDOT | 430101H##M | Жидкость тормозная DOT 4, 910 г | 330 | brake-fluid | - | DOT 4 | АвтоВАЗ | dot4-large
FELIX | 4306####1 | Жидкость тормозная DOT 4, 455 г | 190 | brake-fluid | - | DOT 4 | АвтоВАЗ | dot4-small
SINTEC | 99#### | Жидкость тормозная DOT 4, 455 г | 170 | brake-fluid | - | DOT 4 | | dot4-small
FELIX | 4306####5 | Антифриз Carbox G12+ красный, 5 кг | 780 | antifreeze | - | G12+ | АвтоВАЗ | g12-ready
FELIX | 4306####6 | Антифриз Prolonger G11 зелёный, 5 кг | 720 | antifreeze | - | G11 | АвтоВАЗ | g11-ready
SINTEC | 99###6 | Антифриз Lux G12 красный, 5 кг | 690 | antifreeze | - | G12 | АвтоВАЗ | g12-ready
COOLSTREAM | CS-0100## | Антифриз Premium G12+ красный, 5 л | 860 | antifreeze | 5 | G12+ | VW TL 774 F, АвтоВАЗ | g12-ready
COOLSTREAM | CS-0101## | Антифриз NRC готовый, 5 л | 940 | antifreeze | 5 | G12+ | Renault Type D | g12-ready
LUKOIL | 3###### | Антифриз G12 Red, 5 кг | 740 | antifreeze | - | G12 | АвтоВАЗ | g12-ready
LIQUI MOLY | 8### | Антифриз KFS 12++ концентрат, 1 л | 690 | antifreeze | 1 | G12++ | VW TL 774 G | g12-concentrate
CASTROL | 15?### | Антифриз Radicool SF концентрат, 1 л | 720 | antifreeze | 1 | G12+ | VW TL 774 F | g12-concentrate
TOTAL | 17#### | Антифриз Glacelf Auto Supra концентрат, 1 л | 650 | antifreeze | 1 | G12+ | VW TL 774 F, Renault Type D | g12-concentrate
MOTUL | 10#### | Антифриз Inugel Optimal Ultra концентрат, 1 л | 760 | antifreeze | 1 | G12+ | VW TL 774 F | g12-concentrate
VAG | G 013 A8J M1 | Антифриз G13 концентрат, 1,5 л | 1450 | antifreeze | 1.5 | G13 | VW TL 774 J | g12-concentrate
HYUNDAI/KIA | 07100-00400 | Антифриз Long Life Coolant концентрат, 4 л | 1600 | antifreeze | 4 | | Hyundai/Kia | g12-ready
TOYOTA | 08889-80015 | Антифриз Super Long Life Coolant розовый, готовый, 5 л | 1700 | antifreeze | 5 | | Toyota SLLC | g12-ready
PENTOSIN | 1405### | Жидкость гидроусилителя CHF 11S, 1 л | 1150 | - | 1 | | | psf
FEBI BILSTEIN | 06161 | Жидкость гидроусилителя зелёная, 1 л | 950 | - | 1 | | | psf
VAG | G 004 000 M2 | Жидкость гидроусилителя, 1 л | 1500 | - | 1 | | | psf
LIQUI MOLY | 1### | Жидкость гидроусилителя Zentralhydraulik-Öl, 1 л | 1050 | - | 1 | | | psf
`;

import { kit } from './units.js';

/** Units of Hyundai Solaris and Kia Rio (one platform, Hyundai Mobis numbers), VW Polo sedan, Camry, Logan. */
export const gammaEngine = kit('HK-G4FC', 'HYUNDAI/KIA', {
  lubrication: `
oilFilter | 26300-35503 | Фильтр масляный | 1 | | MANN-FILTER | W 811/80
drainPlug | 21512-23001 | Пробка сливная поддона | 1
drainPlug | 21513-23001 | Прокладка пробки сливной | 1`,
  filters: `
airFilter | 28113-1R100 | Фильтр воздушный | 1
cabinFilter | 97133-4L000 | Фильтр салона | 1
fuelFilter | 31112-1R000 | Фильтр топливный (в модуле насоса) | 1`,
  cooling: `
thermostat | 25500-2B000 | Термостат в сборе | 1 | 88 °C
pump | 25100-2B000 | Насос водяной | 1
radiator | 25310-4L000 | Радиатор охлаждения | 1`,
  ignition: `
plug | 18855-10060 | Свеча зажигания | 4
coil | 27301-2B010 | Катушка зажигания | 4`,
  belts: `
ribbedBelt | 25212-2B020 | Ремень поликлиновой | 1
timing | 24321-2B000 | Цепь привода ГРМ | 1
tensioner | 25281-2B000 | Ролик натяжителя приводного ремня | 1`,
});

export const kappaEngine = kit('HK-G4LC', 'HYUNDAI/KIA', {
  lubrication: `
oilFilter | 26300-35503 | Фильтр масляный | 1 | | MANN-FILTER | W 811/80
drainPlug | 21512-23001 | Пробка сливная поддона | 1`,
  filters: `
airFilter | 28113-H8100 | Фильтр воздушный | 1
cabinFilter | 97133-H6000 | Фильтр салона | 1`,
  cooling: `
thermostat | 25500-03HA0 | Термостат в сборе | 1
pump | 25100-03020 | Насос водяной | 1`,
  ignition: `
plug | 18846-10060 | Свеча зажигания | 4
coil | 27300-03200 | Катушка зажигания | 4`,
  belts: `
ribbedBelt | 25212-03020 | Ремень поликлиновой | 1
timing | 24321-03HA0 | Цепь привода ГРМ | 1`,
});

export const rbChassis = kit('HK-RB', 'HYUNDAI/KIA', {
  brakesFront: `
padsFront | 58101-1RA00 | Колодки тормозные передние, комплект | 1
discFront | 51712-0U000 | Диск тормозной передний | 2`,
  brakesRear: `
padsRear | 58305-1RA00 | Колодки тормозные задние барабанные, комплект | 1
discRear | 58411-1R000 | Барабан тормозной задний | 2`,
  suspensionFront: `
shockFront | 54651-4L000 | Стойка амортизатора передняя левая | 1
shockFront | 54661-4L000 | Стойка амортизатора передняя правая | 1
link | 54830-1R000 | Стойка стабилизатора передняя | 2
ballJoint | 54530-1R000 | Опора шаровая | 2
bearing | 51720-1R000 | Подшипник ступицы передний | 2`,
  suspensionRear: `
shockRear | 55300-4L100 | Амортизатор задний | 2`,
});

export const hcrChassis = kit('HK-HCR', 'HYUNDAI/KIA', {
  brakesFront: `
padsFront | 58101-H5A00 | Колодки тормозные передние, комплект | 1
discFront | 51712-H5000 | Диск тормозной передний | 2`,
  brakesRear: `
padsRear | 58302-H5A00 | Колодки тормозные задние дисковые, комплект | 1
discRear | 58411-H5000 | Диск тормозной задний | 2`,
  suspensionFront: `
shockFront | 54651-H5000 | Стойка амортизатора передняя левая | 1
link | 54830-H5000 | Стойка стабилизатора передняя | 2
bearing | 51720-H5000 | Подшипник ступицы передний | 2`,
  suspensionRear: `
shockRear | 55300-H5000 | Амортизатор задний | 2`,
});

export const polo105 = kit('VW-CFNA', 'VAG', {
  lubrication: `
oilFilter | 03C 115 561 H | Фильтр масляный | 1 | | MANN-FILTER | W 712/75
drainPlug | N 908 132 02 | Пробка сливная масляного поддона | 1
drainPlug | N 013 849 2 | Кольцо уплотнительное пробки | 1`,
  filters: `
airFilter | 6R0 129 620 A | Фильтр воздушный | 1
cabinFilter | 6R0 819 653 | Фильтр салона | 1
fuelFilter | 6Q0 201 051 J | Фильтр топливный | 1`,
  cooling: `
thermostat | 036 121 113 A | Термостат | 1 | 87 °C
pump | 036 121 005 S | Насос охлаждающей жидкости | 1
radiator | 6R0 121 253 A | Радиатор охлаждения | 1`,
  ignition: `
plug | 101 905 617 C | Свеча зажигания | 4
coil | 036 905 715 F | Катушка зажигания | 4`,
  belts: `
ribbedBelt | 036 145 933 AG | Ремень поликлиновой 6PK1053 | 1
timing | 03C 109 158 A | Цепь привода ГРМ | 1
tensioner | 03C 145 299 Q | Натяжитель приводного ремня | 1`,
});

export const polo110 = kit('VW-CWVA', 'VAG', {
  lubrication: `
oilFilter | 04E 115 561 H | Фильтр масляный | 1 | | MANN-FILTER | W 712/75
drainPlug | N 908 132 02 | Пробка сливная масляного поддона | 1`,
  filters: `
airFilter | 6R0 129 620 A | Фильтр воздушный | 1
cabinFilter | 6R0 819 653 | Фильтр салона | 1
fuelFilter | 6Q0 201 051 J | Фильтр топливный | 1`,
  cooling: `
thermostat | 04E 121 113 C | Термостат в корпусе | 1
pump | 04E 121 600 AD | Насос охлаждающей жидкости | 1
radiator | 6R0 121 253 A | Радиатор охлаждения | 1`,
  ignition: `
plug | 04E 905 612 | Свеча зажигания | 4
coil | 04E 905 110 K | Катушка зажигания | 4`,
  belts: `
ribbedBelt | 04E 145 933 L | Ремень поликлиновой 6PK1035 | 1
timing | 04E 198 119 A | Комплект ремня ГРМ | 1
tensioner | 04E 109 243 C | Ролик натяжной ремня ГРМ | 1`,
});

export const poloChassis = kit('VW-POLO-SEDAN', 'VAG', {
  brakesFront: `
padsFront | 6R0 698 151 A | Колодки тормозные передние, комплект | 1
discFront | 6R0 615 301 | Диск тормозной передний вентилируемый | 2`,
  brakesRear: `
padsRear | 6RU 698 525 | Колодки тормозные задние барабанные, комплект | 1
discRear | 6R0 609 617 A | Барабан тормозной задний | 2`,
  suspensionFront: `
shockFront | 6RU 413 031 A | Амортизатор передний | 2
link | 6Q0 411 315 R | Стойка стабилизатора передняя | 2
ballJoint | 6R0 407 365 | Опора шаровая левая | 1
ballJoint | 6R0 407 366 | Опора шаровая правая | 1
bearing | 6R0 498 625 | Подшипник ступицы передний | 2`,
  suspensionRear: `
shockRear | 6RU 513 025 B | Амортизатор задний | 2`,
});

export const camry2ar = kit('TOYOTA-2AR', 'TOYOTA', {
  lubrication: `
oilFilter | 90915-YZZE1 | Фильтр масляный | 1 | | MANN-FILTER | W 68/3
drainPlug | 90341-12012 | Пробка сливная | 1
drainPlug | 90430-12031 | Прокладка пробки сливной | 1`,
  filters: `
airFilter | 17801-0V020 | Фильтр воздушный | 1
cabinFilter | 87139-50100 | Фильтр салона | 1
fuelFilter | 77024-06080 | Фильтр топливный (в баке) | 1`,
  cooling: `
thermostat | 90916-03129 | Термостат | 1 | 82 °C
pump | 16100-09471 | Насос водяной | 1
radiator | 16400-0V060 | Радиатор охлаждения | 1`,
  ignition: `
plug | 90919-01253 | Свеча зажигания иридиевая | 4
coil | 90919-02258 | Катушка зажигания | 4`,
  belts: `
ribbedBelt | 90916-A2024 | Ремень поликлиновой 7PK1516 | 1
timing | 13506-36020 | Цепь привода ГРМ | 1
tensioner | 16620-0V010 | Натяжитель приводного ремня | 1`,
});

export const camryA25a = kit('TOYOTA-A25A', 'TOYOTA', {
  lubrication: `
oilFilter | 04152-YZZA6 | Фильтр масляный (картридж) | 1
drainPlug | 90341-12012 | Пробка сливная | 1`,
  filters: `
airFilter | 17801-F0020 | Фильтр воздушный | 1
cabinFilter | 87139-F4010 | Фильтр салона | 1`,
  cooling: `
thermostat | 16031-F0010 | Термостат | 1
pump | 161A0-39035 | Насос водяной электрический | 1`,
  ignition: `
plug | 90919-01275 | Свеча зажигания иридиевая | 4
coil | 90919-02275 | Катушка зажигания | 4`,
  belts: `
ribbedBelt | 90916-A2041 | Ремень поликлиновой | 1
timing | 13506-F0010 | Цепь привода ГРМ | 1`,
});

export const camry50Chassis = kit('TOYOTA-XV50', 'TOYOTA', {
  brakesFront: `
padsFront | 04465-33450 | Колодки тормозные передние, комплект | 1
discFront | 43512-33130 | Диск тормозной передний | 2`,
  brakesRear: `
padsRear | 04466-33180 | Колодки тормозные задние, комплект | 1
discRear | 42431-33130 | Диск тормозной задний | 2`,
  suspensionFront: `
shockFront | 48510-80468 | Амортизатор передний правый | 1
shockFront | 48520-80405 | Амортизатор передний левый | 1
link | 48820-33050 | Стойка стабилизатора передняя | 2
ballJoint | 43330-09510 | Опора шаровая | 2
bearing | 90369-T0003 | Подшипник ступицы передний | 2`,
  suspensionRear: `
shockRear | 48530-80352 | Амортизатор задний | 2`,
});

export const camry70Chassis = kit('TOYOTA-XV70', 'TOYOTA', {
  brakesFront: `
padsFront | 04465-33471 | Колодки тормозные передние, комплект | 1
discFront | 43512-06190 | Диск тормозной передний | 2`,
  brakesRear: `
padsRear | 04466-33200 | Колодки тормозные задние, комплект | 1
discRear | 42431-06150 | Диск тормозной задний | 2`,
  suspensionFront: `
shockFront | 48510-8Z069 | Амортизатор передний правый | 1
link | 48820-06100 | Стойка стабилизатора передняя | 2`,
  suspensionRear: `
shockRear | 48530-8Z089 | Амортизатор задний | 2`,
});

export const loganK7m = kit('RENAULT-K7M', 'RENAULT', {
  lubrication: `
oilFilter | 82 00 768 913 | Фильтр масляный | 1 | | MANN-FILTER | W 75/3
drainPlug | 77 03 075 348 | Пробка сливная картера | 1`,
  filters: `
airFilter | 82 00 431 051 | Фильтр воздушный | 1
cabinFilter | 27 27 7-4064R | Фильтр салона | 1
fuelFilter | 82 00 186 218 | Фильтр топливный | 1`,
  cooling: `
thermostat | 82 00 772 985 | Термостат | 1 | 89 °C
pump | 77 01 478 018 | Насос водяной | 1
radiator | 82 00 735 038 | Радиатор охлаждения | 1`,
  ignition: `
plug | 77 00 500 155 | Свеча зажигания | 4
coil | 82 00 765 882 | Модуль зажигания | 1`,
  belts: `
ribbedBelt | 11 72 0-7082R | Ремень поликлиновой 5PK1145 | 1
timing | 13 0C 1-0178R | Комплект ремня ГРМ | 1
tensioner | 13 07 0-7162R | Ролик натяжной ремня ГРМ | 1`,
});

export const loganK4m = kit('RENAULT-K4M', 'RENAULT', {
  lubrication: `
oilFilter | 82 00 768 913 | Фильтр масляный | 1 | | MANN-FILTER | W 75/3
drainPlug | 77 03 075 348 | Пробка сливная картера | 1`,
  filters: `
airFilter | 82 00 431 051 | Фильтр воздушный | 1
cabinFilter | 27 27 7-4064R | Фильтр салона | 1`,
  cooling: `
thermostat | 82 00 561 434 | Термостат в корпусе | 1
pump | 21 01 0-4887R | Насос водяной | 1`,
  ignition: `
plug | 22 40 1-5063R | Свеча зажигания | 4
coil | 22 44 8-8282R | Катушка зажигания | 4`,
  belts: `
ribbedBelt | 11 72 0-0467R | Ремень поликлиновой 6PK1822 | 1
timing | 13 0C 1-4302R | Комплект ремня ГРМ | 1`,
});

export const loganChassis = kit('RENAULT-LOGAN', 'RENAULT', {
  brakesFront: `
padsFront | 41 06 0-0Q0AC | Колодки тормозные передние, комплект | 1
discFront | 40 20 6-0007R | Диск тормозной передний | 2`,
  brakesRear: `
padsRear | 77 01 208 306 | Колодки тормозные задние барабанные, комплект | 1
discRear | 43 20 0-0052R | Барабан тормозной задний | 2`,
  suspensionFront: `
shockFront | 54 30 2-6217R | Амортизатор передний | 2
link | 54 61 8-7172R | Стойка стабилизатора передняя | 2
ballJoint | 40 16 0-5574R | Опора шаровая | 2
bearing | 77 01 207 677 | Подшипник ступицы передний | 2`,
  suspensionRear: `
shockRear | 56 21 0-4302R | Амортизатор задний | 2`,
});

import { brandTable } from './table.js';

/** Wide-range aftermarket suppliers: they sell under their own numbers parts of many kinds. */
export const aftermarketBrands = brandTable(
  'aftermarket',
  `
DELPHI | GB | www.delphiautoparts.com | Тормоза, подвеска, топливные системы и электрика Delphi Technologies.
BLUE PRINT | GB | www.blue-print.com | Запчасти bilstein group для азиатских и американских автомобилей.
JAPANPARTS | IT | www.japanparts.it | Итальянский бренд запчастей для японских и корейских автомобилей.
ASHIKA | IT |  | Запчасти для японских и корейских автомобилей, группа Japanparts.
NIPPARTS | NL | www.nipparts.com | Нидерландский бренд запчастей для азиатских автомобилей.
HERTH+BUSS JAKOPARTS | DE | www.herthundbuss.com | Запчасти и электрика для азиатских автомобилей.
MASUMA | JP |  | Японский бренд фильтров, подвески и тормозов для японских автомобилей.
STELLOX | DE |  | Бренд запчастей для европейских и азиатских автомобилей.
LYNXAUTO | JP |  | Запчасти подвески, тормозов и двигателя для массовых моделей.
PARTS-MALL | KR |  | Корейские запчасти для Hyundai, Kia, Daewoo и SsangYong.
KAMOKA | PL |  | Польский бренд фильтров, тормозов и подвески.
MAXGEAR | PL |  | Польский бренд запчастей для европейских автомобилей.
KRAFT AUTOMOTIVE | DE |  | Запчасти для европейских и корейских автомобилей.
ACDELCO | US | www.acdelco.com | Запчасти General Motors для вторичного рынка.
MOTORCRAFT | US | www.motorcraft.com | Запчасти Ford для вторичного рынка.
MAGNUM TECHNOLOGY | PL |  | Польский бренд деталей подвески и подушек двигателя.
AUTOMEGA | DE |  | Немецкий бренд запчастей для автомобилей концерна Volkswagen.
VAICO | DE |  | Запчасти Vierol для европейских автомобилей.
OPTIMAL | DE |  | Немецкий бренд ступичных подшипников, тормозов и подвески.
ASAM | RO |  | Румынские детали подвески и тормозов для Renault и Dacia.
BSG | TR |  | Турецкий бренд запчастей для европейских и корейских автомобилей.
JAPAN CARS | PL |  | Польский бренд запчастей для азиатских автомобилей.
POLCAR | PL | www.polcar.com | Польские кузовные детали, оптика и радиаторы.
BLIC | PL |  | Польские кузовные детали и зеркала.
VAN WEZEL | BE |  | Бельгийские кузовные детали и радиаторы.
KLOKKERHOLM | DK |  | Датские кузовные детали и оптика.
BOSAL | BE | www.bosal.com | Бельгийские глушители, катализаторы и фаркопы.
WALKER | US |  | Системы выпуска отработавших газов группы DRiV.
POLMOSTROW | PL |  | Польские глушители и трубы системы выпуска.
ERNST | DE |  | Немецкие глушители и катализаторы.
HJS | DE |  | Немецкие глушители и сажевые фильтры.
ASSO | IT |  | Итальянские глушители и катализаторы.
AUTOFREN SEINSA | ES |  | Испанские ремкомплекты суппортов, пыльники и детали тормозов.
GSP | CN |  | Приводные валы и ШРУСы.
ASMETAL | TR |  | Турецкие детали подвески и рулевого управления.
ZEKKERT | DE |  | Бренд запчастей для европейских и азиатских автомобилей.
`,
);

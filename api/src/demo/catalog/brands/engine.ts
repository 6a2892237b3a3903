import { brandTable } from './table.js';

export const engineBrands = brandTable(
  'engine',
  `
GATES | US | www.gates.com | Американский производитель приводных ремней, роликов и комплектов ГРМ.
CONTITECH | DE | www.contitech.de | Ремни и комплекты ГРМ концерна Continental.
DAYCO | US | www.dayco.com | Ремни, натяжители и комплекты ГРМ, поставщик первичной комплектации.
INA | DE | www.schaeffler.com | Ролики, натяжители и комплекты ГРМ концерна Schaeffler.
LUK | DE | www.schaeffler.com | Сцепления и двухмассовые маховики концерна Schaeffler.
FAG | DE | www.schaeffler.com | Подшипники ступиц и детали подвески концерна Schaeffler.
SKF | SE | www.skf.com | Шведский производитель подшипников, комплектов ГРМ и ступичных узлов.
SNR | FR | www.ntn-snr.com | Подшипники, ступичные узлы и ролики NTN-SNR из Анси.
NTN | JP | www.ntn.co.jp | Японский производитель подшипников и ШРУСов.
KOYO | JP | www.jtekt.co.jp | Подшипники корпорации JTEKT для японских автомобилей.
NSK | JP | www.nsk.com | Японские подшипники, поставщик автопроизводителей.
TIMKEN | US | www.timken.com | Американские конические и ступичные подшипники.
NACHI | JP |  | Японские подшипники Nachi-Fujikoshi.
BANDO | JP | www.bando.co.jp | Японские поликлиновые и зубчатые ремни.
MITSUBOSHI | JP |  | Японские приводные ремни для японских автомобилей.
OPTIBELT | DE | www.optibelt.com | Немецкие приводные ремни.
RUVILLE | DE |  | Ролики, натяжители и комплекты ГРМ концерна Schaeffler.
HUTCHINSON | FR | www.hutchinson.com | Французские ремни, опоры и резинотехнические изделия.
DONGIL | KR |  | Корейские приводные ремни для Hyundai и Kia.
AISIN | JP | www.aisin.com | Водяные насосы, сцепления и детали двигателя группы Toyota.
ELRING | DE | www.elring.de | Прокладки и уплотнения двигателя ElringKlinger.
VICTOR REINZ | DE | www.victorreinz.com | Прокладки двигателя концерна Dana.
CORTECO | DE | www.corteco.com | Сальники, прокладки и салонные фильтры концерна Freudenberg.
PIERBURG | DE | www.ms-motorservice.com | Насосы, клапаны EGR и дроссельные узлы Rheinmetall Motorservice.
KOLBENSCHMIDT | DE | www.ms-motorservice.com | Поршни и вкладыши Rheinmetall Motorservice.
GOETZE | DE |  | Поршневые кольца и гильзы цилиндров.
PAYEN | FR |  | Прокладки двигателя и комплекты прокладок.
AJUSA | ES | www.ajusa.es | Испанские прокладки, болты ГБЦ и детали двигателя.
GLASER | ES |  | Испанские прокладки двигателя.
DOLZ | ES |  | Испанские водяные насосы.
METZGER | DE |  | Датчики, клапаны и детали двигателя.
HEPU | DE | www.hepu.de | Водяные насосы и комплекты ГРМ с помпой.
GRAF | IT |  | Итальянские водяные насосы.
SALERI SIL | IT |  | Итальянские водяные насосы для первичной комплектации.
LUZAR | RU | www.luzar.ru | Радиаторы и детали систем охлаждения, производство в России.
NISSENS | DK | www.nissens.com | Датские радиаторы, интеркулеры и компрессоры кондиционера.
NRF | NL | www.nrf.eu | Радиаторы и детали систем кондиционирования.
AVA QUALITY COOLING | NL |  | Радиаторы и детали систем охлаждения.
BEHR | DE | www.mahle-aftermarket.com | Системы охлаждения и кондиционирования, сейчас в составе MAHLE.
THERMOTEC | PL |  | Польские радиаторы, вентиляторы и детали кондиционера.
EXEDY | JP | www.exedy.com | Японские сцепления и маховики.
BRT | RU |  | Балаковорезинотехника: ремни, пыльники и резинотехнические изделия.
TRIALLI | RU |  | Российский бренд деталей систем охлаждения и двигателя.
ZF | DE | www.zf.com | Трансмиссии и сервисные комплекты для замены масла АКПП.
BORGWARNER | US | www.borgwarner.com | Турбокомпрессоры и детали трансмиссий.
GARRETT | US | www.garrettmotion.com | Турбокомпрессоры и картриджи турбин.
MELETT | GB |  | Британские детали для ремонта турбокомпрессоров.
`,
);

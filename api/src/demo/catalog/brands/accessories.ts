import { brandTable } from './table.js';

/** Makers of car accessories: compressors, mats, fresheners, first-aid kits, extinguishers, dash cams. */
export const accessoryBrands = brandTable(
  'accessories',
  `
BERKUT | RU | www.berkut.ru | Автомобильные компрессоры и аксессуары для шиномонтажа.
AIRLINE | RU | www.airline.su | Автомобильные аксессуары: компрессоры, знаки аварийной остановки, тросы, провода.
AVS | RU | www.avs-auto.ru | Автоаксессуары и автоэлектроника для массовых автомобилей.
70MAI | CN | www.70mai.com | Видеорегистраторы и автоэлектроника экосистемы Xiaomi.
NEOLINE | RU | www.neoline.ru | Видеорегистраторы и радар-детекторы.
AREON | BG | www.areon-fresh.com | Болгарские автомобильные ароматизаторы.
EIKOSHA | JP |  | Японские гелевые автомобильные ароматизаторы Giga и Air Spencer.
CAR-FRESHNER | US | www.car-freshner.com | Ароматизаторы Little Trees («ёлочки»).
NORPLAST | RU | www.norplast.ru | Полиуретановые коврики салона и багажника по форме кузова.
RIVAL | RU | www.rival-tuning.ru | Коврики, защита картера и аксессуары для тюнинга.
ФЭСТ | RU |  | Автомобильные аптечки и медицинские изделия.
МЕДПЛАНТ | RU |  | Аптечки первой помощи, в том числе автомобильные.
ЯРПОЖИНВЕСТ | RU |  | Огнетушители и пожарное оборудование из Ярославля.
`,
);

import { fillPattern, type Random } from '../random.js';
import type { CatalogRegistry } from './registry.js';

/**
 * Accessories: `BRAND | number (real model names, or a pattern with #) | name | purchase price, roubles |
 * category slug` (the categories are in migration 0019).
 */
const accessories = `
BOSCH | 3 397 007 ### | Щётки стеклоочистителя Aerotwin, комплект 600/400 мм | 1450 | wipers
BOSCH | 3 397 008 ### | Щётка стеклоочистителя бескаркасная Aerotwin, 600 мм | 780 | wipers
BOSCH | 3 397 004 ### | Щётка стеклоочистителя каркасная Eco, 500 мм | 320 | wipers
DENSO | DUR-055L | Щётка стеклоочистителя гибридная, 550 мм | 690 | wipers
DENSO | DUR-060L | Щётка стеклоочистителя гибридная, 600 мм | 720 | wipers
VALEO | 5757## | Щётка стеклоочистителя First Multiconnection, 600 мм | 560 | wipers
HEYNER | 0##### | Щётка стеклоочистителя зимняя Super Flat, 500 мм | 480 | wipers
NORPLAST | NPA11-C94-### | Коврики в салон полиуретановые Lada Vesta, 4 шт. | 1900 | mats
NORPLAST | NPA11-C31-### | Коврики в салон полиуретановые Hyundai Solaris, 4 шт. | 1900 | mats
NORPLAST | NPA00-T94-### | Коврик в багажник полиуретановый Lada Vesta седан | 1300 | mats
RIVAL | 1####001 | Коврики в салон полиуретановые Kia Rio, 4 шт. | 2100 | mats
RIVAL | 1####002 | Коврики в салон полиуретановые VW Polo седан, 4 шт. | 2100 | mats
AREON | 704-022-### | Ароматизатор Mon Areon «Ваниль» | 110 | fresheners
AREON | 704-043-### | Ароматизатор Areon Car «Black Crystal» на дефлектор | 260 | fresheners
EIKOSHA | SA-## | Ароматизатор гелевый Giga «Squash» | 480 | fresheners
CAR-FRESHNER | U1P-10###-RUSS | Ароматизатор Little Trees «Ваниль» | 140 | fresheners
BERKUT | R15 | Компрессор автомобильный R15, 40 л/мин | 3900 | compressors
BERKUT | R17 | Компрессор автомобильный R17, 55 л/мин | 4800 | compressors
BERKUT | SA-03 | Компрессор автомобильный SA-03, 35 л/мин | 2600 | compressors
AIRLINE | CA-050-## | Компрессор автомобильный, 50 л/мин | 2900 | compressors
AVS | KS400L | Компрессор автомобильный Turbo KS400L, 40 л/мин | 2400 | compressors
ФЭСТ | 3### | Аптечка первой помощи автомобильная (приказ 1080н), футляр | 420 | first-aid-kits
МЕДПЛАНТ | 2### | Аптечка первой помощи автомобильная (приказ 1080н), сумка | 480 | first-aid-kits
ЯРПОЖИНВЕСТ | ОП-2(з)-АВСЕ | Огнетушитель порошковый ОП-2, 2 кг | 720 | fire-extinguishers
ЯРПОЖИНВЕСТ | ОП-4(з)-АВСЕ | Огнетушитель порошковый ОП-4, 4 кг | 1050 | fire-extinguishers
AIRLINE | AT-02 | Знак аварийной остановки в пластиковом футляре | 290 | warning-triangles
AVS | A80### | Знак аварийной остановки усиленный, металлическое основание | 390 | warning-triangles
70MAI | A500S | Видеорегистратор Dash Cam Pro Plus+ A500S, 2592×1944, GPS | 6900 | dashcams
70MAI | M300 | Видеорегистратор Dash Cam M300, 2304×1296 | 3200 | dashcams
NEOLINE | G-TECH X77 | Видеорегистратор G-Tech X77, Full HD | 4700 | dashcams
NEOLINE | WIDE S35 | Видеорегистратор Wide S35, Full HD | 3100 | dashcams
`;

/** Accessories are sold one by one; electrics among them are not taken back. */
export function generateAccessories(random: Random, registry: CatalogRegistry): void {
  for (const line of accessories.split('\n').filter((text) => text.trim() !== '')) {
    const [brand = '', pattern = '', name = '', price = '', category = ''] = line
      .split('|')
      .map((cell) => cell.trim());
    registry.add({
      brand,
      number: fillPattern(random, pattern),
      name,
      price: Number(price) * random.int(95, 105),
      rating: random.int(0, 20),
      terms: { refundDenied: category === 'dashcams', pack: 1, bulk: false, liquid: false },
      mainStock: false,
      accessory: category,
    });
  }
}

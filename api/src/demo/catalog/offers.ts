import { kopecksToString, type Random } from './random.js';
import type { GoodSeed } from './parts/registry.js';
import { EURO_KOPECKS, MAIN_WAREHOUSE, demoWarehouses } from './setup.js';

export interface OfferSeed {
  /** Index into the goods list. */
  good: number;
  vendorId: number;
  purchasePrice: string;
  currency: 'RUB' | 'EUR';
  amount: number;
  minAmount: number;
  multiplicity: number;
  deliveryHours: number;
  refundAllowed: boolean;
  refundPercent: string;
  refundConditions: string;
  fixedPrice: string | null;
  minimumRetailPrice: string | null;
}

const electricsRefund = 'Электротовары надлежащего качества возврату не подлежат.';
const orderOnlyRefund = [
  'Товар поставляется под заказ: возврат невозможен.',
  'Возврат невозможен: позиция заказывается у производителя специально для покупателя.',
];
const retentionRefund = [
  (percent: number) =>
    `Возврат в течение 14 дней в оригинальной упаковке без следов установки; удерживается ${percent}% стоимости.`,
  (percent: number) =>
    `Возврат только в неповреждённой упаковке производителя; удержание ${percent}% стоимости товара.`,
  (percent: number) =>
    `Возврат по согласованию с менеджером в течение 7 дней; удержание ${percent}% за возврат поставщику.`,
];
const plainRefund = 'Возврат в течение 14 дней при сохранении товарного вида и упаковки.';

type Refund = Pick<OfferSeed, 'refundAllowed' | 'refundPercent' | 'refundConditions'>;

/** Most offers may be returned freely; some keep a share of the price, order-only parts and electrics none. */
function refund(random: Random, good: GoodSeed): Refund {
  if (good.terms.refundDenied) {
    return { refundAllowed: false, refundPercent: '0', refundConditions: electricsRefund };
  }
  if (good.mainStock) return { refundAllowed: true, refundPercent: '0', refundConditions: '' };
  const roll = random.next();
  if (roll < 0.04) {
    return { refundAllowed: false, refundPercent: '0', refundConditions: random.pick(orderOnlyRefund) };
  }
  if (roll < 0.18) {
    const percent = random.pick([10, 15, 20]);
    return {
      refundAllowed: true,
      refundPercent: String(percent),
      refundConditions: random.pick(retentionRefund)(percent),
    };
  }
  if (roll < 0.23) return { refundAllowed: true, refundPercent: '0', refundConditions: plainRefund };
  return { refundAllowed: true, refundPercent: '0', refundConditions: '' };
}

function warehousesOf(random: Random, good: GoodSeed, original: boolean): number[] {
  if (!good.mainStock && !random.chance(original ? 0.55 : 0.85)) return [];
  const roll = random.next();
  const count = roll < 0.45 ? 1 : roll < 0.8 ? 2 : 3;
  if (good.mainStock) return [MAIN_WAREHOUSE, ...random.sample([2, 3], count - 1)];
  if (count === 1) return [random.pick([MAIN_WAREHOUSE, MAIN_WAREHOUSE, MAIN_WAREHOUSE, 2, 2, 3])];
  return random.sample(demoWarehouses, count).sort();
}

function amountOf(random: Random, good: GoodSeed): number {
  if (good.mainStock) return random.int(8, 40);
  if (random.chance(0.07)) return 0;
  if (good.terms.bulk && random.chance(0.12)) return random.int(101, 400);
  return good.terms.bulk ? random.int(1, 60) : random.int(1, 16);
}

/** Whole roubles above `kopecks × percent`, rounded up to tens, as a price string. */
function roundedPrice(kopecks: number, percent: number): string {
  const roubles = Math.ceil((kopecks * percent) / 100 / 100 / 10) * 10;
  return `${roubles}.00`;
}

/**
 * Own stock of the three warehouses: most parts at one to three of them, the main office delivering at once and
 * the others in one to three days; some European brands bought in euros. Goods before `first` are left to
 * an earlier call.
 */
export function generateOffers(
  random: Random,
  goods: readonly GoodSeed[],
  originals: ReadonlySet<string>,
  euroBrands: ReadonlySet<string>,
  first = 0,
): OfferSeed[] {
  const offers: OfferSeed[] = [];
  goods.slice(first).forEach((good, offset) => {
    const index = first + offset;
    for (const vendorId of warehousesOf(random, good, originals.has(good.brand))) {
      const kopecks = Math.round((good.price * random.int(96, 104)) / 100);
      const euro =
        !good.mainStock && vendorId !== MAIN_WAREHOUSE && euroBrands.has(good.brand) && random.chance(0.25);
      const pack = !good.mainStock && good.terms.pack > 1 && random.chance(0.3) ? good.terms.pack : 1;
      const amount = Math.ceil(amountOf(random, good) / pack) * pack;
      const minAmount = pack > 1 ? pack : good.terms.bulk && random.chance(0.05) ? 2 : 1;
      const special = !good.mainStock && !euro;
      offers.push({
        good: index,
        vendorId,
        purchasePrice: kopecksToString(euro ? Math.round((kopecks * 100) / EURO_KOPECKS) : kopecks),
        currency: euro ? 'EUR' : 'RUB',
        amount,
        minAmount,
        multiplicity: pack,
        deliveryHours: vendorId === MAIN_WAREHOUSE ? 0 : random.pick([24, 24, 48, 48, 72]),
        ...refund(random, good),
        fixedPrice: special && random.chance(0.01) ? roundedPrice(kopecks, 150) : null,
        minimumRetailPrice:
          special && random.chance(good.terms.liquid ? 0.2 : 0.02) ? roundedPrice(kopecks, 155) : null,
      });
    }
  });
  return offers;
}

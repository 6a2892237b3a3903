import { createHash } from 'node:crypto';
import Big from 'big.js';
import type { AbcpArticle } from '../abcp/protocol.js';
import type { SimulatedGood, SimulatedVendor } from './queries.js';
import { dice } from './dice.js';

/** Share of a part's analogues a supplier carries, percent (the part asked for is always carried). */
const analogueShare = 70;

function timestamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

function articleOf(
  vendor: SimulatedVendor,
  good: SimulatedGood,
  warehouse: number,
  baseRoubles: Big,
  now: Date,
): AbcpArticle {
  const key = `${vendor.id}|${good.normalizedBrand}|${good.normalizedNumber}|${warehouse}`;
  const roll = dice(key);
  // The first warehouse is near and dearer; the second one far and cheaper.
  const percent = (warehouse === 0 ? 95 : 85) + roll(0, 30);
  const price = baseRoubles.times(percent).div(100).div(new Big(vendor.rate)).round(2, Big.roundHalfUp);
  // One offer in ten is sold in packs of 2 or 4.
  const pack = roll(3, 20);
  const packing = pack === 0 ? 4 : pack === 1 ? 2 : 1;
  const availability = roll(1, 10) === 0 ? -3 : packing * (1 + roll(2, 20));
  const deliveryPeriod = warehouse === 0 ? 24 * (1 + roll(4, 3)) : 24 * (4 + roll(4, 7));
  const distributorId = vendor.id * 100 + warehouse + 1;
  return {
    distributorId,
    grp: null,
    code: '',
    brand: good.brand,
    number: good.number,
    numberFix: good.normalizedNumber,
    description: good.name,
    availability,
    packing,
    deliveryPeriod,
    deliveryPeriodMax: deliveryPeriod + 24 * (1 + roll(5, 2)),
    deadlineReplace: '',
    distributorCode: `S${distributorId}`,
    supplierCode: distributorId,
    supplierColor: null,
    supplierDescription: warehouse === 0 ? 'Склад поставщика' : 'Удалённый склад',
    itemKey: createHash('sha256').update(`item|${key}`).digest('base64url'),
    // The protocol sends prices as JSON numbers.
    price: Number(price.toFixed(2)),
    weight: roll(7, 3000) / 1000,
    volume: null,
    lastUpdateTime: timestamp(now),
    additionalPrice: 0,
    noReturn: roll(6, 8) === 0,
    isUsed: false,
    deliveryProbability: warehouse === 0 ? 98 : 90,
  };
}

/** Price of a part the shop has no offers for: 150–4999.99 roubles. */
function inventedPrice(good: SimulatedGood): Big {
  const roll = dice(`price|${good.normalizedBrand}|${good.normalizedNumber}`);
  return new Big(150 + roll(0, 4850)).plus(new Big(roll(1, 100)).div(100));
}

/**
 * Offers of a simulated supplier, derived from a hash of the supplier and the part: the same question
 * always gets the same answer, and each supplier answers differently.
 */
export function simulatedArticles(vendor: SimulatedVendor, goods: SimulatedGood[], now: Date): AbcpArticle[] {
  const articles: AbcpArticle[] = [];
  for (const good of goods) {
    const roll = dice(`${vendor.id}|${good.normalizedBrand}|${good.normalizedNumber}`);
    if (!good.isSearched && roll(0, 100) >= analogueShare) continue;
    const own = good.basePrice === null ? null : new Big(good.basePrice);
    const base = own && own.gt(0) ? own : inventedPrice(good);
    const warehouses = 1 + roll(1, 2);
    for (let warehouse = 0; warehouse < warehouses; warehouse += 1) {
      articles.push(articleOf(vendor, good, warehouse, base, now));
    }
  }
  return articles;
}

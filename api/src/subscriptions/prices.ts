import type { Database } from '../db/connection.js';
import type { PricingSource } from '../pricing/source.js';
import { priceOfRow } from '../search/offers.js';
import { offersOfGoods } from '../search/offer-queries.js';

/** Who sees the prices: a wholesale user's markup and price level count. */
export interface PriceViewer {
  isWholesale: boolean;
  markup: string;
  priceLevelId: number | null;
}

/**
 * The viewer's lowest price of each good among the offers in stock now (units left after the open orders'
 * reservations); a good nobody has is missing from the map. Remote suppliers are not asked.
 */
export async function lowestPrices(
  db: Database,
  pricing: PricingSource,
  viewer: PriceViewer,
  goods: readonly { id: number; brandId: number }[],
): Promise<Map<number, number>> {
  const brandOf = new Map(goods.map((good) => [good.id, good.brandId]));
  const [rows, context] = await Promise.all([
    offersOfGoods(db, [...brandOf.keys()], { stockOnly: true }),
    pricing.context(viewer.priceLevelId),
  ]);
  const view = { buyer: { isWholesale: viewer.isWholesale, markup: viewer.markup }, pricing: context };
  const lowest = new Map<number, number>();
  for (const row of rows) {
    const price = priceOfRow(row, brandOf.get(row.good_id) ?? 0, view);
    const known = lowest.get(row.good_id);
    if (known === undefined || price < known) lowest.set(row.good_id, price);
  }
  return lowest;
}

import { randomUUID } from 'node:crypto';
import type { FindByQueryResponse, Good, Vendor } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { goodOfRow } from '../catalog/mapper.js';
import { analogueIds, findGoodId, goodsByIds, type GoodRow } from '../catalog/queries.js';
import { compareOffers, offerOfRow, offersOfGoods, type OfferFilter, type PriceView } from './offers.js';

/** Goods with their database offers priced for the viewer; the first good is the part, the rest analogues. */
export async function goodsWithOffers(
  db: Database,
  goodIds: readonly number[],
  view: PriceView,
  filter: OfferFilter,
  crossFrom: number | null,
): Promise<Good[]> {
  const [rows, offers] = await Promise.all([goodsByIds(db, goodIds), offersOfGoods(db, goodIds, filter)]);
  const brandOfGood = new Map(rows.map((row) => [row.id, row.brand.id]));
  const byGood = new Map<number, Good['offers']>();
  for (const offer of offers) {
    const list = byGood.get(offer.good_id) ?? [];
    list.push(offerOfRow(offer, brandOfGood.get(offer.good_id) ?? 0, view));
    byGood.set(offer.good_id, list);
  }
  return rows.map((row: GoodRow) =>
    goodOfRow(
      row,
      (byGood.get(row.id) ?? []).sort(compareOffers),
      crossFrom !== null && row.id !== crossFrom,
    ),
  );
}

export interface FindByQuery {
  brandName: string;
  number: string;
  crosses: boolean;
  stockOnly: boolean;
  vendorId?: number;
  survey: boolean;
}

/**
 * The part and its analogues with own offers (SPEC §2 search by brand and number). Analogues without any
 * offer are left out of the list; remote suppliers are only named here and asked by the browser one by one.
 */
export async function findByQuery(
  db: Database,
  query: FindByQuery,
  view: PriceView,
  remoteVendors: () => Promise<Vendor[]>,
): Promise<FindByQueryResponse> {
  const [goodId, vendors] = await Promise.all([
    findGoodId(db, query.brandName, query.number),
    query.survey ? remoteVendors() : Promise.resolve([]),
  ]);
  const searchId = randomUUID();
  if (goodId === undefined) return { searchId, goods: [], remoteVendors: vendors };
  const ids = query.crosses ? [goodId, ...(await analogueIds(db, goodId))] : [goodId];
  const goods = await goodsWithOffers(db, ids, view, query, goodId);
  const [part, ...analogues] = goods;
  return {
    searchId,
    goods: part ? [part, ...analogues.filter((good) => good.offers.length > 0)] : [],
    remoteVendors: vendors,
  };
}

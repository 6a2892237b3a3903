import { randomUUID } from 'node:crypto';
import type { FindByQueryResponse, Good, Vendor } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { goodOfRow } from '../catalog/mapper.js';
import { goodsByIds, type GoodRow } from '../catalog/queries.js';
import { compareOffers, offerOfRow, type PriceView } from './offers.js';
import { offersOfGoods, type OfferFilter, type OfferRow } from './offer-queries.js';
import { partWithAnalogues } from './queries.js';

/** Goods with their offers priced for the viewer; every good but `crossFrom` is an analogue of it. */
function assembleGoods(
  rows: GoodRow[],
  offers: OfferRow[],
  view: PriceView,
  crossFrom: number | null,
): Good[] {
  const brandOfGood = new Map(rows.map((row) => [row.id, row.brand.id]));
  const byGood = new Map<number, Good['offers']>();
  for (const offer of offers) {
    const list = byGood.get(offer.good_id) ?? [];
    list.push(offerOfRow(offer, brandOfGood.get(offer.good_id) ?? 0, view));
    byGood.set(offer.good_id, list);
  }
  return rows.map((row) =>
    goodOfRow(
      row,
      (byGood.get(row.id) ?? []).sort(compareOffers),
      crossFrom !== null && row.id !== crossFrom,
    ),
  );
}

/** Goods by id with their database offers priced for the viewer. */
export async function goodsWithOffers(
  db: Database,
  goodIds: readonly number[],
  view: PriceView,
  filter: OfferFilter,
  crossFrom: number | null,
): Promise<Good[]> {
  const [rows, offers] = await Promise.all([
    goodsByIds(db, goodIds, view.userId),
    offersOfGoods(db, goodIds, filter),
  ]);
  return assembleGoods(rows, offers, view, crossFrom);
}

export interface FindByQuery extends OfferFilter {
  brandName: string;
  number: string;
  crosses: boolean;
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
  const [found, vendors] = await Promise.all([
    partWithAnalogues(db, query.brandName, query.number, query.crosses, query, view.userId),
    query.survey ? remoteVendors() : Promise.resolve([]),
  ]);
  const goods = assembleGoods(found.goods, found.offers, view, found.goodId);
  const [part, ...analogues] = goods;
  return {
    searchId: randomUUID(),
    goods: part ? [part, ...analogues.filter((good) => good.offers.length > 0)] : [],
    remoteVendors: vendors,
  };
}

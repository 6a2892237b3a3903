import { sql } from 'kysely';
import type { Database } from '../db/connection.js';

/** An offer row with its vendor; `delivery_hours` already includes the vendor's transport time. */
export interface OfferRow {
  id: number;
  good_id: number;
  vendor_id: number;
  vendor_name: string;
  is_remote: boolean;
  purchase_price: string;
  currency: string;
  amount: number;
  min_amount: number;
  multiplicity: number;
  delivery_hours: number;
  refund_allowed: boolean;
  refund_percent: string;
  refund_conditions: string;
  fixed_price: string | null;
  minimum_retail_price: string | null;
}

export interface OfferFilter {
  stockOnly?: boolean;
  vendorId?: number;
}

/**
 * Units on sale: the vendor's listed figure less what open orders hold of the part (never below 0). Numerics
 * come as text, as they do anyway, so that a JSON copy of the row (a subquery's) reads the same.
 */
function offerQuery(db: Database) {
  return db
    .selectFrom('offers as o')
    .innerJoin('vendors as v', 'v.id', 'o.vendor_id')
    .leftJoin('stock_reservations as r', (join) =>
      join.onRef('r.vendor_id', '=', 'o.vendor_id').onRef('r.good_id', '=', 'o.good_id'),
    )
    .select((eb) => [
      'o.id',
      'o.good_id',
      'o.vendor_id',
      'v.name as vendor_name',
      'v.is_remote',
      sql<string>`o.purchase_price::text`.as('purchase_price'),
      'o.currency',
      sql<number>`greatest(o.amount - coalesce(r.amount, 0), 0)`.as('amount'),
      'o.min_amount',
      'o.multiplicity',
      eb('o.delivery_hours', '+', eb.ref('v.extra_delivery_hours')).as('delivery_hours'),
      'o.refund_allowed',
      sql<string>`o.refund_percent::text`.as('refund_percent'),
      'o.refund_conditions',
      sql<string | null>`o.fixed_price::text`.as('fixed_price'),
      sql<string | null>`o.minimum_retail_price::text`.as('minimum_retail_price'),
    ])
    .where('v.is_active', '=', true);
}

/** Offers in the database for these goods (one query, by the `good_id` index). */
export async function offersOfGoods(
  db: Database,
  goodIds: readonly number[],
  filter: OfferFilter = {},
): Promise<OfferRow[]> {
  if (goodIds.length === 0) return [];
  let query = offerQuery(db).where('o.good_id', 'in', goodIds);
  if (filter.stockOnly) query = query.where(sql<boolean>`o.amount > coalesce(r.amount, 0)`);
  if (filter.vendorId !== undefined) query = query.where('o.vendor_id', '=', filter.vendorId);
  return query.execute();
}

export function findOffer(db: Database, offerId: number): Promise<OfferRow | undefined> {
  return offerQuery(db).where('o.id', '=', offerId).executeTakeFirst();
}

/** An offer with the brand of its good (what pricing needs); the caller picks the offers. */
export function offerWithBrandQuery(db: Database) {
  return offerQuery(db).innerJoin('goods as g', 'g.id', 'o.good_id').select('g.brand_id');
}

import { sql } from 'kysely';
import type { Offer } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { priceOf } from '../pricing/integer-price.js';
import type { Buyer, OfferPriceInput, PricingContext } from '../pricing/types.js';
import type { ItemKeys } from './item-key.js';

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

/** Stock as shown to customers: exact up to 100, then '>100'. */
export function amountString(amount: number): string {
  return amount > 100 ? '>100' : String(Math.max(0, amount));
}

/** Who buys at which prices: what pricing an offer and checking an order need (not the cart's amounts). */
export interface BuyerView {
  buyer: Buyer;
  pricing: PricingContext;
  keys: ItemKeys;
}

/** Who sees prices and how: the buyer, the price level and what they already hold in the cart. */
export interface PriceView extends BuyerView {
  /** Amount in the user's cart per `cartAmountKey`. */
  cartAmounts: ReadonlyMap<string, number>;
  /** Whose notepad marks goods `isInFavorite`; null for a guest. */
  userId: number | null;
}

/** The viewer's price of an offer row in roubles: only who buys and the price level count. */
export function priceOfRow(
  row: OfferRow,
  brandId: number,
  view: Pick<PriceView, 'buyer' | 'pricing'>,
): number {
  const input: OfferPriceInput = {
    goodId: row.good_id,
    purchasePrice: row.purchase_price,
    currency: row.currency,
    vendorId: row.vendor_id,
    brandId,
    fixedPrice: row.fixed_price,
    minimumRetailPrice: row.minimum_retail_price,
  };
  return priceOf(input, view.buyer, view.pricing);
}

/** The API's Offer for a database row, priced for the viewer. */
export function offerOfRow(row: OfferRow, brandId: number, view: PriceView): Offer {
  const itemKey = view.keys.stock(row.id);
  return {
    itemKey,
    vendor: { id: row.vendor_id, name: row.vendor_name, isRemote: row.is_remote },
    price: priceOfRow(row, brandId, view),
    amount: row.amount,
    amountString: amountString(row.amount),
    minAmount: row.min_amount,
    multiplicityAmount: row.multiplicity,
    deliveryTime: row.delivery_hours,
    isStock: !row.is_remote,
    refund: {
      isAllowed: row.refund_allowed,
      percent: Number(row.refund_percent),
      conditions: row.refund_conditions,
    },
    cartAmount: view.cartAmounts.get(itemKey) ?? 0,
  };
}

/** Own stock first, then by term and price: what a customer wants to see first. */
export function compareOffers(a: Offer, b: Offer): number {
  if (a.isStock !== b.isStock) return a.isStock ? -1 : 1;
  if (a.amount > 0 !== b.amount > 0) return a.amount > 0 ? -1 : 1;
  return a.deliveryTime - b.deliveryTime || a.price - b.price;
}

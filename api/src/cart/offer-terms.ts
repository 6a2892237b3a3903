import type { OrderLineOffer } from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { Database } from '../db/connection.js';
import type { RefundTerms } from '../db/schema.js';
import type { CartLineWithStockOffer } from './queries.js';
import { brandIdOfGood } from '../catalog/queries.js';
import { priceOf } from '../pricing/integer-price.js';
import { priceOfRow, type BuyerView } from '../search/offers.js';
import { findOffer, type OfferRow } from '../search/offer-queries.js';

/** An offer as the cart and orders check it: its limits and terms, priced for the buyer on the server. */
export interface OfferTerms {
  /** The key that names the offer (`s<id>` or a signed remote key). */
  itemKey: string;
  goodId: number;
  vendorId: number;
  /** The offers row of a stock offer; null for a remote supplier's offer. */
  offerId: number | null;
  isStock: boolean;
  amount: number;
  minAmount: number;
  multiplicity: number;
  deliveryHours: number;
  refund: RefundTerms;
  price: number;
}

function termsOfRow(row: OfferRow, brandId: number, view: BuyerView): OfferTerms {
  return {
    itemKey: view.keys.stock(row.id),
    goodId: row.good_id,
    vendorId: row.vendor_id,
    offerId: row.id,
    isStock: !row.is_remote,
    amount: row.amount,
    minAmount: row.min_amount,
    multiplicity: row.multiplicity,
    deliveryHours: row.delivery_hours,
    refund: {
      isAllowed: row.refund_allowed,
      percent: Number(row.refund_percent),
      conditions: row.refund_conditions,
    },
    price: priceOfRow(row, brandId, view),
  };
}

/** The stock offer of an offers row, or null when the row (or its vendor) is gone. */
export async function stockOfferTerms(
  db: Database,
  offerId: number,
  view: BuyerView,
): Promise<OfferTerms | null> {
  const row = await findOffer(db, offerId);
  if (!row) return null;
  const brandId = await brandIdOfGood(db, row.good_id);
  return brandId === null ? null : termsOfRow(row, brandId, view);
}

/** The stock offer read with a cart line; null when it is gone or no longer names the line's part. */
export function lineStockTerms(line: CartLineWithStockOffer, view: BuyerView): OfferTerms | null {
  const row = line.stock_offer;
  return row !== null && row.good_id === line.good_id ? termsOfRow(row, row.brand_id, view) : null;
}

/**
 * The offer a key names, priced for the buyer on the server: the browser's price is never trusted. Null for
 * a malformed, forged or expired key and for a stock offer that is gone.
 */
export async function offerTerms(
  ctx: Pick<AppContext, 'db' | 'itemKeys'>,
  itemKey: string,
  view: BuyerView,
  db: Database = ctx.db,
): Promise<OfferTerms | null> {
  const key = ctx.itemKeys.parse(itemKey);
  if (key === null) return null;
  if (key.kind === 'stock') return stockOfferTerms(db, key.offerId, view);
  const offer = key.offer;
  const brandId = await brandIdOfGood(db, offer.goodId);
  if (brandId === null) return null;
  const price = priceOf(
    {
      goodId: offer.goodId,
      purchasePrice: offer.purchasePrice,
      currency: offer.currency,
      vendorId: offer.vendorId,
      brandId,
      fixedPrice: null,
      minimumRetailPrice: null,
    },
    view.buyer,
    view.pricing,
  );
  return {
    itemKey,
    goodId: offer.goodId,
    vendorId: offer.vendorId,
    offerId: null,
    isStock: false,
    amount: offer.amount,
    minAmount: offer.minAmount,
    multiplicity: offer.multiplicity,
    deliveryHours: offer.deliveryHours,
    refund: offer.refund,
    price,
  };
}

/** The terms as the shared order line rules read them. */
export function asLineOffer(terms: OfferTerms): OrderLineOffer {
  return {
    price: terms.price,
    amount: terms.amount,
    minAmount: terms.minAmount,
    multiplicityAmount: terms.multiplicity,
    deliveryTime: terms.deliveryHours,
    refund: terms.refund,
  };
}

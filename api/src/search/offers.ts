import type { Offer } from '@shop/shared';
import { priceOf } from '../pricing/integer-price.js';
import { promotionOf } from '../pricing/promotion.js';
import type { Buyer, OfferPriceInput, PricingContext } from '../pricing/types.js';
import type { ItemKeys } from './item-key.js';
import type { OfferRow } from './offer-queries.js';

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

function priceInputOfRow(row: OfferRow, brandId: number): OfferPriceInput {
  return {
    goodId: row.good_id,
    purchasePrice: row.purchase_price,
    currency: row.currency,
    vendorId: row.vendor_id,
    brandId,
    fixedPrice: row.fixed_price,
    minimumRetailPrice: row.minimum_retail_price,
  };
}

/** The viewer's price of an offer row in roubles: only who buys and the price level count. */
export function priceOfRow(
  row: OfferRow,
  brandId: number,
  view: Pick<PriceView, 'buyer' | 'pricing'>,
): number {
  return priceOf(priceInputOfRow(row, brandId), view.buyer, view.pricing);
}

/** The API's Offer for a database row, priced for the viewer. */
export function offerOfRow(row: OfferRow, brandId: number, view: PriceView): Offer {
  const itemKey = view.keys.stock(row.id);
  const input = priceInputOfRow(row, brandId);
  const price = priceOf(input, view.buyer, view.pricing);
  const promotion = promotionOf(input, price, view.buyer, view.pricing);
  return {
    itemKey,
    vendor: { id: row.vendor_id, name: row.vendor_name, isRemote: row.is_remote },
    price,
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
    ...(promotion && { promotion }),
  };
}

/** Own stock first, then by term and price: what a customer wants to see first. */
export function compareOffers(a: Offer, b: Offer): number {
  if (a.isStock !== b.isStock) return a.isStock ? -1 : 1;
  if (a.amount > 0 !== b.amount > 0) return a.amount > 0 ? -1 : 1;
  return a.deliveryTime - b.deliveryTime || a.price - b.price;
}

import type { Offer, OfferPromotion } from '@shop/shared';
import { canAddToCart, type StockRuleOffer } from '@shop/shared/validation';
import type { Database } from '../db/connection.js';
import { offerOfRow, type PriceView } from './offers.js';
import { offersOfGoods } from './offer-queries.js';

const stockRuleOffer = (offer: Offer): StockRuleOffer => ({
  vendorId: offer.vendor.id,
  isStock: offer.isStock,
  amount: offer.amount,
  cartAmount: offer.cartAmount,
});

const cheaper = (a: Offer, b: Offer): Offer =>
  b.price < a.price || (b.price === a.price && b.deliveryTime < a.deliveryTime) ? b : a;

/**
 * The offer 'В корзину' of a good in a list adds: the cheapest in stock at the viewer's price among those the
 * stock rule of SPEC §6 lets them add now (the office's own stock first); the cheapest of all when none may be.
 */
function bestOffer(offers: Offer[], officeVendorId: number | null): Offer | undefined {
  const office = offers.find((offer) => offer.isStock && offer.vendor.id === officeVendorId);
  const officeOffer = office ? stockRuleOffer(office) : null;
  const allowed = offers.filter((offer) => canAddToCart(stockRuleOffer(offer), officeVendorId, officeOffer));
  return (allowed.length > 0 ? allowed : offers).reduce<Offer | undefined>(
    (best, offer) => (best ? cheaper(best, offer) : offer),
    undefined,
  );
}

/**
 * The best offer of each good (brand id by good id: the price rules go by brand), from the offers with
 * units on sale, priced for the viewer as the search prices them (`offerOfRow`); one statement for all.
 */
export async function bestOffersOfGoods(
  db: Database,
  brandOfGood: ReadonlyMap<number, number>,
  view: PriceView,
  officeVendorId: number | null,
): Promise<Map<number, Offer>> {
  const rows = await offersOfGoods(db, [...brandOfGood.keys()], { stockOnly: true });
  const byGood = new Map<number, Offer[]>();
  for (const row of rows) {
    const list = byGood.get(row.good_id) ?? [];
    list.push(offerOfRow(row, brandOfGood.get(row.good_id) ?? 0, view));
    byGood.set(row.good_id, list);
  }
  const best = new Map<number, Offer>();
  for (const [goodId, list] of byGood) {
    const offer = bestOffer(list, officeVendorId);
    if (offer) best.set(goodId, offer);
  }
  return best;
}

/** Who looks at a list of goods: the prices they see and their office, whose own stock goes first. */
export interface ListViewer {
  view: PriceView;
  officeVendorId: number | null;
  userId: number | null;
}

/** The best offer in the catalog lists' shape: `itemKey` and `price` exactly as the search's offer has them. */
export interface BestOffer {
  itemKey: string;
  price: number;
  deliveryDays: number;
  /** Hours and own stock, as the search's offer has them: the day it is at the shop is told from these. */
  deliveryTime: number;
  isStock: boolean;
  quantity: number;
  minAmount: number;
  multiplicity: number;
  promotion?: OfferPromotion;
}

export function bestOfferOf(offer: Offer | undefined): BestOffer | null {
  if (!offer) return null;
  return {
    itemKey: offer.itemKey,
    price: offer.price,
    deliveryDays: Math.ceil(offer.deliveryTime / 24),
    deliveryTime: offer.deliveryTime,
    isStock: offer.isStock,
    quantity: offer.amount,
    minAmount: offer.minAmount ?? 1,
    multiplicity: offer.multiplicityAmount ?? 1,
    ...(offer.promotion && { promotion: offer.promotion }),
  };
}

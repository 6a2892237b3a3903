import type { Good, Offer } from '@shop/shared';
import { canAddToCart, type StockRuleOffer } from '@shop/shared/ui/offer-terms';

/** An offer as the stock rule sees it, with what was added to the cart on this page. */
export function ruleOffer(offer: Offer, addedHere: number): StockRuleOffer {
  return {
    vendorId: offer.vendor.id,
    isStock: offer.isStock,
    amount: offer.amount,
    cartAmount: offer.cartAmount + addedHere,
  };
}

/** The same good's stock at the user's office warehouse, if it has any. */
export function officeOfferOf(good: Good, officeVendorId: number | null): Offer | null {
  if (officeVendorId === null) return null;
  return good.offers.find((offer) => offer.isStock && offer.vendor.id === officeVendorId) ?? null;
}

/** SPEC §6 stock rule for one offer of `good`; `added` tells what this page has put in the cart. */
export function offerCanBeAdded(
  offer: Offer,
  good: Good,
  officeVendorId: number | null,
  added: (itemKey: string) => number,
): boolean {
  const office = officeOfferOf(good, officeVendorId);
  return canAddToCart(
    ruleOffer(offer, added(offer.itemKey)),
    officeVendorId,
    office ? ruleOffer(office, added(office.itemKey)) : null,
  );
}

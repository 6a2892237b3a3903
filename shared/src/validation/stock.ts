/** An offer as the stock rule sees it. */
export interface StockRuleOffer {
  vendorId: number;
  isStock: boolean;
  amount: number;
  /** Already in the user's cart. */
  cartAmount: number;
}

/**
 * Stock rule of SPEC §6. The user's office stock can be added while the cart holds less than is
 * available; another warehouse's stock only once the office stock of the same part is used up in the
 * cart (`officeOffer` null: the office has none). Remote offers only need stock left.
 */
export function canAddToCart(
  offer: StockRuleOffer,
  officeVendorId: number | null,
  officeOffer: StockRuleOffer | null,
): boolean {
  if (offer.cartAmount >= offer.amount) return false;
  if (!offer.isStock || officeVendorId === null || offer.vendorId === officeVendorId) return true;
  return officeOffer === null || officeOffer.cartAmount >= officeOffer.amount;
}

export interface AddQuantityLimits {
  min: number;
  max: number;
  step: number;
}

/** Add-to-cart input (SPEC §5): min is minAmount (default 0), max is stock minus the cart, step the multiple. */
export function addQuantityLimits(offer: {
  amount: number;
  minAmount?: number | null;
  multiplicityAmount?: number | null;
  cartAmount: number;
}): AddQuantityLimits {
  const step = offer.multiplicityAmount && offer.multiplicityAmount > 0 ? offer.multiplicityAmount : 1;
  return {
    min: offer.minAmount && offer.minAmount > 0 ? offer.minAmount : 0,
    max: Math.max(0, offer.amount - offer.cartAmount),
    step,
  };
}

/**
 * Cart quantity input (SPEC §5): min is the multiple or the minimum amount, whichever is larger (0 when neither
 * is set), max the offer's stock, step the multiple. Without a known offer only the step of 1 applies.
 */
export function cartQuantityLimits(
  offer: { amount: number; minAmount?: number | null; multiplicityAmount?: number | null } | null,
): AddQuantityLimits {
  if (!offer) return { min: 0, max: Number.POSITIVE_INFINITY, step: 1 };
  const multiplicity =
    offer.multiplicityAmount && offer.multiplicityAmount > 0 ? offer.multiplicityAmount : 0;
  const minAmount = offer.minAmount && offer.minAmount > 0 ? offer.minAmount : 0;
  return {
    min: Math.max(multiplicity, minAmount),
    max: Math.max(0, offer.amount),
    step: multiplicity || 1,
  };
}

import type { Offer } from '@shop/shared';
import { apiErrorMessage, apiErrors, apiViolations } from '@shop/shared/api';
import { formatPrice } from '@shop/shared/format';
import {
  addQuantityLimits,
  formMessages,
  quantityError,
  quantityMessages,
  type AddQuantityLimits,
} from '@shop/shared/ui/offer-terms';

export const ADDED_MESSAGE = 'Товар добавлен в корзину';
export const ADD_FAILED_MESSAGE = 'Ошибка при добавлении в корзину';

/** Add-to-cart input limits (SPEC §5), counting what this page has already put in the cart. */
export function limitsOf(offer: Offer, addedHere: number): AddQuantityLimits {
  return addQuantityLimits({ ...offer, cartAmount: offer.cartAmount + addedHere });
}

/** A supplier's minimum and multiple (SPEC §5 texts), those above 1: told before the customer types. */
export function quantityTerms(offer: Pick<Offer, 'minAmount' | 'multiplicityAmount'>): string[] {
  return [
    ...(offer.minAmount > 1 ? [quantityMessages.minAmount(offer.minAmount)] : []),
    ...(offer.multiplicityAmount > 1 ? [quantityMessages.multiplicity(offer.multiplicityAmount)] : []),
  ];
}

/** The same in a table's cell: 'от 4 шт., по 4'. */
export function quantityTermsShort(offer: Pick<Offer, 'minAmount' | 'multiplicityAmount'>): string | null {
  const parts = [
    ...(offer.minAmount > 1 ? [`от ${offer.minAmount} шт.`] : []),
    ...(offer.multiplicityAmount > 1 ? [`по ${offer.multiplicityAmount}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The quantity offered first: the multiple or 1 (SPEC §3), raised to the minimum in whole multiples. */
export function defaultAmount(offer: Offer, limits: AddQuantityLimits): number {
  const first = limits.step;
  return first >= limits.min ? first : Math.ceil(limits.min / limits.step) * limits.step;
}

/** What is wrong with the quantity (SPEC §5 quantity helper), against the stock still available to add. */
export function quantityProblem(
  amount: number | null,
  offer: Offer,
  limits: AddQuantityLimits,
): string | null {
  if (amount === null) return formMessages.cartAmountMissing;
  return quantityError(amount, {
    amount: limits.max,
    minAmount: offer.minAmount,
    multiplicityAmount: offer.multiplicityAmount,
  });
}

/** Price × quantity, counted in whole kopecks so that no binary fraction creeps in. */
export function costText(price: number, amount: number | null): string {
  if (amount === null || amount <= 0) return formatPrice(0);
  return formatPrice((Math.round(price * 100) * amount) / 100);
}

/** The reasons the server gave for refusing (violations, then errors), or its message. */
export function failureReasons(error: unknown): string[] {
  const reasons = [...apiViolations(error).map((violation) => violation.message), ...apiErrors(error)];
  return reasons.length > 0 ? reasons : [apiErrorMessage(error)];
}

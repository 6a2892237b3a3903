import type { NotepadRecord, Offer } from '@shop/shared';
import { apiErrorMessage, apiErrors, apiViolations, cartApi } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { toast } from '@shop/shared/ui';
import { addQuantityLimits, cartMessages, quantityError } from '@shop/shared/validation';

/** The record's amount, or the first amount the offer allows when the note has none. */
export function cartAmountOf(amount: number, offer: Offer): number {
  if (amount > 0) return amount;
  const { min, step } = addQuantityLimits(offer);
  return Math.max(step, Math.ceil(min / step) * step);
}

/**
 * 'В корзину' of a record: its best offer in the noted amount, checked by the add-to-cart rules first
 * (SPEC §5), then by the server; each reason is a toast (SPEC §8). The note stays private: it is not
 * copied into the cart line's comment, which the manager reads.
 */
export async function addRecordToCart(record: NotepadRecord, offer: Offer): Promise<void> {
  const amount = cartAmountOf(record.amount, offer);
  const limits = addQuantityLimits(offer);
  const problem = quantityError(amount, {
    amount: limits.max,
    minAmount: offer.minAmount,
    multiplicityAmount: offer.multiplicityAmount,
  });
  if (problem) {
    void toast.error(cartMessages.addFailed, problem);
    return;
  }
  try {
    const response = await cartApi.add({ itemKey: offer.itemKey, amount, reference: '', searchId: null });
    useCartCount.getState().setCount(response.cartCount);
    void toast.success(cartMessages.added);
  } catch (error) {
    // The server lists each reason both as a violation and as an error: one toast each.
    const reasons = new Set([
      ...apiViolations(error).map((violation) => violation.message),
      ...apiErrors(error),
    ]);
    (reasons.size > 0 ? [...reasons] : [apiErrorMessage(error)]).forEach(
      (reason) => void toast.error(cartMessages.addFailed, reason),
    );
  }
}

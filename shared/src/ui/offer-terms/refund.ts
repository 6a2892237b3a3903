import type { Refund } from '../../types/index.js';
import { formatPercent } from '../../format/index.js';

export type RefundKind = 'denied' | 'percent' | 'info' | 'none';

/**
 * Which refund marker an offer gets (SPEC §2 refund badge): danger when refunds are not allowed, a warning
 * with the percent kept back, nothing for a plain allowed refund, else an info marker for the conditions.
 */
export function refundKind(refund: Refund): RefundKind {
  if (!refund.isAllowed) return 'denied';
  if (refund.percent > 0) return 'percent';
  return refund.conditions.trim() ? 'info' : 'none';
}

/** Refund terms other than a plain allowed refund: the checkout asks to accept the supply terms then. */
export const hasRefundRestrictions = (refund: Refund): boolean => refundKind(refund) !== 'none';

export const REFUND_DENIED = 'Возврат запрещён';

/** One line about the refund for the dialog and the add-to-cart notes. */
export function refundSummary(refund: Refund): string {
  if (!refund.isAllowed) return `${REFUND_DENIED}.`;
  if (refund.percent > 0) return `Удержание при возврате ${formatPercent(refund.percent)}.`;
  return 'Возврат возможен.';
}

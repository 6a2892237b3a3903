import type { Offer } from '@shop/shared';
import { lineArrival } from '@shop/shared/delivery';

/** Offers by the day their goods can be at the shop: soonest first, or latest first. */
export type ArrivalOrder = 'asc' | 'desc';

/**
 * The offers sorted by when their goods arrive if ordered at `now` (the date the table shows, by the production
 * calendar, not the bare hours: the shop's stock is there today, a supplier's 0 hours the next working day).
 * Stable: offers arriving at the same moment keep their order.
 */
export function sortByArrival(
  offers: readonly Offer[],
  order: ArrivalOrder,
  now: Date = new Date(),
): Offer[] {
  const direction = order === 'asc' ? 1 : -1;
  const arrivals = new Map(offers.map((offer) => [offer, lineArrival(offer, now).getTime()]));
  const at = (offer: Offer) => arrivals.get(offer) ?? 0;
  return [...offers].sort((a, b) => (at(a) - at(b)) * direction);
}

/** The next order of the date column's control: soonest first, then latest first, then the list's own order. */
export function nextArrivalOrder(order: ArrivalOrder | null): ArrivalOrder | null {
  return order === null ? 'asc' : order === 'asc' ? 'desc' : null;
}

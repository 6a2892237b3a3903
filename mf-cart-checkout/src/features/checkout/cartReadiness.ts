import type { CartItem } from '@shop/shared';
import { cartArrival } from '@shop/shared/delivery';

/**
 * When the selected lines' goods are all at the shop if ordered at `now` (ISO), by the kernel's rule that the
 * API checks an order's delivery date with; undefined when they are all in stock. Within a day it is the same
 * string whenever it is asked (the terms end at the start of a working day plus whole hours), so the routes
 * asked for it are asked once.
 */
export function cartReadyAt(items: readonly CartItem[], now: Date = new Date()): string | undefined {
  const arrival = cartArrival(
    items.filter((item) => item.isSelected),
    now,
  );
  return arrival.getTime() > now.getTime() ? arrival.toISOString() : undefined;
}

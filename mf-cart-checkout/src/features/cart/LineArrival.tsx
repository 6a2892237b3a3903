import type { CartItem } from '@shop/shared';
import { lineArrivalDay } from '@shop/shared/delivery';
import { DeliveryTerm } from '@shop/shared/ui/offer-terms';

/**
 * A line's term and, under it, the day its goods are at the shop if ordered now ('сегодня', '2 дек., ср'); the
 * shop's own stock has no term to tell ('0 ч.'), only 'сегодня'.
 */
export function LineArrival({ item }: { item: CartItem }) {
  return (
    <span className="cart-arrival">
      {item.deliveryTime > 0 && <DeliveryTerm hours={item.deliveryTime} />}
      <span className="cart-arrival-day">{lineArrivalDay(item)}</span>
    </span>
  );
}

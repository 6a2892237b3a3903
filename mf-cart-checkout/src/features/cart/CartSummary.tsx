import { cartArrival, formatArrivalDay } from '@shop/shared/delivery';
import { formatMoney, formatPercent } from '@shop/shared/format';
import { cartTotals } from './cartLines';
import { useCart } from './cartStore';

/**
 * Selected lines, the day they are all at the shop if ordered now (the delivery dates offered start after it),
 * their sum, the payment method's commission and the total (SPEC §9).
 */
export function CartSummary({ commission }: { commission: number }) {
  const items = useCart((state) => state.items);
  const totals = cartTotals(items, commission);
  const selected = items.filter((item) => item.isSelected);
  const now = new Date();
  return (
    <dl className="cart-summary" aria-label="Итог заказа">
      <div>
        <dt>Выбрано товаров</dt>
        <dd>{totals.count}</dd>
      </div>
      {selected.length > 0 && (
        <div>
          <dt>Товары в магазине</dt>
          <dd>{formatArrivalDay(cartArrival(selected, now), now)}</dd>
        </div>
      )}
      <div>
        <dt>Сумма</dt>
        <dd>{formatMoney(totals.sum)}</dd>
      </div>
      <div>
        <dt>Комиссия</dt>
        <dd>{formatPercent(totals.commission)}</dd>
      </div>
      <div className="cart-summary-total">
        <dt>Итого</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}

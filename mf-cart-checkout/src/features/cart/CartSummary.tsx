import { formatMoney, formatPercent } from '@shop/shared/format';
import { cartTotals } from './cartLines';
import { useCart } from './cartStore';

/** Selected lines, their sum, the payment method's commission and the total (SPEC §9). */
export function CartSummary({ commission }: { commission: number }) {
  const items = useCart((state) => state.items);
  const totals = cartTotals(items, commission);
  return (
    <dl className="cart-summary" aria-label="Итог заказа">
      <div>
        <dt>Выбрано товаров</dt>
        <dd>{totals.count}</dd>
      </div>
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

import { Descriptions } from '@shop/shared/kit/controls';
import type { Order } from '@shop/shared';
import { formatMoney, formatPercent } from '@shop/shared/format';

type Totals = Pick<Order, 'sum' | 'commission' | 'total' | 'toPay' | 'currency'>;

/** Paid so far: total − what is left, in whole kopecks. */
export function paidAmount(order: Pick<Order, 'total' | 'toPay'>): number {
  return (Math.round(order.total * 100) - Math.round(order.toPay * 100)) / 100;
}

/** Sum, commission as a percentage, total with it (SPEC §9), paid and left to pay. */
export function OrderTotals({ order, title = 'Итоги' }: { order: Totals; title?: string }) {
  const items = [
    { key: 'sum', label: 'Сумма товаров', children: formatMoney(order.sum, order.currency) },
    { key: 'commission', label: 'Комиссия', children: formatPercent(order.commission) },
    {
      key: 'total',
      label: 'Итого',
      children: <span className="orders-money">{formatMoney(order.total, order.currency)}</span>,
    },
    { key: 'paid', label: 'Оплачено', children: formatMoney(paidAmount(order), order.currency) },
    {
      key: 'toPay',
      label: 'Осталось оплатить',
      children: <span className="orders-money">{formatMoney(order.toPay, order.currency)}</span>,
    },
  ];
  return (
    <Descriptions className="order-facts" title={title} column={1} bordered size="small" items={items} />
  );
}

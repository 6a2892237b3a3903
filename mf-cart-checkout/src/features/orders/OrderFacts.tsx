import { Descriptions } from '@shop/shared/kit/controls';
import type { Order } from '@shop/shared';
import { formatDateTime } from '@shop/shared/format';

const NOT_SET = 'Не указан';

function orEmpty(value: string | null | undefined, empty = NOT_SET) {
  return value?.trim() ? value : <span className="shop-muted">{empty}</span>;
}

/** Contract, payment and delivery of an order, where it goes and to whom. */
export function OrderFacts({ order }: { order: Order }) {
  const items = [
    {
      key: 'contract',
      label: 'Договор',
      children: `${order.contract.name} № ${order.contract.number}`,
    },
    { key: 'payment', label: 'Способ оплаты', children: order.paymentMethod.name },
    { key: 'delivery', label: 'Способ доставки', children: order.deliveryMethod.name },
    { key: 'address', label: 'Адрес доставки', children: orEmpty(order.deliveryAddress) },
    { key: 'recipient', label: 'Получатель', children: orEmpty(order.deliveryCustomerName) },
    {
      key: 'schedule',
      label: 'Дата доставки',
      children: orEmpty(formatDateTime(order.deliveryAt), 'Не указано'),
    },
    { key: 'comment', label: 'Комментарий', children: orEmpty(order.customerComment) },
  ];
  return (
    <Descriptions
      className="order-facts"
      title="Оформление"
      column={{ xs: 1, sm: 1, md: 2 }}
      bordered
      size="small"
      items={items}
    />
  );
}

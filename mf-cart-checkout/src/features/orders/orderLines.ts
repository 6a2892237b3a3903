import type { Order, OrderItem, OrderStatus } from '@shop/shared';

/** Goods of these orders have left the warehouse (or the order is over): nothing can be cancelled. */
const closedStatuses: readonly OrderStatus[] = ['shipped', 'completed', 'cancelled'];

/** Units of a line still ordered. */
export const remainingAmount = (item: OrderItem) => Math.max(0, item.amount - item.cancelledAmount);

export const canCancel = (order: Order, item: OrderItem) =>
  !closedStatuses.includes(order.status) && remainingAmount(item) > 0;

export const canRefund = (item: OrderItem) => item.refund.isAllowed && item.refundableAmount > 0;

/** The refunds page with the part looked up and the line chosen. */
export function refundUrl(item: OrderItem): string {
  const params = new URLSearchParams({ number: item.good.number, item: item.uid });
  return `/refunds?${params.toString()}`;
}

export const partName = (item: Pick<OrderItem, 'good'>) => `${item.good.brand.name} ${item.good.number}`;

import type {
  Order,
  OrderItem,
  OrderStatusResponse,
  OrderSummary,
  OrdersSpending,
  Paginated,
  PaymentMethod,
  RefundableGood,
  RefundRequest,
} from '@shop/shared';
import { orderStatusNames } from '@shop/shared';
import { formatMoney } from '@shop/shared/format';

/** Orders, payments and refunds as the API sends them, for the order, payment and refund tests. */

const plainRefund = { isAllowed: true, percent: 0, conditions: '' };

export function makePaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 1,
    name: 'Онлайн-оплата картой',
    message: '',
    provider: 'online',
    description: '',
    commission: 2.5,
    isDefault: true,
    isOnline: true,
    ...overrides,
  };
}

export function makeOrderItem(id: number, overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id,
    uid: `item-${id}`,
    good: { id: 100 + id, brand: { name: 'MANN-FILTER' }, number: `W 712/7${id}` },
    name: 'Фильтр масляный',
    vendor: { id: 1, name: 'Склад Симферополь', isRemote: false },
    amount: 3,
    cancelledAmount: 0,
    price: 850,
    cost: 2550,
    deliveryTime: 50,
    isStock: true,
    refund: plainRefund,
    reference: '',
    refundableAmount: 0,
    supplierStatus: 'waiting',
    ...overrides,
  };
}

/** Order 42: one line of 3 × 850 ₽ with a 2,5 % commission, awaiting payment. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    uid: 'order-42',
    status: 'awaiting_payment',
    statusName: orderStatusNames.awaiting_payment,
    createdAt: '2026-03-02T09:15:00.000Z',
    contract: { id: 1, name: 'Основной договор', number: 'Р-0007' },
    paymentMethod: makePaymentMethod(),
    deliveryMethod: {
      id: 2,
      name: 'Доставка по адресу',
      isAddressRequired: true,
      isUsePickPoints: false,
      isDeliveryRouteRequired: true,
      isDefault: false,
    },
    deliveryAddress: 'Симферополь, ул. Киевская, 1',
    deliveryCustomerName: 'Иванов Иван',
    deliveryAt: '2026-03-05T11:00:00.000Z',
    customerComment: 'Позвонить за час',
    sum: 2550,
    commission: 2.5,
    total: 2614,
    toPay: 2614,
    currency: 'RUB',
    items: [makeOrderItem(1)],
    payments: [],
    cancelReason: '',
    ...overrides,
  };
}

export function statusOf(order: Order, overrides: Partial<OrderStatusResponse> = {}): OrderStatusResponse {
  return {
    id: order.id,
    status: order.status,
    statusName: order.statusName,
    total: order.total,
    toPay: order.toPay,
    ...overrides,
  };
}

export function makeOrderSummary(id: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    uid: `order-${id}`,
    status: 'new',
    statusName: orderStatusNames.new,
    createdAt: '2026-03-02T09:15:00.000Z',
    total: 2614,
    itemsCount: 2,
    paymentMethodName: 'Онлайн-оплата картой',
    deliveryMethodName: 'Самовывоз',
    ...overrides,
  };
}

/**
 * `GET /api/orders/spending` as the API answers it: 12 months from April 2025 to March 2026 with these totals
 * (missing ones 0), one order for each month that has a sum.
 */
export function makeSpending(totals: readonly number[] = []): OrdersSpending {
  return {
    currency: 'RUB',
    months: Array.from({ length: 12 }, (_, index) => {
      const total = totals[index] ?? 0;
      const month = new Date(Date.UTC(2025, 3 + index, 1)).toISOString().slice(0, 7);
      return { month, total, orders: total > 0 ? 1 : 0 };
    }),
  };
}

export function page<T>(items: T[], overrides: Partial<Paginated<T>> = {}): Paginated<T> {
  return { items, total: items.length, page: 1, perPage: 20, ...overrides };
}

export function makeRefundableGood(overrides: Partial<RefundableGood> = {}): RefundableGood {
  return {
    orderItemUid: 'item-1',
    orderId: 42,
    orderCreatedAt: '2026-03-02T09:15:00.000Z',
    good: { brand: { name: 'MANN-FILTER' }, number: 'W 712/75' },
    name: 'Фильтр масляный',
    price: 850,
    refundableAmount: 3,
    refund: { isAllowed: true, percent: 10, conditions: '' },
    ...overrides,
  };
}

export function makeRefundRequest(id: number, overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    id,
    uid: `refund-${id}`,
    orderId: 42,
    orderItemUid: 'item-1',
    good: { brand: { name: 'MANN-FILTER' }, number: 'W 712/75' },
    name: 'Фильтр масляный',
    amount: 2,
    price: 850,
    returnPercent: 10,
    sum: 1530,
    reason: 'Не подошёл',
    status: 'new',
    statusName: 'Новая',
    createdAt: '2026-03-10T09:00:00.000Z',
    decisionReason: '',
    ...overrides,
  };
}

/** A sum as testing-library reads it: non-breaking spaces of Intl collapse to plain ones. */
export const moneyText = (value: number) => formatMoney(value).replace(/\s/g, ' ');

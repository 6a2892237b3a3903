/**
 * Contracts, checkout, orders, payments and refunds as the API sends them (SPEC §3 Contract, Payment
 * method, Delivery method, Delivery address, Delivery schedule entry, Order form and payload).
 * Money is in roubles as numbers with at most two fraction digits (computed exactly on the server).
 */
import type { Refund, Vendor } from './catalog.js';

export interface Contract {
  id: number;
  name: string;
  number: string;
  type: 'retail' | 'business';
  /** Positive: the customer's money; negative: debt. */
  balance: number;
  creditLimit: number;
  /** Days of deferment of payment. */
  defermentPayment: number;
  currency: string;
  overdueDebt: number;
  isAccounting: boolean;
  isAllowQRPay: boolean;
  isCurrent: boolean;
  isForOrder: boolean;
  isOrderDeny: boolean;
  /** The debt is above the credit limit: 'Кредитный лимит превышает Ваш баланс'. */
  isOverdueCreditLimit: boolean;
  /** overdueDebt > 0: 'У Вас имеется просроченная задолженность в размере …'. */
  isOverdueDebt: boolean;
  isCashlessPayments: boolean;
}

export type ContractTransactionKind = 'order' | 'payment' | 'cancel' | 'refund' | 'correction';

export interface ContractTransaction {
  id: number;
  kind: ContractTransactionKind;
  /** Signed: negative is a debit (an order), positive a credit (payment, cancellation, refund). */
  amount: number;
  balanceAfter: number;
  description: string;
  orderId: number | null;
  createdAt: string;
}

export type PaymentProvider = 'online' | 'qr' | 'card' | 'bank' | 'cash';

export interface PaymentMethod {
  id: number;
  name: string;
  message: string;
  provider: PaymentProvider;
  description: string;
  /** Percent added to the order sum (SPEC §9), 0 by default. */
  commission: number;
  isDefault: boolean;
  isOnline: boolean;
}

export interface DeliveryMethod {
  id: number;
  name: string;
  isAddressRequired: boolean;
  isUsePickPoints: boolean;
  isDeliveryRouteRequired: boolean;
  isDefault: boolean;
}

export interface DeliveryAddress {
  id: number;
  uid: string;
  address: string;
  regionId: string | null;
  data: Record<string, unknown> | null;
  name: string;
}

/** An address suggestion (SPEC §3 Suggestions: address). */
export interface AddressSuggestion {
  value: string;
  data: {
    country: string;
    region: string;
    city: string;
    street: string;
    line1: string;
    [key: string]: unknown;
  };
}

/** A delivery date of a route (SPEC §3 Delivery schedule entry). `id` is what the order payload sends. */
export interface DeliveryScheduleEntry {
  id: string;
  /** ISO date-time of the delivery. */
  dateTime: string;
  /** '25.11.2026' */
  dateString: string;
  /** 'среда' */
  dayOfWeekString: string;
  /** '14:00' */
  timeString: string;
  isNearest: boolean;
  dayOfWeek: number;
  time: string;
  orderProcessingTime: number;
}

export interface DeliveryRoute {
  id: number;
  name: string;
  schedule: DeliveryScheduleEntry[];
}

/** `GET /api/delivery/routes?address&deliveryType`: the route serving the address, if any. */
export interface DeliveryRoutesResponse {
  routes: DeliveryRoute[];
}

/** A weekly departure of a route: every such weekday at that time (Moscow). */
export interface DeliveryDeparture {
  dayOfWeek: number;
  /** 'среда' */
  dayOfWeekString: string;
  /** '14:00' */
  time: string;
  /** Hours before the departure by which an order must be placed. */
  orderProcessingTime: number;
}

/** `GET /api/delivery/timetable`: the weekly timetable of every route (the cart's delivery schedule block). */
export interface DeliveryTimetableRoute {
  id: number;
  name: string;
  localities: string[];
  departures: DeliveryDeparture[];
}

/** A cart line as the order payload sends it (SPEC §3 Order payload items). */
export interface OrderPayloadItem {
  id: number;
  isSelected: boolean;
  offer: { itemKey: string } | null;
  amount: number;
  price: number;
  deliveryTime: number;
  refund: Refund;
}

/** `POST /api/orders/create` body; the header `Idempotency-Key` makes a repeat answer the first order. */
export interface OrderPayload {
  contract: number | null;
  customerComment: string;
  deliveryCustomerName: string;
  /** The address text; a saved address is also accepted by its uid in `deliveryAddressUid`. */
  deliveryAddress: string | null;
  deliveryAddressUid?: string | null;
  deliveryMethod: number | null;
  deliverySchedule: string | null;
  paymentMethod: number | null;
  items: OrderPayloadItem[];
}

export interface OrderCreateResponse {
  id: number;
  uid: string;
}

export type OrderStatus =
  | 'new'
  | 'awaiting_payment'
  | 'paid'
  | 'in_work'
  | 'ordered'
  | 'arrived'
  | 'shipped'
  | 'ready'
  | 'completed'
  | 'cancelled';

export interface OrderItem {
  id: number;
  uid: string;
  good: { id: number; brand: { name: string }; number: string };
  name: string;
  vendor: Vendor;
  amount: number;
  cancelledAmount: number;
  price: number;
  /** price × (amount − cancelledAmount). */
  cost: number;
  deliveryTime: number;
  isStock: boolean;
  refund: Refund;
  reference: string;
  /** Units that may still be returned: bought, not cancelled, not already requested for a refund. */
  refundableAmount: number;
  /** Where the line stands with its supplier (set by a manager when an order arrives in parts). */
  supplierStatus: SupplierStatus;
  /**
   * When the line's goods are expected at the shop (ISO date-time): its term in working days from the order's
   * placing (`lineArrival` of `@shop/shared/delivery`). Sent by the API since issue 28; optional because a page
   * may meet an API of an older release, which does not send it.
   */
  expectedAt?: string;
}

export interface OrderPayment {
  id: number;
  uid: string;
  provider: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'cancelled';
  createdAt: string;
  paidAt: string | null;
}

export interface Order {
  id: number;
  uid: string;
  status: OrderStatus;
  /** Russian name of the status: 'Новый', 'Ожидает оплаты', 'Оплачен' … */
  statusName: string;
  createdAt: string;
  contract: { id: number; name: string; number: string };
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  deliveryAddress: string | null;
  deliveryCustomerName: string;
  deliveryAt: string | null;
  customerComment: string;
  /** Sum of the lines before commission. */
  sum: number;
  commission: number;
  /** ceil(sum × (100 + commission) / 100) (SPEC §9). */
  total: number;
  /** What is still to pay: total minus succeeded payments, 0 when paid. */
  toPay: number;
  currency: string;
  items: OrderItem[];
  payments: OrderPayment[];
  /** Why a manager cancelled the order; empty otherwise. */
  cancelReason: string;
}

/** A row of `GET /api/orders`. */
export interface OrderSummary {
  id: number;
  uid: string;
  status: OrderStatus;
  statusName: string;
  createdAt: string;
  total: number;
  itemsCount: number;
  paymentMethodName: string;
  deliveryMethodName: string;
}

/** `GET /api/orders` filter (SPEC §2 orders filter). */
export interface OrdersFilter {
  status?: OrderStatus;
  /** Order number or part number. */
  query?: string;
  dateFrom?: string;
  dateTo?: string;
  page?: number;
}

/** `GET /api/order/status?id`: the pay and status pages poll it. */
export interface OrderStatusResponse {
  id: number;
  status: OrderStatus;
  statusName: string;
  total: number;
  toPay: number;
}

/** One Moscow month of `GET /api/orders/spending`: the goods bought then, cancelled units left out. */
export interface MonthSpending {
  /** `2026-03`. */
  month: string;
  total: number;
  /** Orders with at least one line not cancelled. */
  orders: number;
}

/** `GET /api/orders/spending`: the signed-in customer's last 12 Moscow months, the oldest first, empty ones as 0. */
export interface OrdersSpending {
  currency: string;
  months: MonthSpending[];
}

/** `POST /api/orders/{id}/pay`: where to send the browser for an online payment. */
export interface PaymentStartResponse {
  paymentId: number;
  confirmationUrl: string;
}

export interface RefundRequest {
  id: number;
  uid: string;
  orderId: number;
  orderItemUid: string;
  good: { brand: { name: string }; number: string };
  name: string;
  amount: number;
  price: number;
  returnPercent: number;
  /** price × amount minus returnPercent % (SPEC §9). */
  sum: number;
  reason: string;
  /** The manager's reason when the request was rejected; empty otherwise. */
  decisionReason: string;
  status: 'new' | 'accepted' | 'rejected' | 'completed';
  statusName: string;
  createdAt: string;
}

/** `GET /api/refund/find_goods?query`: bought lines of this part that may be returned. */
export interface RefundableGood {
  orderItemUid: string;
  orderId: number;
  orderCreatedAt: string;
  good: { brand: { name: string }; number: string };
  name: string;
  price: number;
  refundableAmount: number;
  refund: Refund;
}

export interface RefundCreatePayload {
  orderItemUid: string;
  amount: number;
  reason: string;
}

/** Russian names of the order statuses, one copy for the API and the screens. */
export const orderStatusNames: Record<OrderStatus, string> = {
  new: 'Новый',
  awaiting_payment: 'Ожидает оплаты',
  paid: 'Оплачен',
  in_work: 'В работе',
  ordered: 'Заказан у поставщика',
  arrived: 'Поступил на склад',
  shipped: 'Отгружен',
  ready: 'Готов к выдаче',
  completed: 'Выполнен',
  cancelled: 'Отменён',
};

/** Orders whose goods may be returned: paid for (a return of goods not paid for is a cancellation). */
export const refundableOrderStatuses: readonly OrderStatus[] = [
  'paid',
  'in_work',
  'ordered',
  'arrived',
  'shipped',
  'ready',
  'completed',
];

/** `GET /api/orders/show/{id}/qr-code`: an SBP payment QR for what is still to pay. */
export interface QrCodeResponse {
  /** The payment link the QR encodes. */
  payload: string;
  /** `data:image/svg+xml;base64,…` or `data:image/png;base64,…` */
  image: string;
  amount: number;
  /** Demo mode: the sandbox bank's page that pays this QR, as a banking app would after scanning it. */
  sandboxUrl?: string | null;
}

/** `GET /api/contracts/{number}/show`: the contract with its latest movements, newest first. */
export interface ContractDetails extends Contract {
  transactions: ContractTransaction[];
}

/**
 * The managers' order workflow (issue 15): new → in work → ordered from the supplier → arrived → shipped or
 * ready for pickup → completed ('Выполнен', delivered); cancelled with a reason from any step before the goods
 * leave. One copy for the API, which refuses any other move, and the back office's buttons.
 */
export const orderStatusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['in_work', 'cancelled'],
  awaiting_payment: ['in_work', 'cancelled'],
  paid: ['in_work', 'cancelled'],
  // Goods from the shop's own stock need no supplier order.
  in_work: ['ordered', 'arrived', 'shipped', 'ready', 'cancelled'],
  ordered: ['arrived', 'cancelled'],
  arrived: ['shipped', 'ready', 'cancelled'],
  shipped: ['completed'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Where a line stands with its supplier when the order is delivered in parts. */
export type SupplierStatus = 'waiting' | 'ordered' | 'arrived' | 'missing';

export const supplierStatusNames: Record<SupplierStatus, string> = {
  waiting: 'Ожидает заказа',
  ordered: 'Заказан у поставщика',
  arrived: 'Поступил на склад',
  missing: 'Нет у поставщика',
};

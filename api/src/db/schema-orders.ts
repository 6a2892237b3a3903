import type { Generated } from 'kysely';
import type {
  BigId,
  BigRef,
  CreatedAt,
  Defaulted,
  Json,
  Nullable,
  NullableBigRef,
  NullableJson,
  NullableTimestamp,
  Numeric,
} from './columns.js';
import type { RefundTerms } from './schema.js';

/** Tables of contracts, checkout, orders, payments and refunds (migration `0004-orders`). */

export type ContractType = 'retail' | 'business';

export interface ContractsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  number: string;
  type: ContractType;
  currency: Defaulted<string>;
  balance: Numeric;
  credit_limit: Numeric;
  deferment_days: Defaulted<number>;
  overdue_debt: Numeric;
  is_accounting: Defaulted<boolean>;
  is_allow_qr_pay: Defaulted<boolean>;
  is_current: Defaulted<boolean>;
  is_for_order: Defaulted<boolean>;
  is_order_deny: Defaulted<boolean>;
  is_cashless_payments: Defaulted<boolean>;
  created_at: CreatedAt;
}

export type PaymentProvider = 'online' | 'qr' | 'card' | 'bank' | 'cash';

export interface PaymentMethodsTable {
  id: Generated<number>;
  name: string;
  message: Defaulted<string>;
  provider: PaymentProvider;
  description: Defaulted<string>;
  commission: Numeric;
  is_default: Defaulted<boolean>;
  is_online: Defaulted<boolean>;
  sort: Defaulted<number>;
}

export interface DeliveryMethodsTable {
  id: Generated<number>;
  name: string;
  is_address_required: Defaulted<boolean>;
  is_use_pick_points: Defaulted<boolean>;
  is_delivery_route_required: Defaulted<boolean>;
  is_default: Defaulted<boolean>;
  sort: Defaulted<number>;
}

export interface DeliveryRoutesTable {
  id: Generated<number>;
  name: string;
  delivery_method_id: number;
  /** Localities the route serves; an address containing one of them is on the route. */
  localities: Defaulted<string[]>;
}

export interface DeliverySchedulesTable {
  id: Generated<number>;
  route_id: number;
  /** ISO day of week: 1 Monday … 7 Sunday. */
  day_of_week: number;
  /** 'HH:MM', Moscow time. */
  time: string;
  order_processing_hours: Defaulted<number>;
}

export interface DeliveryAddressesTable {
  id: Generated<number>;
  uid: Generated<string>;
  user_id: number;
  address: string;
  region_id: Nullable<string>;
  data: NullableJson<Record<string, unknown>>;
  name: Defaulted<string>;
  created_at: CreatedAt;
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

/** Where a line stands with its supplier (migration `0017-back-office`). */
export type SupplierStatus = 'waiting' | 'ordered' | 'arrived' | 'missing';

export interface OrdersTable {
  id: Generated<number>;
  uid: Generated<string>;
  user_id: number;
  contract_id: number;
  payment_method_id: number;
  delivery_method_id: number;
  delivery_address: Nullable<string>;
  delivery_address_data: NullableJson<Record<string, unknown>>;
  delivery_customer_name: Defaulted<string>;
  delivery_schedule_id: Nullable<number>;
  delivery_at: NullableTimestamp;
  customer_comment: Defaulted<string>;
  status: Defaulted<OrderStatus>;
  sum: Numeric;
  commission: Numeric;
  total: Numeric;
  currency: Defaulted<string>;
  idempotency_key: Nullable<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Moved on by a trigger at every update: a manager's change names the version it saw. */
  version: Defaulted<number>;
  cancel_reason: Defaulted<string>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  uid: Generated<string>;
  order_id: number;
  good_id: BigRef;
  vendor_id: number;
  offer_id: NullableBigRef;
  item_key: string;
  brand_name: string;
  number: string;
  name: string;
  amount: number;
  cancelled_amount: Defaulted<number>;
  price: Numeric;
  delivery_hours: number;
  is_stock: boolean;
  refund: Json<RefundTerms>;
  reference: Defaulted<string>;
  supplier_status: Defaulted<SupplierStatus>;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'cancelled';

export interface PaymentsTable {
  id: Generated<number>;
  uid: Generated<string>;
  /** Exactly one of the two: the order paid, or the contract top-up (migration 0014). */
  order_id: Nullable<number>;
  topup_id: Nullable<number>;
  provider: string;
  amount: Numeric;
  status: Defaulted<PaymentStatus>;
  external_id: Nullable<string>;
  confirmation_url: Nullable<string>;
  idempotency_key: string;
  created_at: CreatedAt;
  paid_at: NullableTimestamp;
}

export type RefundStatus = 'new' | 'accepted' | 'rejected' | 'completed';

export interface RefundsTable {
  id: Generated<number>;
  uid: Generated<string>;
  user_id: number;
  order_item_id: number;
  amount: number;
  price: Numeric;
  return_percent: Numeric;
  sum: Numeric;
  reason: Defaulted<string>;
  status: Defaulted<RefundStatus>;
  created_at: CreatedAt;
  /** The manager's reason for a rejection. */
  decision_reason: Defaulted<string>;
  decided_at: NullableTimestamp;
}

export type ContractTransactionKind = 'order' | 'payment' | 'cancel' | 'refund' | 'correction';

export interface ContractTransactionsTable {
  id: Generated<number>;
  contract_id: number;
  kind: ContractTransactionKind;
  /** Signed: an order is negative (debit), a payment or a refund positive. */
  amount: Numeric;
  balance_after: Numeric;
  order_id: Nullable<number>;
  payment_id: Nullable<number>;
  refund_id: Nullable<number>;
  description: Defaulted<string>;
  created_at: CreatedAt;
}

/** Units of a vendor's part held by open orders (migration `0009-stock-reservations`). */
export interface StockReservationsTable {
  vendor_id: number;
  good_id: BigRef;
  amount: number;
}

/** A payment of the demo sandbox bank (T-Bank protocol), kept across restarts. */
export interface SandboxPaymentsTable {
  payment_id: BigId;
  form_id: string;
  qr_id: Nullable<string>;
  order_id: string;
  /** Kopecks. */
  amount: BigRef;
  description: string;
  success_url: string | null;
  fail_url: string | null;
  notification_url: string | null;
  status: string;
  created_at: CreatedAt;
}

export type TopupProvider = 'online' | 'qr' | 'bank';

/** A top-up of a contract's balance, paid like an order (migration `0014-topups-and-subscriptions`). */
export interface ContractTopupsTable {
  id: Generated<number>;
  user_id: number;
  contract_id: number;
  amount: Numeric;
  provider: TopupProvider;
  created_at: CreatedAt;
}

/** A business buyer's request for a wholesale contract (migration 0027); open while `handled_at` is null. */
export interface WholesaleRequestsTable {
  id: Generated<number>;
  user_id: number;
  created_at: CreatedAt;
  handled_at: NullableTimestamp;
  handled_by: Nullable<number>;
}

export interface OrderTables {
  contract_topups: ContractTopupsTable;
  stock_reservations: StockReservationsTable;
  sandbox_payments: SandboxPaymentsTable;
  contracts: ContractsTable;
  wholesale_requests: WholesaleRequestsTable;
  contract_transactions: ContractTransactionsTable;
  payment_methods: PaymentMethodsTable;
  delivery_methods: DeliveryMethodsTable;
  delivery_routes: DeliveryRoutesTable;
  delivery_schedules: DeliverySchedulesTable;
  delivery_addresses: DeliveryAddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
}

import { Type, type Static } from '@sinclair/typebox';
import type {
  Order,
  OrderCreateResponse,
  OrderPayload,
  OrderStatusResponse,
  OrderSummary,
  OrdersFilter,
  OrdersSpending,
  Paginated,
} from '@shop/shared';
import { Id, IdText, nullable, type Assert, type Equal } from '../http/schemas.js';
import { RefundSchema, VendorSchema } from '../catalog/schemas.js';
import { PaymentMethodSchema } from '../payment-methods/routes.js';
import { DeliveryMethodSchema } from '../delivery/routes.js';

const statuses = [
  'new',
  'awaiting_payment',
  'paid',
  'in_work',
  'ordered',
  'arrived',
  'shipped',
  'ready',
  'completed',
  'cancelled',
] as const;
export const OrderStatusSchema = Type.Union(statuses.map((status) => Type.Literal(status)));

const supplierStatuses = ['waiting', 'ordered', 'arrived', 'missing'] as const;
export const SupplierStatusSchema = Type.Union(supplierStatuses.map((status) => Type.Literal(status)));

/** Order ids in paths arrive as text (the app does not coerce types). */
export const OrderIdParams = Type.Object({ id: IdText });

export const OrderStatusResponseSchema = Type.Object({
  id: Type.Integer(),
  status: OrderStatusSchema,
  statusName: Type.String(),
  total: Type.Number(),
  toPay: Type.Number(),
});

/** The numbers of a cart line are checked by the order rules (Russian messages), not by the schema. */
const OrderPayloadItemSchema = Type.Object({
  id: Id(),
  isSelected: Type.Boolean(),
  offer: nullable(Type.Object({ itemKey: Type.String({ maxLength: 2000 }) })),
  amount: Type.Number(),
  price: Type.Number(),
  deliveryTime: Type.Number(),
  refund: RefundSchema,
});

export const OrderPayloadSchema = Type.Object({
  contract: nullable(Id()),
  customerComment: Type.String({ maxLength: 2000 }),
  deliveryCustomerName: Type.String({ maxLength: 300 }),
  deliveryAddress: nullable(Type.String({ maxLength: 1000 })),
  deliveryAddressUid: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
  deliveryMethod: nullable(Id()),
  deliverySchedule: nullable(Type.String({ maxLength: 100 })),
  paymentMethod: nullable(Id()),
  items: Type.Array(OrderPayloadItemSchema, { maxItems: 500 }),
});

export const OrderCreateResponseSchema = Type.Object({ id: Type.Integer(), uid: Type.String() });

const OrderItemSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  good: Type.Object({
    id: Type.Integer(),
    brand: Type.Object({ name: Type.String() }),
    number: Type.String(),
  }),
  name: Type.String(),
  vendor: VendorSchema,
  amount: Type.Integer(),
  cancelledAmount: Type.Integer(),
  price: Type.Number(),
  cost: Type.Number({ description: 'price × (amount − cancelledAmount)' }),
  deliveryTime: Type.Integer(),
  isStock: Type.Boolean(),
  refund: RefundSchema,
  reference: Type.String(),
  refundableAmount: Type.Integer(),
  supplierStatus: SupplierStatusSchema,
  expectedAt: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'Когда товар строки ожидается в магазине: срок в рабочих днях от оформления заказа',
    }),
  ),
});

const OrderPaymentSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  provider: Type.String(),
  amount: Type.Number(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('cancelled')]),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: nullable(Type.String({ format: 'date-time' })),
});

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  status: OrderStatusSchema,
  statusName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  contract: Type.Object({ id: Type.Integer(), name: Type.String(), number: Type.String() }),
  paymentMethod: PaymentMethodSchema,
  deliveryMethod: DeliveryMethodSchema,
  deliveryAddress: nullable(Type.String()),
  deliveryCustomerName: Type.String(),
  deliveryAt: nullable(Type.String({ format: 'date-time' })),
  customerComment: Type.String(),
  sum: Type.Number(),
  commission: Type.Number(),
  total: Type.Number({ description: 'ceil(sum × (100 + commission) / 100)' }),
  toPay: Type.Number({ description: 'total минус успешные оплаты, не меньше 0' }),
  currency: Type.String(),
  items: Type.Array(OrderItemSchema),
  payments: Type.Array(OrderPaymentSchema),
  cancelReason: Type.String(),
});

export const OrderSummarySchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  status: OrderStatusSchema,
  statusName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  total: Type.Number(),
  itemsCount: Type.Integer(),
  paymentMethodName: Type.String(),
  deliveryMethodName: Type.String(),
});

export const OrdersPageSchema = Type.Object({
  items: Type.Array(OrderSummarySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  perPage: Type.Integer(),
});

const date = { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'ГГГГ-ММ-ДД (московское время)' };

/** The filter arrives as text (the app does not coerce types). */
export const OrdersQuerySchema = Type.Object({
  status: Type.Optional(OrderStatusSchema),
  query: Type.Optional(Type.String({ maxLength: 100, description: 'Номер заказа или номер запчасти' })),
  dateFrom: Type.Optional(Type.String(date)),
  dateTo: Type.Optional(Type.String(date)),
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
});

export const OrderUidParams = Type.Object({ uid: Type.String({ format: 'uuid' }) });

export const CancelItemQuery = Type.Object({
  amount: Type.Optional(Type.String({ maxLength: 20, description: 'Сколько единиц отменить (целое > 0)' })),
});

export const OrdersSpendingSchema = Type.Object({
  currency: Type.String(),
  months: Type.Array(
    Type.Object({
      month: Type.String({ description: 'ГГГГ-ММ (московское время)' }),
      total: Type.Number(),
      orders: Type.Integer(),
    }),
  ),
});

export type OrderSchemasMatch = [
  Assert<Equal<Static<typeof OrdersSpendingSchema>, OrdersSpending>>,
  Assert<Equal<Static<typeof OrderPayloadSchema>, OrderPayload>>,
  Assert<Equal<Static<typeof OrderCreateResponseSchema>, OrderCreateResponse>>,
  Assert<Equal<Static<typeof OrderSchema>, Order>>,
  Assert<Equal<Static<typeof OrderStatusResponseSchema>, OrderStatusResponse>>,
  Assert<Equal<Static<typeof OrderSummarySchema>, OrderSummary>>,
  Assert<Equal<Static<typeof OrdersPageSchema>, Paginated<OrderSummary>>>,
  Assert<Equal<Omit<Static<typeof OrdersQuerySchema>, 'page'>, Omit<OrdersFilter, 'page'>>>,
];

import { Type, type Static } from '@sinclair/typebox';
import type { Contract, ContractDetails, ContractTransaction } from '@shop/shared';
import { IdText, type Assert, type Equal } from '../http/schemas.js';

export const ContractSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  number: Type.String(),
  type: Type.Union([Type.Literal('retail'), Type.Literal('business')]),
  balance: Type.Number({ description: 'Положительный — деньги клиента, отрицательный — долг' }),
  creditLimit: Type.Number(),
  defermentPayment: Type.Integer({ description: 'Отсрочка платежа, дней' }),
  currency: Type.String(),
  overdueDebt: Type.Number(),
  isAccounting: Type.Boolean(),
  isAllowQRPay: Type.Boolean(),
  isCurrent: Type.Boolean(),
  isForOrder: Type.Boolean(),
  isOrderDeny: Type.Boolean(),
  isOverdueCreditLimit: Type.Boolean({ description: 'Долг превышает кредитный лимит' }),
  isOverdueDebt: Type.Boolean(),
  isCashlessPayments: Type.Boolean(),
});

export const ContractTransactionSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([
    Type.Literal('order'),
    Type.Literal('payment'),
    Type.Literal('cancel'),
    Type.Literal('refund'),
    Type.Literal('correction'),
  ]),
  amount: Type.Number({ description: 'Отрицательная — списание (заказ), положительная — поступление' }),
  balanceAfter: Type.Number(),
  description: Type.String(),
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});

export const ContractDetailsSchema = Type.Composite([
  ContractSchema,
  Type.Object({ transactions: Type.Array(ContractTransactionSchema) }),
]);

export const ContractTransactionsPageSchema = Type.Object({
  items: Type.Array(ContractTransactionSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  perPage: Type.Integer(),
});

/** Ids and page numbers arrive as text (the app does not coerce types). */
export const IdParams = Type.Object({ id: IdText });
export const PageQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
});

type _ContractMatches = Assert<Equal<Static<typeof ContractSchema>, Contract>>;
type _TransactionMatches = Assert<Equal<Static<typeof ContractTransactionSchema>, ContractTransaction>>;
type _DetailsMatches = Assert<Equal<Static<typeof ContractDetailsSchema>, ContractDetails>>;

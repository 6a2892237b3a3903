import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../db/schema.js';
import type { OrderStatus, PaymentProvider, PaymentsTable } from '../db/schema-orders.js';

export type PaymentRow = Selectable<PaymentsTable>;

/** What paying an order needs to know about it. */
export interface PayableOrder {
  id: number;
  userId: number;
  contractId: number;
  status: OrderStatus;
  sum: string;
  commission: string;
  total: string;
  /** Sum of the succeeded payments. */
  paid: string;
  createdAt: Date;
  provider: PaymentProvider;
  paymentMethodName: string;
}

/** The order of this user (null for another user's or a missing one) with what was paid for it. */
export async function findOwnOrder(
  db: Kysely<DB>,
  orderId: number,
  userId: number,
): Promise<PayableOrder | null> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('payment_methods as pm', 'pm.id', 'o.payment_method_id')
    .select((eb) => [
      'o.id',
      'o.user_id',
      'o.contract_id',
      'o.status',
      'o.sum',
      'o.commission',
      'o.total',
      'o.created_at',
      'pm.provider',
      'pm.name as method_name',
      eb
        .selectFrom('payments as p')
        .select(sql<string>`coalesce(sum(p.amount), 0)::text`.as('paid'))
        .whereRef('p.order_id', '=', 'o.id')
        .where('p.status', '=', 'succeeded')
        .as('paid'),
    ])
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    contractId: row.contract_id,
    status: row.status,
    sum: row.sum,
    commission: row.commission,
    total: row.total,
    paid: row.paid ?? '0',
    createdAt: row.created_at,
    provider: row.provider,
    paymentMethodName: row.method_name,
  };
}

export function findPaymentByKey(db: Kysely<DB>, idempotencyKey: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Inserts a pending payment; undefined when another request took the key first. */
export function insertPayment(
  db: Kysely<DB>,
  values: { orderId?: number; topupId?: number; provider: string; amount: string; idempotencyKey: string },
): Promise<PaymentRow | undefined> {
  return db
    .insertInto('payments')
    .values({
      order_id: values.orderId ?? null,
      topup_id: values.topupId ?? null,
      provider: values.provider,
      amount: values.amount,
      idempotency_key: values.idempotencyKey,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Takes back an attempt whose `Init` failed, for a retry with the same key; false when another did. */
export async function reclaimFailedPayment(db: Kysely<DB>, paymentId: number): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'pending' })
    .where('id', '=', paymentId)
    .where('status', '=', 'cancelled')
    .where('confirmation_url', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recordProviderPayment(
  db: Kysely<DB>,
  paymentId: number,
  externalId: string,
  confirmationUrl: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ external_id: externalId, confirmation_url: confirmationUrl })
    .where('id', '=', paymentId)
    .execute();
}

/** The provider refused or failed to create the payment: it cannot be paid. */
export async function markPaymentFailed(db: Kysely<DB>, paymentId: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'cancelled' })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .execute();
}

/** A pending QR payment of this amount that already has its link, reused while nothing changed. */
export function findPendingQrPayment(
  db: Kysely<DB>,
  orderId: number,
  amount: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('provider', '=', 'qr')
    .where('status', '=', 'pending')
    .where('amount', '=', amount)
    .where('confirmation_url', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function countPayments(db: Kysely<DB>, orderId: number, provider: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('order_id', '=', orderId)
    .where('provider', '=', provider)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Pending attempts the provider knows (they have its payment id), for a status check. */
export function findPendingProviderPayments(db: Kysely<DB>, orderId: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('external_id', 'is not', null)
    .orderBy('id')
    .execute();
}

import { sql } from 'kysely';
import type { Database } from '../db/connection.js';

/** Sum of the order's succeeded payments, decimal string. */
export async function paidAmount(db: Database, orderId: number): Promise<string> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('paid'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return row.paid;
}

/** Units of each line asked back by refunds that were not rejected. */
export async function refundedAmounts(
  db: Database,
  itemIds: readonly number[],
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('refunds')
    .select(['order_item_id', sql<string>`sum(amount)::text`.as('amount')])
    .where('order_item_id', 'in', itemIds)
    .where('status', '<>', 'rejected')
    .groupBy('order_item_id')
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.amount)]));
}

/** The order's id and owner by its id or uid (null when there is none): for the access checks. */
export async function findOrderOwner(
  db: Database,
  by: { id: number } | { uid: string },
): Promise<{ id: number; userId: number } | null> {
  let query = db.selectFrom('orders').select(['id', 'user_id']);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('uid', '=', by.uid);
  const row = await query.executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id } : null;
}

/** Lines of an order with their vendors, in the order they were placed. */
export function orderItemRows(db: Database, orderId: number) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('vendors as v', 'v.id', 'i.vendor_id')
    .selectAll('i')
    .select(['v.name as vendor_name', 'v.is_remote'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}

export function orderPaymentRows(db: Database, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'uid', 'provider', 'amount', 'status', 'created_at', 'paid_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The order with its contract, or undefined when there is none. */
export function orderRow(db: Database, id: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('contracts as c', 'c.id', 'o.contract_id')
    .select([
      'o.id',
      'o.uid',
      'o.status',
      'o.created_at',
      'o.payment_method_id',
      'o.delivery_method_id',
      'o.delivery_address',
      'o.delivery_customer_name',
      'o.delivery_at',
      'o.customer_comment',
      'o.sum',
      'o.commission',
      'o.total',
      'o.currency',
      'o.cancel_reason',
      'c.id as contract_id',
      'c.name as contract_name',
      'c.number as contract_number',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** The order's payment and delivery methods (both exist: the order's foreign keys). */
export function orderMethodRows(db: Database, paymentMethodId: number, deliveryMethodId: number) {
  return Promise.all([
    db.selectFrom('payment_methods').selectAll().where('id', '=', paymentMethodId).executeTakeFirstOrThrow(),
    db
      .selectFrom('delivery_methods')
      .selectAll()
      .where('id', '=', deliveryMethodId)
      .executeTakeFirstOrThrow(),
  ]);
}

import { sql } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { OrderStatus } from '../db/schema-orders.js';

/** A line by its uid with its order and the order's owner (for the access check). */
export function orderItemByUid(trx: Executor, uid: string) {
  return trx
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.order_id', 'o.user_id'])
    .where('i.uid', '=', uid)
    .executeTakeFirst();
}

/**
 * Locks the order, then its contract, in the order placing and paying take them, so that no two transactions
 * wait for each other in a circle; answers the order's row.
 */
export async function lockOrderAndContract(trx: Executor, orderId: number) {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'status', 'contract_id', 'commission', 'total'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx.selectFrom('contracts').select('id').where('id', '=', order.contract_id).forUpdate().execute();
  return order;
}

export function lockOrderLine(trx: Executor, itemId: number) {
  return trx
    .selectFrom('order_items')
    .select(['id', 'amount', 'cancelled_amount', 'offer_id', 'vendor_id', 'good_id'])
    .where('id', '=', itemId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function addCancelledUnits(trx: Executor, itemId: number, amount: number): Promise<void> {
  await trx
    .updateTable('order_items')
    .set((eb) => ({ cancelled_amount: eb('cancelled_amount', '+', amount) }))
    .where('id', '=', itemId)
    .execute();
}

/** What is left of the order: the sum of its uncancelled units and how many lines still have some. */
export async function openLinesOf(trx: Executor, orderId: number): Promise<{ sum: string; open: number }> {
  const row = await trx
    .selectFrom('order_items')
    .select([
      sql<string>`coalesce(sum(price * (amount - cancelled_amount)), 0)::text`.as('sum'),
      sql<number>`count(*) filter (where amount > cancelled_amount)::int`.as('open'),
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { sum: row.sum, open: Number(row.open) };
}

export async function writeOrderTotals(
  trx: Executor,
  orderId: number,
  values: { sum: string; total: string; status: OrderStatus },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', orderId)
    .execute();
}

import type { Executor } from '../db/connection.js';

/** A new refund request as written: its sum already computed from the line's price and kept percent. */
export interface NewRefund {
  userId: number;
  orderItemId: number;
  amount: number;
  price: string;
  returnPercent: string;
  sum: string;
  reason: string;
}

export async function insertRefund(trx: Executor, refund: NewRefund): Promise<number> {
  const row = await trx
    .insertInto('refunds')
    .values({
      user_id: refund.userId,
      order_item_id: refund.orderItemId,
      amount: refund.amount,
      price: refund.price,
      return_percent: refund.returnPercent,
      sum: refund.sum,
      reason: refund.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The request with its line and order, its row locked (`for update of r`) while a manager decides it. */
export function lockRefund(trx: Executor, refundId: number) {
  return trx
    .selectFrom('refunds as r')
    .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select([
      'r.id',
      'r.user_id',
      'r.status',
      'r.sum',
      'r.amount',
      'oi.order_id',
      'oi.brand_name',
      'oi.number',
      'o.contract_id',
    ])
    .where('r.id', '=', refundId)
    .forUpdate('r')
    .executeTakeFirst();
}

export async function writeRefundDecision(
  trx: Executor,
  refundId: number,
  decision: { accept: true } | { accept: false; reason: string },
): Promise<void> {
  await trx
    .updateTable('refunds')
    .set({
      status: decision.accept ? 'accepted' : 'rejected',
      decision_reason: decision.accept ? '' : decision.reason,
      decided_at: new Date(),
    })
    .where('id', '=', refundId)
    .execute();
}

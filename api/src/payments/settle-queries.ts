import { sql } from 'kysely';
import type { Executor } from '../db/connection.js';

/** The payment attempt by our key (`OrderId` at the provider), locked for the settling transaction. */
export function lockPaymentByKey(trx: Executor, idempotencyKey: string) {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .forUpdate()
    .executeTakeFirst();
}

/** Records the provider's verdict on the attempt: succeeded (paid now) or cancelled. */
export async function closePayment(
  trx: Executor,
  paymentId: number,
  status: 'succeeded' | 'cancelled',
  externalId: string,
): Promise<void> {
  await trx
    .updateTable('payments')
    .set({
      status,
      external_id: externalId,
      ...(status === 'succeeded' ? { paid_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', paymentId)
    .execute();
}

export function topupContract(trx: Executor, topupId: number | null) {
  return trx
    .selectFrom('contract_topups')
    .select(['id', 'contract_id'])
    .where('id', '=', topupId)
    .executeTakeFirstOrThrow();
}

/** The paid order, locked: its payments and cancellations take turns. */
export function lockPaidOrder(trx: Executor, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(['id', 'contract_id', 'status', 'total'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function markOrderPaid(trx: Executor, orderId: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'paid', updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

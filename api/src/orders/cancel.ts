import Big from 'big.js';
import { sql } from 'kysely';
import { orderStatusNames, type Order } from '@shop/shared';
import type { Database } from '../db/connection.js';
import type { OrderStatus } from '../db/schema-orders.js';
import { HttpError, notFound, validationError } from '../errors/http-error.js';
import { recordContractMovement } from '../contracts/transactions.js';
import { loadOrder, orderTotal, paidAmount, refundedAmounts } from './mapper.js';
import { releaseStock } from './queries.js';

export const cancelMessages = {
  itemNotFound: 'Позиция заказа не найдена',
  amount: (left: number) => `Укажите количество для отмены: целое число от 1 до ${left}`,
  nothingLeft: 'Позиция уже отменена полностью',
  notCancellable: (status: string) => `Заказ в статусе «${status}» отменить нельзя`,
} as const;

/** Orders whose goods have not left yet: their lines may still be cancelled. */
const CANCELLABLE: readonly OrderStatus[] = ['new', 'awaiting_payment', 'paid', 'in_work'];

/**
 * `GET /api/orders/cancel-order-item/{itemUid}?amount`: cancels units of a line of a not yet shipped order
 * (all that is left without `amount`). The units stop being reserved (available again), the totals
 * are recomputed, the difference is credited to the contract; with every line cancelled the order is too.
 */
export async function cancelOrderItem(
  db: Database,
  access: { userId: number; isAdmin: boolean },
  itemUid: string,
  amountText: string | undefined,
): Promise<Order> {
  const orderId = await db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.id', 'i.order_id', 'o.user_id'])
      .where('i.uid', '=', itemUid)
      .executeTakeFirst();
    if (!item || (item.user_id !== access.userId && !access.isAdmin))
      throw notFound(cancelMessages.itemNotFound);
    // The order row first, as payments lock it: cancellations and payments of one order take turns.
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status', 'contract_id', 'commission', 'total'])
      .where('id', '=', item.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // The contract next, as placing an order does before it takes stock: no two transactions wait in a circle.
    await trx.selectFrom('contracts').select('id').where('id', '=', order.contract_id).forUpdate().execute();
    if (!CANCELLABLE.includes(order.status)) {
      throw new HttpError(400, cancelMessages.notCancellable(orderStatusNames[order.status]));
    }
    const line = await trx
      .selectFrom('order_items')
      .select(['id', 'amount', 'cancelled_amount', 'offer_id', 'vendor_id', 'good_id'])
      .where('id', '=', item.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const refunded = (await refundedAmounts(trx, [line.id])).get(line.id) ?? 0;
    const left = line.amount - line.cancelled_amount - refunded;
    if (left <= 0) throw new HttpError(400, cancelMessages.nothingLeft);
    const amount = amountText === undefined ? left : Number(amountText);
    if (!/^\d{1,9}$/.test(amountText ?? String(left)) || amount < 1 || amount > left) {
      throw validationError([{ propertyPath: 'amount', message: cancelMessages.amount(left) }]);
    }

    await trx
      .updateTable('order_items')
      .set((eb) => ({ cancelled_amount: eb('cancelled_amount', '+', amount) }))
      .where('id', '=', line.id)
      .execute();
    // Only an open order holds stock (a shipped one cannot be cancelled); its cancelled units are free again.
    if (line.offer_id !== null) {
      await releaseStock(trx, { vendorId: line.vendor_id, goodId: line.good_id }, amount);
    }
    const { sum, open } = await trx
      .selectFrom('order_items')
      .select([
        sql<string>`coalesce(sum(price * (amount - cancelled_amount)), 0)::text`.as('sum'),
        sql<number>`count(*) filter (where amount > cancelled_amount)::int`.as('open'),
      ])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const total = orderTotal(sum, order.commission);
    const credit = new Big(order.total).minus(total);
    let status = order.status;
    if (Number(open) === 0) status = 'cancelled';
    else if (status === 'awaiting_payment') {
      const paid = new Big(await paidAmount(trx, order.id));
      if (paid.gt(0) && paid.gte(total)) status = 'paid';
    }
    await trx
      .updateTable('orders')
      .set({ sum: new Big(sum).toFixed(2), total: total.toFixed(2), status, updated_at: new Date() })
      .where('id', '=', order.id)
      .execute();
    if (credit.gt(0)) {
      await recordContractMovement(trx, {
        contractId: order.contract_id,
        kind: 'cancel',
        amount: credit.toFixed(2),
        description: `Отмена ${amount} шт. по заказу № ${order.id}`,
        orderId: order.id,
      });
    }
    return order.id;
  });
  const order = await loadOrder(db, orderId);
  if (order === null) throw notFound(cancelMessages.itemNotFound);
  return order;
}

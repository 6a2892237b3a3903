import Big from 'big.js';
import { orderStatusNames, type Order } from '@shop/shared';
import type { Database } from '../db/connection.js';
import type { OrderStatus } from '../db/schema-orders.js';
import { HttpError, notFound, validationError } from '../errors/http-error.js';
import { recordContractMovement } from '../contracts/transactions.js';
import {
  addCancelledUnits,
  lockOrderAndContract,
  lockOrderLine,
  openLinesOf,
  orderItemByUid,
  writeOrderTotals,
} from './cancel-queries.js';
import { loadOrder, orderTotal } from './mapper.js';
import { releaseStock } from './queries.js';
import { paidAmount, refundedAmounts } from './view-queries.js';

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
    const item = await orderItemByUid(trx, itemUid);
    if (!item || (item.user_id !== access.userId && !access.isAdmin))
      throw notFound(cancelMessages.itemNotFound);
    // The order row first, as payments lock it: cancellations and payments of one order take turns.
    const order = await lockOrderAndContract(trx, item.order_id);
    if (!CANCELLABLE.includes(order.status)) {
      throw new HttpError(400, cancelMessages.notCancellable(orderStatusNames[order.status]));
    }
    const line = await lockOrderLine(trx, item.id);
    const refunded = (await refundedAmounts(trx, [line.id])).get(line.id) ?? 0;
    const left = line.amount - line.cancelled_amount - refunded;
    if (left <= 0) throw new HttpError(400, cancelMessages.nothingLeft);
    const amount = amountText === undefined ? left : Number(amountText);
    if (!/^\d{1,9}$/.test(amountText ?? String(left)) || amount < 1 || amount > left) {
      throw validationError([{ propertyPath: 'amount', message: cancelMessages.amount(left) }]);
    }

    await addCancelledUnits(trx, line.id, amount);
    // Only an open order holds stock (a shipped one cannot be cancelled); its cancelled units are free again.
    if (line.offer_id !== null) {
      await releaseStock(trx, { vendorId: line.vendor_id, goodId: line.good_id }, amount);
    }
    const { sum, open } = await openLinesOf(trx, order.id);
    const total = orderTotal(sum, order.commission);
    const credit = new Big(order.total).minus(total);
    let status = order.status;
    if (open === 0) status = 'cancelled';
    else if (status === 'awaiting_payment') {
      const paid = new Big(await paidAmount(trx, order.id));
      if (paid.gt(0) && paid.gte(total)) status = 'paid';
    }
    await writeOrderTotals(trx, order.id, { sum: new Big(sum).toFixed(2), total: total.toFixed(2), status });
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

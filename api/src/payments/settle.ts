import Big from 'big.js';
import type { Database } from '../db/connection.js';
import type { OrderStatus } from '../db/schema-orders.js';
import { recordContractMovement } from '../contracts/transactions.js';
import { HttpError } from '../errors/http-error.js';
import { paidAmount } from '../orders/view-queries.js';
import { paymentKindNames, paymentMessages } from './messages.js';
import {
  closePayment,
  lockPaidOrder,
  lockPaymentByKey,
  markOrderPaid,
  topupContract,
} from './settle-queries.js';
import { toKopecks, type TbankStatus } from './tbank/protocol.js';

/** Statuses in which an order waits for its money; a full payment moves it to 'paid'. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['new', 'awaiting_payment'];

const refusedStatuses: readonly TbankStatus[] = ['REJECTED', 'CANCELED', 'DEADLINE_EXPIRED'];

/** What the provider says about one payment attempt (a verified notification or a `GetState` answer). */
export interface ProviderReport {
  /** Our `payments.idempotency_key`, sent as `OrderId`. */
  orderId: string;
  paymentId: string;
  status: TbankStatus;
  /** Kopecks. */
  amount: number;
}

export type SettleOutcome = 'succeeded' | 'cancelled' | 'unchanged';

/** A paid top-up credits its contract (in the settling transaction, the payment row locked). */
async function creditTopup(
  trx: Database,
  paymentId: number,
  topupId: number | null,
  amount: string,
  kind: string,
): Promise<void> {
  const topup = await topupContract(trx, topupId);
  await recordContractMovement(trx, {
    contractId: topup.contract_id,
    kind: 'payment',
    amount,
    description: `Пополнение баланса № П-${topup.id} (${kind})`,
    paymentId,
  });
}

/**
 * Applies a provider's report in one transaction: CONFIRMED marks the payment succeeded, credits the
 * contract (the order's or the top-up's) and, once an order is paid in full, moves it to 'paid'; a refusal
 * cancels a pending payment.
 * Repeated reports change nothing twice (the payment row is locked and its status checked). An unknown
 * payment or a different amount throws 400 and changes nothing.
 */
export async function settlePayment(db: Database, report: ProviderReport): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx) => {
    const payment = await lockPaymentByKey(trx, report.orderId);
    if (!payment || (payment.external_id !== null && payment.external_id !== report.paymentId)) {
      throw new HttpError(400, paymentMessages.unknownPayment);
    }
    if (toKopecks(payment.amount) !== report.amount) throw new HttpError(400, paymentMessages.amountMismatch);

    if (refusedStatuses.includes(report.status)) {
      if (payment.status !== 'pending') return 'unchanged';
      await closePayment(trx, payment.id, 'cancelled', report.paymentId);
      return 'cancelled';
    }
    // Money that arrives after a refusal (a late confirmation) is still the customer's money.
    if (report.status !== 'CONFIRMED' || payment.status === 'succeeded') return 'unchanged';

    await closePayment(trx, payment.id, 'succeeded', report.paymentId);
    const kind = paymentKindNames[payment.provider] ?? payment.provider;
    if (payment.order_id === null) {
      await creditTopup(trx, payment.id, payment.topup_id, payment.amount, kind);
      return 'succeeded';
    }
    const order = await lockPaidOrder(trx, payment.order_id);
    await recordContractMovement(trx, {
      contractId: order.contract_id,
      kind: 'payment',
      amount: payment.amount,
      description: `Оплата заказа № ${order.id} (${kind})`,
      orderId: order.id,
      paymentId: payment.id,
    });
    const paid = await paidAmount(trx, order.id);
    if (PAYABLE_STATUSES.includes(order.status) && new Big(paid).gte(order.total)) {
      await markOrderPaid(trx, order.id);
    }
    return 'succeeded';
  });
}

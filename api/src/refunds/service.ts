import type { Kysely } from 'kysely';
import Big from 'big.js';
import {
  refundableOrderStatuses,
  type Paginated,
  type RefundableGood,
  type RefundCreatePayload,
  type RefundRequest,
} from '@shop/shared';
import { normalizePartNumber } from '@shop/shared/catalog';
import type { DB } from '../db/schema.js';
import { recordContractMovement } from '../contracts/transactions.js';
import { HttpError, notFound } from '../errors/http-error.js';
import { HUNDRED } from '../pricing/money.js';
import { insertRefund, lockRefund, writeRefundDecision } from './decision-queries.js';
import { refundMessages } from './messages.js';
import {
  findBoughtLines,
  findRefundRequest,
  listRefundRequests,
  lockOwnLine,
  REFUNDS_PER_PAGE,
  type BoughtLine,
} from './queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bought, not cancelled, not already asked back. */
export function refundableAmount(line: Pick<BoughtLine, 'amount' | 'cancelledAmount' | 'requested'>): number {
  return Math.max(0, line.amount - line.cancelledAmount - line.requested);
}

function refundAllowed(line: BoughtLine): boolean {
  return line.refund.isAllowed !== false;
}

/** The line's percent kept back on a return, within 0–100. */
function returnPercent(line: BoughtLine): Big {
  const percent = new Big(Number.isFinite(line.refund.percent) ? line.refund.percent : 0);
  if (percent.lt(0)) return new Big(0);
  return percent.gt(HUNDRED) ? HUNDRED : percent;
}

/**
 * SPEC §9: the return keeps back `percent` % of the cost. The deduction is rounded half up to kopecks and the
 * sum is the cost less it, exactly as the screens show it (`refundBreakdown` of @shop/shared/format).
 */
export function refundSum(price: string | number, amount: number, percent: Big | number): Big {
  const cost = new Big(price).times(amount);
  const deduction = cost.times(percent).div(HUNDRED).round(2, Big.roundHalfUp);
  return cost.minus(deduction);
}

export async function refundList(
  db: Kysely<DB>,
  userId: number,
  page: number,
): Promise<Paginated<RefundRequest>> {
  const { items, total } = await listRefundRequests(db, userId, page);
  return { items, total, page, perPage: REFUNDS_PER_PAGE };
}

function toRefundableGood(line: BoughtLine): RefundableGood {
  return {
    orderItemUid: line.uid,
    orderId: line.orderId,
    orderCreatedAt: line.orderCreatedAt.toISOString(),
    good: { brand: { name: line.brandName }, number: line.number },
    name: line.name,
    price: Number(line.price),
    refundableAmount: refundableAmount(line),
    refund: { isAllowed: true, percent: line.refund.percent, conditions: line.refund.conditions },
  };
}

/**
 * `GET /api/refund/find_goods`: the user's bought lines of the part that may still be returned. When the
 * part was bought but its terms forbid returns, 400 'Артикул «…» недоступен для возврата'.
 */
export async function findRefundableGoods(
  db: Kysely<DB>,
  userId: number,
  rawQuery: string,
): Promise<RefundableGood[]> {
  const query = rawQuery.trim();
  const normalized = normalizePartNumber(query);
  if (query === '') {
    throw new HttpError(400, refundMessages.queryRequired, {
      violations: [{ propertyPath: 'query', message: refundMessages.queryRequired }],
    });
  }
  const lines = await findBoughtLines(db, userId, query, normalized);
  const refundable = lines.filter((line) => refundAllowed(line) && refundableAmount(line) > 0);
  if (refundable.length === 0 && lines.some((line) => !refundAllowed(line))) {
    throw new HttpError(400, refundMessages.notRefundable(query));
  }
  return refundable.map(toRefundableGood);
}

function amountViolation(message: string): HttpError {
  return new HttpError(400, message, { violations: [{ propertyPath: 'amount', message }] });
}

/** A positive whole number of units, given as a number or as its digits. */
function parseAmount(value: number | string): number {
  const amount = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw amountViolation(refundMessages.amountInvalid);
  }
  return amount;
}

export interface RefundCreateBody extends Omit<RefundCreatePayload, 'amount' | 'reason'> {
  amount: number | string;
  reason?: string;
}

/**
 * `POST /api/refund/create`: a refund request for units of a line of the user's own orders, within what is
 * still refundable. The line's row is locked while it is checked and written, so concurrent requests cannot
 * ask back more than was bought. The request waits for a manager ('new'); nothing is credited yet.
 */
export async function createRefund(
  db: Kysely<DB>,
  userId: number,
  body: RefundCreateBody,
): Promise<RefundRequest> {
  const amount = parseAmount(body.amount);
  if (!UUID.test(body.orderItemUid)) throw notFound(refundMessages.itemNotFound);
  const id = await db.transaction().execute(async (trx) => {
    const line = await lockOwnLine(trx, userId, body.orderItemUid.toLowerCase());
    if (!line) throw notFound(refundMessages.itemNotFound);
    if (line.orderStatus === 'cancelled') throw new HttpError(400, refundMessages.orderCancelled);
    if (!refundableOrderStatuses.includes(line.orderStatus))
      throw new HttpError(400, refundMessages.orderNotPaid);
    if (!refundAllowed(line)) throw new HttpError(400, refundMessages.refundForbidden);
    const available = refundableAmount(line);
    if (available === 0) throw amountViolation(refundMessages.nothingLeft);
    if (amount > available) throw amountViolation(refundMessages.amountTooLarge(available));
    const percent = returnPercent(line);
    return insertRefund(trx, {
      userId,
      orderItemId: line.id,
      amount,
      price: line.price,
      returnPercent: percent.toFixed(2),
      sum: refundSum(line.price, amount, percent).toFixed(2),
      reason: body.reason?.trim() ?? '',
    });
  });
  return findRefundRequest(db, id);
}

/** What a manager's decision changed: for the audit log and the customer's mail. */
export interface RefundDecision {
  refundId: number;
  userId: number;
  orderId: number;
  part: string;
  amount: number;
  sum: string;
}

/**
 * A manager decides a new request, in the caller's transaction: accepting credits its sum to the contract of
 * the order, rejecting keeps the reason for the customer. Once only: the request's row is locked and its status
 * checked (409 when it was decided already).
 */
export async function decideRefund(
  trx: Kysely<DB>,
  refundId: number,
  decision: { accept: true } | { accept: false; reason: string },
): Promise<RefundDecision> {
  const refund = await lockRefund(trx, refundId);
  if (!refund) throw notFound(refundMessages.refundNotFound);
  if (refund.status !== 'new') throw new HttpError(409, refundMessages.alreadyDecided);
  await writeRefundDecision(trx, refund.id, decision);
  const part = `${refund.brand_name} ${refund.number}`;
  if (decision.accept) {
    await recordContractMovement(trx, {
      contractId: refund.contract_id,
      kind: 'refund',
      amount: refund.sum,
      description: `Возврат по заказу № ${refund.order_id}: ${part}, ${refund.amount} шт.`,
      orderId: refund.order_id,
      refundId: refund.id,
    });
  }
  return {
    refundId: refund.id,
    userId: refund.user_id,
    orderId: refund.order_id,
    part,
    amount: refund.amount,
    sum: refund.sum,
  };
}

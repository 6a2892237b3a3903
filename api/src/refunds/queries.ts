import { sql, type Kysely } from 'kysely';
import { refundableOrderStatuses, type RefundRequest } from '@shop/shared';
import type { DB, RefundTerms } from '../db/schema.js';
import type { OrderStatus } from '../db/schema-orders.js';
import { refundStatusNames } from './messages.js';

export const REFUNDS_PER_PAGE = 20;
/** At most this many bought lines answer one search. */
const FOUND_LINES_LIMIT = 100;

/** The columns of a refund request as the API sends it; callers add conditions. */
export function refundRequests(db: Kysely<DB>) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
    .select([
      'r.id',
      'r.uid',
      'r.amount',
      'r.price',
      'r.return_percent',
      'r.sum',
      'r.reason',
      'r.decision_reason',
      'r.status',
      'r.created_at',
      'oi.order_id',
      'oi.uid as item_uid',
      'oi.brand_name',
      'oi.number',
      'oi.name',
    ]);
}

export type RefundRequestRow = Awaited<
  ReturnType<ReturnType<typeof refundRequests>['executeTakeFirstOrThrow']>
>;

export function toRefundRequest(row: RefundRequestRow): RefundRequest {
  return {
    id: row.id,
    uid: row.uid,
    orderId: row.order_id,
    orderItemUid: row.item_uid,
    good: { brand: { name: row.brand_name }, number: row.number },
    name: row.name,
    amount: row.amount,
    // numeric(14, 2) and numeric(5, 2): exact as numbers.
    price: Number(row.price),
    returnPercent: Number(row.return_percent),
    sum: Number(row.sum),
    reason: row.reason,
    decisionReason: row.decision_reason,
    status: row.status,
    statusName: refundStatusNames[row.status],
    createdAt: row.created_at.toISOString(),
  };
}

export async function listRefundRequests(
  db: Kysely<DB>,
  userId: number,
  page: number,
): Promise<{ items: RefundRequest[]; total: number }> {
  const [rows, count] = await Promise.all([
    refundRequests(db)
      .where('r.user_id', '=', userId)
      .orderBy('r.id', 'desc')
      .limit(REFUNDS_PER_PAGE)
      .offset((page - 1) * REFUNDS_PER_PAGE)
      .execute(),
    db
      .selectFrom('refunds')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toRefundRequest), total: Number(count.count) };
}

export async function findRefundRequest(db: Kysely<DB>, refundId: number): Promise<RefundRequest> {
  return toRefundRequest(await refundRequests(db).where('r.id', '=', refundId).executeTakeFirstOrThrow());
}

/** A bought line of the user's orders as a return sees it. */
export interface BoughtLine {
  id: number;
  uid: string;
  orderId: number;
  orderStatus: OrderStatus;
  orderCreatedAt: Date;
  contractId: number;
  brandName: string;
  number: string;
  name: string;
  price: string;
  refund: RefundTerms;
  amount: number;
  cancelledAmount: number;
  /** Units in refund requests that were not refused. */
  requested: number;
}

function boughtLines(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select((eb) => [
      'oi.id',
      'oi.uid',
      'oi.order_id',
      'o.status',
      'o.created_at',
      'o.contract_id',
      'oi.brand_name',
      'oi.number',
      'oi.name',
      'oi.price',
      'oi.refund',
      'oi.amount',
      'oi.cancelled_amount',
      // Units already asked back, except refused requests.
      eb
        .selectFrom('refunds as r')
        .select(sql<number>`coalesce(sum(r.amount), 0)::int`.as('requested'))
        .whereRef('r.order_item_id', '=', 'oi.id')
        .where('r.status', '!=', 'rejected')
        .as('requested'),
    ])
    .where('o.user_id', '=', userId);
}

type BoughtLineRow = Awaited<ReturnType<ReturnType<typeof boughtLines>['executeTakeFirstOrThrow']>>;

function toBoughtLine(row: BoughtLineRow): BoughtLine {
  return {
    id: row.id,
    uid: row.uid,
    orderId: row.order_id,
    orderStatus: row.status,
    orderCreatedAt: row.created_at,
    contractId: row.contract_id,
    brandName: row.brand_name,
    number: row.number,
    name: row.name,
    price: row.price,
    refund: row.refund,
    amount: row.amount,
    cancelledAmount: row.cancelled_amount,
    requested: Number(row.requested ?? 0),
  };
}

function likePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Lines of the user's paid orders whose part number (normalised) is the query or starts
 * with it, or whose name contains it (3 characters and more), newest orders first.
 */
export async function findBoughtLines(
  db: Kysely<DB>,
  userId: number,
  query: string,
  normalizedNumber: string,
): Promise<BoughtLine[]> {
  const long = query.length >= 3;
  const rows = await boughtLines(db, userId)
    .innerJoin('goods as g', 'g.id', 'oi.good_id')
    .where('o.status', 'in', refundableOrderStatuses)
    .where((eb) =>
      eb.or([
        eb('g.normalized_number', '=', normalizedNumber),
        ...(long && normalizedNumber.length >= 3
          ? [eb('g.normalized_number', 'like', `${likePattern(normalizedNumber)}%`)]
          : []),
        ...(long ? [eb('oi.name', 'ilike', `%${likePattern(query)}%`)] : []),
      ]),
    )
    .orderBy('oi.order_id', 'desc')
    .orderBy('oi.id')
    .limit(FOUND_LINES_LIMIT)
    .execute();
  return rows.map(toBoughtLine);
}

/**
 * One line of the user's orders with its row locked until the transaction ends, so concurrent requests for
 * it queue. The line is read after the lock is taken: in a new statement, which sees what the previous
 * holder of the lock committed.
 */
export async function lockOwnLine(trx: Kysely<DB>, userId: number, uid: string): Promise<BoughtLine | null> {
  const locked = await trx
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select('oi.id')
    .where('oi.uid', '=', uid)
    .where('o.user_id', '=', userId)
    .forUpdate('oi')
    .executeTakeFirst();
  if (!locked) return null;
  const row = await boughtLines(trx, userId).where('oi.id', '=', locked.id).executeTakeFirstOrThrow();
  return toBoughtLine(row);
}

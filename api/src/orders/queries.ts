import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import {
  orderStatusNames,
  type OrderCreateResponse,
  type OrderSummary,
  type OrdersFilter,
  type Paginated,
} from '@shop/shared';
import { normalizePartNumber } from '@shop/shared/catalog';
import type { DB } from '../db/schema.js';
import { preparedStatement, slot } from '../db/prepared.js';
import type {
  ContractsTable,
  DeliveryMethodsTable,
  OrderItemsTable,
  OrdersTable,
  PaymentMethodsTable,
} from '../db/schema-orders.js';
import { moscowDayStart } from './moscow-day.js';

export const ORDERS_PER_PAGE = 20;

/** Largest order id the `integer` column holds: a longer run of digits is only a part number. */
const MAX_ORDER_ID = 2_147_483_647;

/**
 * The user's orders, newest first, 20 a page (SPEC §2 orders filter): by status, by order number or part
 * number (`query`), by Moscow dates from and to (both inclusive).
 */
export async function listOrders(
  db: Kysely<DB>,
  userId: number,
  filter: OrdersFilter,
): Promise<Paginated<OrderSummary>> {
  const page = filter.page ?? 1;
  let base = db.selectFrom('orders as o').where('o.user_id', '=', userId);
  if (filter.status) base = base.where('o.status', '=', filter.status);
  if (filter.dateFrom) base = base.where('o.created_at', '>=', moscowDayStart('dateFrom', filter.dateFrom));
  if (filter.dateTo) base = base.where('o.created_at', '<', moscowDayStart('dateTo', filter.dateTo, 1));
  const query = filter.query?.trim() ?? '';
  if (query !== '') {
    const number = normalizePartNumber(query);
    const id = /^\d{1,10}$/.test(query) && Number(query) <= MAX_ORDER_ID ? Number(query) : null;
    base = base.where((eb) =>
      eb.or([
        ...(id === null ? [] : [eb('o.id', '=', id)]),
        ...(number === ''
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('order_items as i')
                  .innerJoin('goods as g', 'g.id', 'i.good_id')
                  .select('i.id')
                  .whereRef('i.order_id', '=', 'o.id')
                  .where('g.normalized_number', 'like', `${number}%`),
              ),
            ]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .innerJoin('payment_methods as pm', 'pm.id', 'o.payment_method_id')
      .innerJoin('delivery_methods as dm', 'dm.id', 'o.delivery_method_id')
      .select((eb) => [
        'o.id',
        'o.uid',
        'o.status',
        'o.created_at',
        'o.total',
        'pm.name as payment_method_name',
        'dm.name as delivery_method_name',
        eb
          .selectFrom('order_items as i')
          .select(sql<number>`count(*)::int`.as('count'))
          .whereRef('i.order_id', '=', 'o.id')
          .as('items_count'),
      ])
      .orderBy('o.id', 'desc')
      .limit(ORDERS_PER_PAGE)
      .offset((page - 1) * ORDERS_PER_PAGE)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      uid: row.uid,
      status: row.status,
      statusName: orderStatusNames[row.status],
      createdAt: row.created_at.toISOString(),
      total: Number(row.total),
      itemsCount: Number(row.items_count ?? 0),
      paymentMethodName: row.payment_method_name,
      deliveryMethodName: row.delivery_method_name,
    })),
    total: Number(count.count),
    page,
    perPage: ORDERS_PER_PAGE,
  };
}

/** What an order's checks read of its contract, payment and delivery methods. */
export interface OrderTerms {
  /** The user's own contract; null when another user's, unknown or not chosen. */
  contract: Pick<
    Selectable<ContractsTable>,
    'id' | 'type' | 'currency' | 'is_for_order' | 'is_order_deny' | 'is_allow_qr_pay' | 'is_cashless_payments'
  > | null;
  paymentMethod: Pick<Selectable<PaymentMethodsTable>, 'id' | 'provider' | 'commission'> | null;
  deliveryMethod: Pick<
    Selectable<DeliveryMethodsTable>,
    'id' | 'is_address_required' | 'is_delivery_route_required'
  > | null;
}

const termsOf = preparedStatement<
  [userId: number, contract: number | null, paymentMethod: number | null, deliveryMethod: number | null]
>()('order-terms', (db) =>
  db.selectNoFrom((eb) => [
    jsonObjectFrom(
      eb
        .selectFrom('contracts')
        .select([
          'id',
          'type',
          'currency',
          'is_for_order',
          'is_order_deny',
          'is_allow_qr_pay',
          'is_cashless_payments',
        ])
        .where('id', '=', slot<number>(1))
        .where('user_id', '=', slot<number>(0)),
    ).as('contract'),
    jsonObjectFrom(
      eb
        .selectFrom('payment_methods')
        .select(['id', 'provider', sql<string>`commission::text`.as('commission')])
        .where('id', '=', slot<number>(2)),
    ).as('paymentMethod'),
    jsonObjectFrom(
      eb
        .selectFrom('delivery_methods')
        .select(['id', 'is_address_required', 'is_delivery_route_required'])
        .where('id', '=', slot<number>(3)),
    ).as('deliveryMethod'),
  ]),
);

/**
 * The contract (the user's own), payment and delivery methods an order names, in one prepared statement: one
 * round trip where three were. Each comes as a JSON object, so its numeric column goes as text.
 */
export async function orderTermsOf(
  db: Kysely<DB>,
  userId: number,
  chosen: { contract: number | null; paymentMethod: number | null; deliveryMethod: number | null },
): Promise<OrderTerms> {
  const [row] = await termsOf(db, userId, chosen.contract, chosen.paymentMethod, chosen.deliveryMethod);
  return row ?? { contract: null, paymentMethod: null, deliveryMethod: null };
}

/** A vendor's part as reservations count it: every offer of the vendor for the part shares them. */
export interface StockKey {
  vendorId: number;
  goodId: number;
}

/** Gives back `amount` units an open order held (a cancelled line). */
export async function releaseStock(trx: Transaction<DB>, key: StockKey, amount: number): Promise<void> {
  await trx
    .updateTable('stock_reservations')
    .set((eb) => ({ amount: eb('amount', '-', amount) }))
    .where('vendor_id', '=', key.vendorId)
    .where('good_id', '=', key.goodId)
    .execute();
}

/** An order as `place_order` (migration 0022) writes it: its row, its lines, and what the checks relied on. */
export interface OrderPlacement {
  order: Omit<
    Selectable<OrdersTable>,
    'id' | 'uid' | 'created_at' | 'updated_at' | 'version' | 'cancel_reason'
  >;
  /** Rows of order_items with the cart line each comes from (`cart_id`) and its payload index (`line`). */
  items: (Pick<
    Selectable<OrderItemsTable>,
    | 'good_id'
    | 'vendor_id'
    | 'offer_id'
    | 'item_key'
    | 'brand_name'
    | 'number'
    | 'name'
    | 'amount'
    | 'price'
    | 'delivery_hours'
    | 'is_stock'
    | 'refund'
    | 'reference'
  > & { cart_id: number; line: number })[];
  /** The contract's terms as the checks read them; the order is refused as changed when they differ. */
  contractTerms: Pick<
    Selectable<ContractsTable>,
    'type' | 'currency' | 'is_for_order' | 'is_order_deny' | 'is_allow_qr_pay' | 'is_cashless_payments'
  >;
  /** Paid later on the contract's credit: the credit limit applies. */
  onCredit: boolean;
}

export type PlacementOutcome =
  | { kind: 'placed'; order: OrderCreateResponse }
  /** The stock line at payload index `line` has only `available` units left. */
  | { kind: 'soldOut'; line: number; available: number }
  /** The contract's balance with its credit limit (a decimal string) does not cover the total. */
  | { kind: 'overCredit'; available: string }
  /** A cart line or the contract changed after the checks read them: check again. */
  | { kind: 'changed' };

const placementErrors: Record<string, (detail: string) => PlacementOutcome> = {
  OR409: (detail) => ({ kind: 'soldOut', ...(JSON.parse(detail) as { line: number; available: number }) }),
  OR402: (detail) => ({ kind: 'overCredit', available: detail }),
  OR412: () => ({ kind: 'changed' }),
};

function placementError(error: unknown): PlacementOutcome | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const outcome = placementErrors[String(error.code)];
  const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
  return outcome ? outcome(detail) : null;
}

/**
 * Places a checked order in one statement, one round trip (a named prepared statement on the server): the
 * function reserves the stock, debits the contract and writes the order, or refuses it and writes nothing.
 */
export async function placeOrder(db: Kysely<DB>, placement: OrderPlacement): Promise<PlacementOutcome> {
  try {
    const { rows } = await sql<OrderCreateResponse>`/* prepared:place-order */
      select placed_id as id, placed_uid as uid
      from place_order(${JSON.stringify(placement.order)}::jsonb, ${JSON.stringify(placement.items)}::jsonb,
        ${JSON.stringify(placement.contractTerms)}::jsonb, ${placement.onCredit})`.execute(db);
    const order = rows[0];
    if (!order) throw new Error('place_order не вернул заказ');
    return { kind: 'placed', order };
  } catch (error) {
    const outcome = placementError(error);
    if (outcome === null) throw error;
    return outcome;
  }
}

/** The user's order placed with this idempotency key, if any. */
export async function orderByIdempotencyKey(
  db: Kysely<DB>,
  userId: number,
  key: string,
): Promise<{ id: number; uid: string } | null> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'uid'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}

/** What the user's goods cost in one Moscow month ('2026-03'): lines less their cancelled units. */
export interface MonthSpendingRow {
  month: string;
  total: string;
  orders: number;
}

/**
 * The user's spending in a currency per Moscow month from `since` on: each line's price times its units not
 * cancelled, cancelled orders left out; months without such a line are absent (the service adds them as zeros).
 */
export async function spendingByMonth(
  db: Kysely<DB>,
  userId: number,
  currency: string,
  since: Date,
): Promise<MonthSpendingRow[]> {
  const month = sql<string>`to_char(o.created_at at time zone 'UTC' + interval '3 hours', 'YYYY-MM')`;
  return db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .where('o.user_id', '=', userId)
    .where('o.status', '<>', 'cancelled')
    .where('o.currency', '=', currency)
    .where('o.created_at', '>=', since)
    .where(sql<boolean>`i.amount > i.cancelled_amount`)
    .select([
      month.as('month'),
      sql<string>`sum(i.price * (i.amount - i.cancelled_amount))::text`.as('total'),
      sql<number>`count(distinct o.id)::int`.as('orders'),
    ])
    .groupBy(month)
    .orderBy(month)
    .execute();
}

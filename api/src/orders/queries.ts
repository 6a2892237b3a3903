import { sql, type Kysely, type Transaction } from 'kysely';
import { orderStatusNames, type OrderSummary, type OrdersFilter, type Paginated } from '@shop/shared';
import { normalizePartNumber } from '@shop/shared/catalog';
import type { DB } from '../db/schema.js';
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

/** A vendor's part as reservations count it: every offer of the vendor for the part shares them. */
export interface StockKey {
  vendorId: number;
  goodId: number;
}

/**
 * Adds `amount` units to what open orders hold of the part and answers the new total. The row stays locked
 * to the end of the transaction: orders of the same part take turns, and each sees the others' units.
 */
export async function holdStock(trx: Transaction<DB>, key: StockKey, amount: number): Promise<number> {
  const row = await trx
    .insertInto('stock_reservations')
    .values({ vendor_id: key.vendorId, good_id: key.goodId, amount })
    .onConflict((oc) =>
      oc.columns(['vendor_id', 'good_id']).doUpdateSet((eb) => ({
        amount: eb('stock_reservations.amount', '+', eb.ref('excluded.amount')),
      })),
    )
    .returning('amount')
    .executeTakeFirstOrThrow();
  return row.amount;
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

/** Units of the offer as the vendor's last price list gave them; 0 for an offer no longer listed. */
export async function listedAmount(trx: Transaction<DB>, offerId: number): Promise<number> {
  const row = await trx.selectFrom('offers').select('amount').where('id', '=', offerId).executeTakeFirst();
  return row?.amount ?? 0;
}

import { sql, type Kysely, type Transaction } from 'kysely';
import { orderStatusNames } from '@shop/shared';
import { normalizePartNumber } from '@shop/shared/catalog';
import type { DB } from '../../db/schema.js';
import type { OrderStatus, SupplierStatus } from '../../db/schema-orders.js';

export const ADMIN_ORDERS_PER_PAGE = 20;

export type AdminOrderSort = 'id' | 'createdAt' | 'total' | 'status';

export interface AdminOrdersFilter {
  status?: OrderStatus;
  /** Instants (the route turns Moscow days into them). */
  from?: Date;
  before?: Date;
  /** E-mail, name or company fragment. */
  customer?: string;
  /** Part number prefix in any spelling. */
  number?: string;
  sort: AdminOrderSort;
  descending: boolean;
  page: number;
}

export interface AdminOrderRow {
  id: number;
  uid: string;
  status: OrderStatus;
  statusName: string;
  createdAt: string;
  total: number;
  itemsCount: number;
  version: number;
  customer: { id: number; email: string; name: string };
  paymentMethodName: string;
  deliveryMethodName: string;
}

const sortColumns = {
  id: 'o.id',
  createdAt: 'o.created_at',
  total: 'o.total',
  status: 'o.status',
} as const;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Every customer's orders for the back office: filters, one sort column, pages of 20. */
export async function listAdminOrders(
  db: Kysely<DB>,
  filter: AdminOrdersFilter,
): Promise<{ items: AdminOrderRow[]; total: number }> {
  let base = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');
  if (filter.status) base = base.where('o.status', '=', filter.status);
  if (filter.from) base = base.where('o.created_at', '>=', filter.from);
  if (filter.before) base = base.where('o.created_at', '<', filter.before);
  const customer = filter.customer?.trim() ?? '';
  if (customer !== '') {
    const pattern = likePattern(customer);
    base = base.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb(sql<string>`u.last_name || ' ' || u.first_name`, 'ilike', pattern),
        eb(sql<string>`coalesce(u.company->>'name', '')`, 'ilike', pattern),
      ]),
    );
  }
  const number = normalizePartNumber(filter.number ?? '');
  if (number !== '') {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_items as i')
          .innerJoin('goods as g', 'g.id', 'i.good_id')
          .select('i.id')
          .whereRef('i.order_id', '=', 'o.id')
          .where('g.normalized_number', 'like', `${number}%`),
      ),
    );
  }
  const direction = filter.descending ? 'desc' : 'asc';
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
        'o.version',
        'u.id as user_id',
        'u.email',
        'u.last_name',
        'u.first_name',
        'pm.name as payment_method_name',
        'dm.name as delivery_method_name',
        eb
          .selectFrom('order_items as i')
          .select(sql<number>`count(*)::int`.as('count'))
          .whereRef('i.order_id', '=', 'o.id')
          .as('items_count'),
      ])
      .orderBy(sortColumns[filter.sort], direction)
      .orderBy('o.id', direction)
      .limit(ADMIN_ORDERS_PER_PAGE)
      .offset((filter.page - 1) * ADMIN_ORDERS_PER_PAGE)
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
      version: row.version,
      customer: {
        id: row.user_id,
        email: row.email,
        name: `${row.last_name} ${row.first_name}`.trim() || row.email,
      },
      paymentMethodName: row.payment_method_name,
      deliveryMethodName: row.delivery_method_name,
    })),
    total: Number(count.count),
  };
}

/** The order's row, locked for the rest of the transaction (null when there is none). */
export async function lockOrder(trx: Transaction<DB>, id: number) {
  return (
    (await trx
      .selectFrom('orders')
      .select(['id', 'user_id', 'status', 'version', 'contract_id', 'commission', 'total', 'cancel_reason'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()) ?? null
  );
}

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** Locks the contract's row, as placing an order does before it takes stock (no waits in a circle). */
export async function lockContract(trx: Transaction<DB>, contractId: number): Promise<void> {
  await trx.selectFrom('contracts').select('id').where('id', '=', contractId).forUpdate().execute();
}

/** Writes the status (the reservation trigger frees or takes stock); answers the new version. */
export async function writeOrderStatus(
  trx: Transaction<DB>,
  id: number,
  status: OrderStatus,
  cancelReason: string,
): Promise<number> {
  const row = await trx
    .updateTable('orders')
    .set({ status, cancel_reason: cancelReason, updated_at: new Date() })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * Cancels what is left of every line (units asked back by a refund stay bought: the refund decides them) and
 * recomputes the order's sum; answers the new sum as a decimal string.
 */
export async function cancelOrderLines(trx: Transaction<DB>, orderId: number): Promise<string> {
  await trx
    .updateTable('order_items as i')
    .set({
      cancelled_amount: sql<number>`greatest(i.cancelled_amount, i.amount - coalesce((
        select sum(r.amount)::int from refunds r where r.order_item_id = i.id and r.status <> 'rejected'
      ), 0))`,
    })
    .where('i.order_id', '=', orderId)
    .execute();
  const { sum } = await trx
    .selectFrom('order_items')
    .select(sql<string>`coalesce(sum(price * (amount - cancelled_amount)), 0)::text`.as('sum'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return sum;
}

export async function writeOrderTotals(
  trx: Transaction<DB>,
  id: number,
  sum: string,
  total: string,
): Promise<number> {
  const row = await trx
    .updateTable('orders')
    .set({ sum, total })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Sets a line's supplier status and moves the order's version on; null when the line is not the order's. */
export async function writeSupplierStatus(
  trx: Transaction<DB>,
  orderId: number,
  itemId: number,
  status: SupplierStatus,
): Promise<{ before: SupplierStatus; version: number } | null> {
  const line = await trx
    .selectFrom('order_items')
    .select('supplier_status')
    .where('id', '=', itemId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!line) return null;
  await trx.updateTable('order_items').set({ supplier_status: status }).where('id', '=', itemId).execute();
  const row = await trx
    .updateTable('orders')
    .set({ updated_at: new Date() })
    .where('id', '=', orderId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return { before: line.supplier_status, version: row.version };
}

export async function orderVersion(db: Kysely<DB>, id: number): Promise<number | null> {
  const row = await db.selectFrom('orders').select('version').where('id', '=', id).executeTakeFirst();
  return row?.version ?? null;
}

/** Who gets the order's mails. */
export async function orderCustomer(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'last_name', 'first_name', 'middle_name', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** A bank transfer recorded once per order and payment document (the key is unique); null when it was. */
export async function insertBankPayment(
  trx: Transaction<DB>,
  orderId: number,
  amount: string,
  key: string,
): Promise<number | null> {
  const row = await trx
    .insertInto('payments')
    .values({
      order_id: orderId,
      provider: 'bank',
      amount,
      status: 'succeeded',
      idempotency_key: key,
      paid_at: new Date(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

import Big from 'big.js';
import { sql, type Kysely } from 'kysely';
import {
  orderStatusNames,
  refundableOrderStatuses,
  type Order,
  type OrderItem,
  type OrderPayment,
} from '@shop/shared';
import type { DB } from '../db/schema.js';
import { toPaymentMethod } from '../payment-methods/service.js';
import { toDeliveryMethod } from '../delivery/queries.js';

/** Order total of SPEC §9: ceil(sum × (100 + commission) / 100), whole roubles. */
export function orderTotal(sum: Big.BigSource, commission: Big.BigSource): Big {
  return new Big(sum).times(new Big(100).plus(commission)).div(100).round(0, Big.roundUp);
}

/** What is still to pay: the total minus the succeeded payments, never below 0. */
export function amountToPay(total: Big.BigSource, paid: Big.BigSource): Big {
  const rest = new Big(total).minus(paid);
  return rest.gt(0) ? rest : new Big(0);
}

/** Sum of the order's succeeded payments, decimal string. */
export async function paidAmount(db: Kysely<DB>, orderId: number): Promise<string> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('paid'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return row.paid;
}

/** Units of each line asked back by refunds that were not rejected. */
export async function refundedAmounts(
  db: Kysely<DB>,
  itemIds: readonly number[],
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('refunds')
    .select(['order_item_id', sql<string>`sum(amount)::text`.as('amount')])
    .where('order_item_id', 'in', itemIds)
    .where('status', '<>', 'rejected')
    .groupBy('order_item_id')
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.amount)]));
}

/** The order's id and owner by its id or uid (null when there is none): for the access checks. */
export async function findOrderOwner(
  db: Kysely<DB>,
  by: { id: number } | { uid: string },
): Promise<{ id: number; userId: number } | null> {
  let query = db.selectFrom('orders').select(['id', 'user_id']);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('uid', '=', by.uid);
  const row = await query.executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id } : null;
}

/** Lines of an order; nothing is refundable until the order is paid (`refundable`). */
async function loadItems(db: Kysely<DB>, orderId: number, refundable: boolean): Promise<OrderItem[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('vendors as v', 'v.id', 'i.vendor_id')
    .selectAll('i')
    .select(['v.name as vendor_name', 'v.is_remote'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
  const refunded = await refundedAmounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const left = row.amount - row.cancelled_amount;
    return {
      id: row.id,
      uid: row.uid,
      good: { id: row.good_id, brand: { name: row.brand_name }, number: row.number },
      name: row.name,
      vendor: { id: row.vendor_id, name: row.vendor_name, isRemote: row.is_remote },
      amount: row.amount,
      cancelledAmount: row.cancelled_amount,
      price: Number(row.price),
      cost: new Big(row.price).times(left).toNumber(),
      deliveryTime: row.delivery_hours,
      isStock: row.is_stock,
      refund: row.refund,
      reference: row.reference,
      refundableAmount: refundable ? Math.max(0, left - (refunded.get(row.id) ?? 0)) : 0,
      supplierStatus: row.supplier_status,
    };
  });
}

async function loadPayments(db: Kysely<DB>, orderId: number): Promise<OrderPayment[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'uid', 'provider', 'amount', 'status', 'created_at', 'paid_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    provider: row.provider,
    amount: Number(row.amount),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  }));
}

/** The order as the API sends it (`GET /api/orders/show/{id}`), or null when there is none. No access check. */
export async function loadOrder(db: Kysely<DB>, id: number): Promise<Order | null> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('contracts as c', 'c.id', 'o.contract_id')
    .select([
      'o.id',
      'o.uid',
      'o.status',
      'o.created_at',
      'o.payment_method_id',
      'o.delivery_method_id',
      'o.delivery_address',
      'o.delivery_customer_name',
      'o.delivery_at',
      'o.customer_comment',
      'o.sum',
      'o.commission',
      'o.total',
      'o.currency',
      'o.cancel_reason',
      'c.id as contract_id',
      'c.name as contract_name',
      'c.number as contract_number',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [paymentMethod, deliveryMethod, items, payments, paid] = await Promise.all([
    db
      .selectFrom('payment_methods')
      .selectAll()
      .where('id', '=', row.payment_method_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('delivery_methods')
      .selectAll()
      .where('id', '=', row.delivery_method_id)
      .executeTakeFirstOrThrow(),
    loadItems(db, row.id, refundableOrderStatuses.includes(row.status)),
    loadPayments(db, row.id),
    paidAmount(db, row.id),
  ]);
  return {
    id: row.id,
    uid: row.uid,
    status: row.status,
    statusName: orderStatusNames[row.status],
    createdAt: row.created_at.toISOString(),
    contract: { id: row.contract_id, name: row.contract_name, number: row.contract_number },
    paymentMethod: toPaymentMethod(paymentMethod),
    deliveryMethod: toDeliveryMethod(deliveryMethod),
    deliveryAddress: row.delivery_address,
    deliveryCustomerName: row.delivery_customer_name,
    deliveryAt: row.delivery_at?.toISOString() ?? null,
    customerComment: row.customer_comment,
    sum: Number(row.sum),
    commission: Number(row.commission),
    total: Number(row.total),
    toPay: amountToPay(row.total, paid).toNumber(),
    currency: row.currency,
    items,
    payments,
    cancelReason: row.cancel_reason,
  };
}

import type { Database } from '../../db/connection.js';

/** The order of this user with its contract and buyer; undefined for another user's or a missing order. */
export function invoiceOrderRow(db: Database, orderId: number, userId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('contracts as c', 'c.id', 'o.contract_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.status',
      'o.created_at',
      'o.sum',
      'o.commission',
      'o.total',
      'c.number as contract_number',
      'c.name as contract_name',
      'u.company',
      'u.last_name',
      'u.first_name',
      'u.middle_name',
      'u.email',
    ])
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst();
}

export function invoiceLineRows(db: Database, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['brand_name', 'number', 'name', 'amount', 'cancelled_amount', 'price'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function buyerRow(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .select(['company', 'last_name', 'first_name', 'middle_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

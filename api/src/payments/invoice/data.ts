import type { Kysely } from 'kysely';
import type { Company } from '@shop/shared';
import type { DB } from '../../db/schema.js';
import type { OrderStatus } from '../../db/schema-orders.js';

export interface InvoiceLine {
  brandName: string;
  number: string;
  name: string;
  /** Bought minus cancelled. */
  amount: number;
  price: string;
}

export interface InvoiceData {
  /** The invoice's number: the order's id, or `П-<id>` of a top-up. */
  number: string;
  status: OrderStatus;
  createdAt: Date;
  sum: string;
  commission: string;
  total: string;
  paid: string;
  contractNumber: string;
  contractName: string;
  buyer: { company: Company | null; lastName: string; firstName: string; middleName: string; email: string };
  lines: InvoiceLine[];
}

/** The order of this user with its lines and buyer; null for another user's or a missing order. */
export async function loadInvoiceData(
  db: Kysely<DB>,
  orderId: number,
  userId: number,
): Promise<InvoiceData | null> {
  const order = await db
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
  if (!order) return null;
  const [lines, paid] = await Promise.all([
    db
      .selectFrom('order_items')
      .select(['brand_name', 'number', 'name', 'amount', 'cancelled_amount', 'price'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('paid'))
      .where('order_id', '=', orderId)
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    number: String(order.id),
    status: order.status,
    createdAt: order.created_at,
    sum: order.sum,
    commission: order.commission,
    total: order.total,
    paid: String(paid.paid),
    contractNumber: order.contract_number,
    contractName: order.contract_name,
    buyer: {
      company: order.company,
      lastName: order.last_name,
      firstName: order.first_name,
      middleName: order.middle_name,
      email: order.email,
    },
    lines: lines
      .filter((line) => line.amount > line.cancelled_amount)
      .map((line) => ({
        brandName: line.brand_name,
        number: line.number,
        name: line.name,
        amount: line.amount - line.cancelled_amount,
        price: line.price,
      })),
  };
}

/** The buyer of a top-up's invoice: the user's company or name. */
export async function loadBuyer(db: Kysely<DB>, userId: number): Promise<InvoiceData['buyer']> {
  const user = await db
    .selectFrom('users')
    .select(['company', 'last_name', 'first_name', 'middle_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    company: user.company,
    lastName: user.last_name,
    firstName: user.first_name,
    middleName: user.middle_name,
    email: user.email,
  };
}

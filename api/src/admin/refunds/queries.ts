import { sql, type Kysely } from 'kysely';
import type { RefundRequest } from '@shop/shared';
import type { DB } from '../../db/schema.js';
import type { RefundStatus } from '../../db/schema-orders.js';
import { refundRequests, toRefundRequest } from '../../refunds/queries.js';

export const ADMIN_REFUNDS_PER_PAGE = 20;

export interface AdminRefundsFilter {
  status?: RefundStatus;
  customer?: string;
  sort: 'id' | 'sum';
  descending: boolean;
  page: number;
}

export interface AdminRefundRow extends RefundRequest {
  customer: { id: number; email: string; name: string };
}

/** Every customer's refund requests for the back office. */
export async function listAdminRefunds(
  db: Kysely<DB>,
  filter: AdminRefundsFilter,
): Promise<{ items: AdminRefundRow[]; total: number }> {
  let base = refundRequests(db).innerJoin('users as u', 'u.id', 'r.user_id');
  if (filter.status) base = base.where('r.status', '=', filter.status);
  const customer = filter.customer?.trim() ?? '';
  if (customer !== '') {
    const pattern = `%${customer.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb(sql<string>`u.last_name || ' ' || u.first_name`, 'ilike', pattern),
      ]),
    );
  }
  const direction = filter.descending ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    base
      .select(['u.id as user_id', 'u.email', 'u.last_name', 'u.first_name'])
      .orderBy(filter.sort === 'sum' ? 'r.sum' : 'r.id', direction)
      .orderBy('r.id', direction)
      .limit(ADMIN_REFUNDS_PER_PAGE)
      .offset((filter.page - 1) * ADMIN_REFUNDS_PER_PAGE)
      .execute(),
    base
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      ...toRefundRequest(row),
      customer: {
        id: row.user_id,
        email: row.email,
        name: `${row.last_name} ${row.first_name}`.trim() || row.email,
      },
    })),
    total: Number(count.count),
  };
}

export async function customerEmail(db: Kysely<DB>, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.email;
}

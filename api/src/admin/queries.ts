import { sql } from 'kysely';
import type { AdminUserRow, Paginated } from '@shop/shared';
import type { Database } from '../db/connection.js';

export const ADMIN_USERS_PER_PAGE = 20;

/** Users matching an e-mail, name or company fragment, newest first. */
export async function searchUsers(
  db: Database,
  query: string,
  page: number,
): Promise<Paginated<AdminUserRow>> {
  const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  let base = db.selectFrom('users');
  if (query) {
    base = base.where((eb) =>
      eb.or([
        eb('email', 'ilike', pattern),
        eb('last_name', 'ilike', pattern),
        eb('first_name', 'ilike', pattern),
        eb(sql<string>`coalesce(company->>'name', '')`, 'ilike', pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'id',
        'email',
        'last_name',
        'first_name',
        'middle_name',
        'type',
        'is_admin',
        'is_wholesale',
        sql<string | null>`company->>'name'`.as('company_name'),
      ])
      .orderBy('id', 'desc')
      .limit(ADMIN_USERS_PER_PAGE)
      .offset((page - 1) * ADMIN_USERS_PER_PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      lastName: row.last_name,
      firstName: row.first_name,
      middleName: row.middle_name,
      type: row.type,
      isAdmin: row.is_admin,
      isWholesale: row.is_wholesale,
      companyName: row.company_name,
    })),
    total: Number(total.count),
    page,
    perPage: ADMIN_USERS_PER_PAGE,
  };
}

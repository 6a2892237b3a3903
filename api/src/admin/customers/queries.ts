import { sql, type Kysely, type Transaction } from 'kysely';
import type { Contract } from '@shop/shared';
import type { CustomerTermsInput } from '@shop/back-office-rules';
import type { DB } from '../../db/schema.js';
import { toContract } from '../../contracts/mapper.js';

export const ADMIN_CUSTOMERS_PER_PAGE = 20;

export interface AdminCustomersFilter {
  query: string;
  wholesale?: boolean;
  sort: 'id' | 'email' | 'name';
  descending: boolean;
  page: number;
}

export interface AdminCustomerRow {
  id: number;
  email: string;
  name: string;
  type: 'retail' | 'business';
  companyName: string | null;
  isAdmin: boolean;
  isWholesale: boolean;
  markup: number;
  createdAt: string;
}

export async function listCustomers(
  db: Kysely<DB>,
  filter: AdminCustomersFilter,
): Promise<{ items: AdminCustomerRow[]; total: number }> {
  let base = db.selectFrom('users');
  if (filter.query) {
    const pattern = `%${filter.query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('email', 'ilike', pattern),
        eb(sql<string>`last_name || ' ' || first_name`, 'ilike', pattern),
        eb(sql<string>`coalesce(company->>'name', '')`, 'ilike', pattern),
        eb(sql<string>`coalesce(company->>'inn', '')`, 'like', pattern),
      ]),
    );
  }
  if (filter.wholesale !== undefined) base = base.where('is_wholesale', '=', filter.wholesale);
  const direction = filter.descending ? 'desc' : 'asc';
  const sortColumn =
    filter.sort === 'email' ? 'email' : filter.sort === 'name' ? sql`last_name || ' ' || first_name` : 'id';
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'email',
        'last_name',
        'first_name',
        'type',
        'is_admin',
        'is_wholesale',
        'markup',
        'created_at',
        sql<string | null>`company->>'name'`.as('company_name'),
      ])
      .orderBy(sortColumn, direction)
      .orderBy('id', direction)
      .limit(ADMIN_CUSTOMERS_PER_PAGE)
      .offset((filter.page - 1) * ADMIN_CUSTOMERS_PER_PAGE)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: `${row.last_name} ${row.first_name}`.trim() || row.email,
      type: row.type,
      companyName: row.company_name,
      isAdmin: row.is_admin,
      isWholesale: row.is_wholesale,
      markup: Number(row.markup),
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(count.count),
  };
}

/** The customer's editable terms as stored (null when there is no such user). */
export async function customerTerms(db: Kysely<DB>, id: number): Promise<CustomerTermsInput | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'is_wholesale',
      'markup',
      'price_level_id',
      'office_id',
      'is_allow_download_pricelist',
      'is_allow_batch_search',
      'is_allow_use_api',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const curators = await db
    .selectFrom('curators')
    .select('manager_id')
    .where('user_id', '=', id)
    .orderBy('manager_id')
    .execute();
  return {
    isWholesale: row.is_wholesale,
    markup: Number(row.markup),
    priceLevel: row.price_level_id,
    office: row.office_id,
    isAllowDownloadPricelist: row.is_allow_download_pricelist,
    isAllowBatchSearch: row.is_allow_batch_search,
    isAllowUseApi: row.is_allow_use_api,
    curators: curators.map((curator) => curator.manager_id),
  };
}

export async function customerIdentity(db: Kysely<DB>, id: number) {
  return (
    (await db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'type',
        'last_name',
        'first_name',
        'middle_name',
        'phone',
        'is_admin',
        sql<string | null>`company->>'name'`.as('company_name'),
      ])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export async function customerContracts(db: Kysely<DB>, userId: number): Promise<Contract[]> {
  const rows = await db
    .selectFrom('contracts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toContract);
}

/** The choices of the terms form: offices, price levels, managers. */
export async function termChoices(db: Kysely<DB>) {
  const [offices, priceLevels, managers] = await Promise.all([
    db.selectFrom('offices').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('price_levels').select(['id', 'name', 'is_default']).orderBy('id').execute(),
    db.selectFrom('managers').select(['id', 'name', 'email']).orderBy('name').execute(),
  ]);
  return {
    offices,
    priceLevels: priceLevels.map((level) => ({
      id: level.id,
      name: level.name,
      isDefault: level.is_default,
    })),
    managers,
  };
}

/** Which of the given ids exist in the table. */
export async function existingIds(
  db: Kysely<DB>,
  table: 'offices' | 'price_levels' | 'managers',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Locks the user's row, so two managers' edits of one customer take turns. */
export async function lockCustomer(trx: Transaction<DB>, id: number): Promise<boolean> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export async function writeCustomerTerms(
  trx: Transaction<DB>,
  id: number,
  terms: CustomerTermsInput,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      is_wholesale: terms.isWholesale,
      markup: terms.markup,
      price_level_id: terms.priceLevel,
      office_id: terms.office,
      is_allow_download_pricelist: terms.isAllowDownloadPricelist,
      is_allow_batch_search: terms.isAllowBatchSearch,
      is_allow_use_api: terms.isAllowUseApi,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('curators').where('user_id', '=', id).execute();
  if (terms.curators.length > 0) {
    await trx
      .insertInto('curators')
      .values(terms.curators.map((managerId) => ({ user_id: id, manager_id: managerId })))
      .execute();
  }
}

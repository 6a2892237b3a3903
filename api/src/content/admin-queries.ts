import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/connection.js';
import type { DB } from '../db/schema.js';
import type { ContentTable } from './admin-kinds.js';

/**
 * The admin API's rows, for any content table: table and column names come only from `admin-kinds.ts`
 * (constants), values are always bound parameters.
 */
export type ContentRow = Record<string, unknown> & { id: number };
type Executor = Database | Transaction<DB>;

export const ADMIN_CONTENT_PER_PAGE = 20;

export interface ContentListFilter {
  /** Part of the text looked for in these columns (case-insensitive). */
  search: string;
  searchColumns: readonly string[];
  /** Columns that must equal the value (a post's type, the published flag). */
  equals: Record<string, string | boolean>;
  sortColumn: string;
  descending: boolean;
  page: number;
}

/** One page of a content table, newest first unless sorted otherwise, and the count of all that match. */
export async function listContentRows(
  db: Executor,
  table: ContentTable,
  filter: ContentListFilter,
): Promise<{ rows: ContentRow[]; total: number }> {
  const conditions = Object.entries(filter.equals).map(
    ([column, value]) => sql`${sql.ref(column)} = ${value}`,
  );
  if (filter.search !== '' && filter.searchColumns.length > 0) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const any = filter.searchColumns.map((column) => sql`${sql.ref(column)} ilike ${pattern}`);
    conditions.push(sql`(${sql.join(any, sql` or `)})`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = filter.descending ? sql`desc` : sql`asc`;
  const [page, count] = await Promise.all([
    sql<ContentRow>`select * from ${sql.table(table)} ${where}
      order by ${sql.ref(filter.sortColumn)} ${direction}, id ${direction}
      limit ${ADMIN_CONTENT_PER_PAGE} offset ${(filter.page - 1) * ADMIN_CONTENT_PER_PAGE}`.execute(db),
    sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)} ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.count ?? 0) };
}

/** Goods named by id, for the admin's carousels and promotions: brand, number and name. */
export function goodsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('goods')
    .innerJoin('brands', 'brands.id', 'goods.brand_id')
    .select(['goods.id', 'brands.name as brand', 'goods.number', 'goods.name'])
    .where('goods.id', 'in', ids)
    .execute();
}

export async function findContentRow(
  db: Executor,
  table: ContentTable,
  id: number,
  lock = false,
): Promise<ContentRow | undefined> {
  const forUpdate = lock ? sql` for update` : sql``;
  const result =
    await sql<ContentRow>`select * from ${sql.table(table)} where id = ${id}${forUpdate}`.execute(db);
  return result.rows[0];
}

function assignments(values: Record<string, unknown>) {
  return Object.entries(values).map(([column, value]) => ({ column: sql.ref(column), value: sql`${value}` }));
}

export async function insertContentRow(
  db: Executor,
  table: ContentTable,
  values: Record<string, unknown>,
): Promise<ContentRow> {
  const pairs = assignments(values);
  const columns = sql.join(pairs.map((pair) => pair.column));
  const bound = sql.join(pairs.map((pair) => pair.value));
  const result =
    await sql<ContentRow>`insert into ${sql.table(table)} (${columns}) values (${bound}) returning *`.execute(
      db,
    );
  const row = result.rows[0];
  if (!row) throw new Error(`insert into ${table} returned nothing`);
  return row;
}

/** `updated_at` moves with every change, where the table has one. */
export async function updateContentRow(
  db: Executor,
  table: ContentTable,
  id: number,
  values: Record<string, unknown>,
  touch: boolean,
): Promise<ContentRow | undefined> {
  const pairs = assignments(values).map((pair) => sql`${pair.column} = ${pair.value}`);
  if (touch) pairs.push(sql`updated_at = now()`);
  const result =
    await sql<ContentRow>`update ${sql.table(table)} set ${sql.join(pairs)} where id = ${id} returning *`.execute(
      db,
    );
  return result.rows[0];
}

export async function deleteContentRow(db: Executor, table: ContentTable, id: number): Promise<boolean> {
  const result = await sql`delete from ${sql.table(table)} where id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** One line of `audit_log` per change of content: who, what, and the row before and after. */
export async function recordContentChange(
  db: Executor,
  entry: { actorId: number; action: string; details: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorId,
      subject_user_id: null,
      action: entry.action,
      details: JSON.stringify(entry.details),
    })
    .execute();
}

export function countExistingGoods(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function mediaExists(db: Executor, path: string): Promise<boolean> {
  return db
    .selectFrom('media')
    .select('id')
    .where('path', '=', path)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export type CampaignSettingsValues = Partial<{
  is_active: boolean;
  is_toast_active: boolean;
  is_modal_active: boolean;
  toast_show_time: number;
  modal_show_time: number;
  initial_delay: number;
  toast_change_time: number;
  toast_width: number;
}>;

/** The one settings row, locked while it changes so the audit's "before" is exact. */
export async function changeCampaignSettings(
  db: Database,
  values: CampaignSettingsValues,
  audit: (before: unknown, after: unknown, trx: Transaction<DB>) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('campaign_settings')
      .selectAll()
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirst();
    const after = before
      ? await trx
          .updateTable('campaign_settings')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', 1)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('campaign_settings')
          .values({ id: 1, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
    await audit(before ?? null, after, trx);
  });
}

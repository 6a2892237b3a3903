import { sql, type Kysely } from 'kysely';
import type { ImportReport } from '@shop/shared';
import type { DB } from '../../db/schema.js';
import { storable, storableRows } from '../../db/storable.js';

export const IMPORT_HISTORY_LIMIT = 50;

export interface PriceListImportRow {
  id: number;
  vendor: { id: number; name: string };
  admin: string | null;
  fileName: string;
  status: 'running' | 'done' | 'failed' | 'interrupted';
  rowsRead: number;
  imported: number;
  rejectedTotal: number;
  error: string;
  startedAt: string;
  finishedAt: string | null;
}

export const INTERRUPTED_IMPORT_ERROR =
  'Загрузка прервана: сервер остановился, не закончив её. Загрузите файл ещё раз.';

export async function insertImport(
  db: Kysely<DB>,
  entry: { vendorId: number; adminId: number; fileName: string; instanceId: string },
): Promise<number | null> {
  const row = await db
    .insertInto('price_list_imports')
    .columns(['vendor_id', 'admin_id', 'file_name', 'instance_id'])
    .expression((eb) =>
      eb
        .selectFrom('vendors')
        .select([
          'id',
          sql<number>`${entry.adminId}::integer`.as('admin_id'),
          sql<string>`${storable(entry.fileName)}::text`.as('file_name'),
          sql<string>`${entry.instanceId}::text`.as('instance_id'),
        ])
        .where('id', '=', entry.vendorId),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function writeImportProgress(db: Kysely<DB>, id: number, rowsRead: number): Promise<void> {
  await db
    .updateTable('price_list_imports')
    .set({ rows_read: rowsRead })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function finishImport(
  db: Kysely<DB>,
  id: number,
  outcome: { report: ImportReport } | { error: string; rejected: ImportReport['rejected'] },
): Promise<void> {
  const values =
    'report' in outcome
      ? {
          status: 'done' as const,
          imported: outcome.report.imported,
          rejected_total: outcome.report.rejectedTotal,
          rejected: storableRows(outcome.report.rejected),
          rows_read: outcome.report.imported + outcome.report.rejectedTotal,
        }
      : {
          status: 'failed' as const,
          error: storable(outcome.error),
          rejected: storableRows(outcome.rejected),
          rejected_total: outcome.rejected.length,
        };
  await db
    .updateTable('price_list_imports')
    .set({ ...values, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * Running imports that no live API instance owns (its instance not seen for `staleSeconds`, or none: older
 * than migration 0026) become 'interrupted': their process was killed or crashed, the rows it wrote rolled back.
 */
export async function markInterruptedImports(db: Kysely<DB>, staleSeconds: number): Promise<void> {
  await db
    .updateTable('price_list_imports as p')
    .set({ status: 'interrupted', error: INTERRUPTED_IMPORT_ERROR, finished_at: sql<Date>`now()` })
    .where('p.status', '=', 'running')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('api_instances as i')
            .select('i.id')
            .whereRef('i.id', '=', 'p.instance_id')
            .where('i.seen_at', '>=', sql<Date>`now() - ${staleSeconds} * interval '1 second'`),
        ),
      ),
    )
    .execute();
}

/** The last imports, of one vendor or of all, newest first. */
export async function listImports(db: Kysely<DB>, vendorId: number | null): Promise<PriceListImportRow[]> {
  let query = db
    .selectFrom('price_list_imports as p')
    .innerJoin('vendors as v', 'v.id', 'p.vendor_id')
    .leftJoin('users as u', 'u.id', 'p.admin_id')
    .select([
      'p.id',
      'p.vendor_id',
      'v.name as vendor_name',
      'u.email as admin_email',
      'p.file_name',
      'p.status',
      'p.rows_read',
      'p.imported',
      'p.rejected_total',
      'p.error',
      'p.started_at',
      'p.finished_at',
    ])
    .orderBy('p.id', 'desc')
    .limit(IMPORT_HISTORY_LIMIT);
  if (vendorId !== null) query = query.where('p.vendor_id', '=', vendorId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    vendor: { id: row.vendor_id, name: row.vendor_name },
    admin: row.admin_email,
    fileName: row.file_name,
    status: row.status,
    rowsRead: row.rows_read,
    imported: row.imported,
    rejectedTotal: row.rejected_total,
    error: row.error,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  }));
}

export async function importRejections(db: Kysely<DB>, id: number) {
  return (
    (await db
      .selectFrom('price_list_imports')
      .select(['id', 'file_name', 'rejected', 'rejected_total'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** Vendors whose price lists are imported (the shop's own stock and suppliers; remote ones answer live). */
export async function importableVendors(db: Kysely<DB>) {
  return db
    .selectFrom('vendors')
    .select(['id', 'name'])
    .where('is_remote', '=', false)
    .orderBy('name')
    .execute();
}

export interface UnknownBrandRow {
  spelling: string;
  brand: string;
  rows: number;
  vendors: number;
}

/** Brand spellings of held rows (of one vendor or all), most rows first. */
export async function unknownBrands(db: Kysely<DB>, vendorId: number | null): Promise<UnknownBrandRow[]> {
  const result = await sql<UnknownBrandRow>`
    select normalized_brand as spelling, min(brand) as brand, count(*)::int as rows,
      count(distinct vendor_id)::int as vendors
    from price_list_held_rows
    where ${vendorId === null ? sql`true` : sql`vendor_id = ${vendorId}`}
    group by normalized_brand
    order by count(*) desc, normalized_brand
    limit 500`.execute(db);
  return result.rows;
}

/** The id of the brand of this id or, with `name`, of this normalised name (created when missing). */
export async function brandFor(
  db: Kysely<DB>,
  choice: { brandId: number } | { name: string; normalizedName: string },
): Promise<number | null> {
  if ('brandId' in choice) {
    const row = await db
      .selectFrom('brands')
      .select('id')
      .where('id', '=', choice.brandId)
      .executeTakeFirst();
    return row?.id ?? null;
  }
  await db
    .insertInto('brands')
    .values({ name: choice.name, normalized_name: choice.normalizedName })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .selectFrom('brands')
    .select('id')
    .where('normalized_name', '=', choice.normalizedName)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Saves a spelling of a brand; a spelling already taken stays with its brand. */
export async function saveSynonym(
  db: Kysely<DB>,
  synonym: { normalizedName: string; name: string; brandId: number },
): Promise<void> {
  await db
    .insertInto('brand_synonyms')
    .values({ normalized_name: synonym.normalizedName, name: synonym.name, brand_id: synonym.brandId })
    .onConflict((oc) => oc.column('normalized_name').doNothing())
    .execute();
}

/**
 * Makes the held rows of a spelling offers of `brandId`, set-based: the vendors are locked against an import
 * meanwhile, missing goods created, and per vendor and part the best-priced row updates the vendor's offer of
 * the part or becomes one (as an 'update' list would); the rows are then dropped. The offers made or updated.
 */
export async function releaseHeldRows(db: Kysely<DB>, spelling: string, brandId: number): Promise<number> {
  await sql`select id from vendors
    where id in (select vendor_id from price_list_held_rows where normalized_brand = ${spelling})
    order by id for no key update`.execute(db);
  await sql`insert into goods (brand_id, number, normalized_number, name)
    select distinct on (normalized_number) ${brandId}::integer, number, normalized_number, name
    from price_list_held_rows
    where normalized_brand = ${spelling}
    order by normalized_number, id
    on conflict do nothing`.execute(db);
  const result = await sql<{ count: number }>`
    with best as (
      select distinct on (h.vendor_id, g.id) h.vendor_id, g.id as good_id, h.price, h.currency, h.amount,
        h.min_amount, h.multiplicity, h.delivery_hours, h.refund_allowed, h.refund_percent,
        (select min(o.id) from offers o where o.vendor_id = h.vendor_id and o.good_id = g.id) as offer_id
      from price_list_held_rows h
      join goods g on g.normalized_number = h.normalized_number and g.brand_id = ${brandId}
      where h.normalized_brand = ${spelling}
      order by h.vendor_id, g.id, h.price, h.id
    ), updated as (
      update offers o set purchase_price = b.price, currency = b.currency, amount = b.amount,
        min_amount = b.min_amount, multiplicity = b.multiplicity, delivery_hours = b.delivery_hours,
        refund_allowed = b.refund_allowed, refund_percent = b.refund_percent, updated_at = now()
      from best b
      where o.id = b.offer_id
      returning 1
    ), inserted as (
      insert into offers (vendor_id, good_id, purchase_price, currency, amount, min_amount, multiplicity,
        delivery_hours, refund_allowed, refund_percent)
      select vendor_id, good_id, price, currency, amount, min_amount, multiplicity, delivery_hours,
        refund_allowed, refund_percent
      from best
      where offer_id is null
      returning 1
    )
    select ((select count(*) from updated) + (select count(*) from inserted))::int as count`.execute(db);
  await sql`delete from price_list_held_rows where normalized_brand = ${spelling}`.execute(db);
  return result.rows[0]?.count ?? 0;
}

export interface ImportSettingsRow {
  stock_words: Record<string, number>;
  less_than: 'one' | 'below';
  duplicates: 'cheapest' | 'first';
}

export async function importSettingsOf(db: Kysely<DB>, vendorId: number): Promise<ImportSettingsRow | null> {
  const result = await sql<ImportSettingsRow>`
    select stock_words, less_than, duplicates from price_list_settings where vendor_id = ${vendorId}`.execute(
    db,
  );
  return result.rows[0] ?? null;
}

export async function saveImportSettings(
  db: Kysely<DB>,
  vendorId: number,
  settings: ImportSettingsRow,
): Promise<void> {
  await sql`insert into price_list_settings (vendor_id, stock_words, less_than, duplicates)
    values (${vendorId}, ${JSON.stringify(settings.stock_words)}::jsonb, ${settings.less_than}, ${settings.duplicates})
    on conflict (vendor_id) do update
      set stock_words = excluded.stock_words, less_than = excluded.less_than, duplicates = excluded.duplicates,
        updated_at = now()`.execute(db);
}

export async function vendorExists(db: Kysely<DB>, vendorId: number): Promise<boolean> {
  return (
    (await db.selectFrom('vendors').select('id').where('id', '=', vendorId).executeTakeFirst()) !== undefined
  );
}

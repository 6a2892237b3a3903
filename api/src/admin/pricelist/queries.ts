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
  status: 'running' | 'done' | 'failed';
  rowsRead: number;
  imported: number;
  rejectedTotal: number;
  error: string;
  startedAt: string;
  finishedAt: string | null;
}

export async function insertImport(
  db: Kysely<DB>,
  entry: { vendorId: number; adminId: number; fileName: string },
): Promise<number | null> {
  const row = await db
    .insertInto('price_list_imports')
    .columns(['vendor_id', 'admin_id', 'file_name'])
    .expression((eb) =>
      eb
        .selectFrom('vendors')
        .select([
          'id',
          sql<number>`${entry.adminId}::integer`.as('admin_id'),
          sql<string>`${storable(entry.fileName)}::text`.as('file_name'),
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

import { sql } from 'kysely';
import type { Database } from '../db/connection.js';

export interface StoredMedia {
  path: string;
  content_type: string;
  checksum: string;
}

export function findMedia(db: Database, path: string): Promise<StoredMedia | undefined> {
  return db
    .selectFrom('media')
    .select(['path', 'content_type', 'checksum'])
    .where('path', '=', path)
    .executeTakeFirst();
}

/** Records a file stored under its path; a new file at a taken path replaces the row. */
export async function saveMedia(
  db: Database,
  file: { path: string; contentType: string; size: number; checksum: string },
): Promise<void> {
  const values = { content_type: file.contentType, size: file.size, checksum: file.checksum };
  await db
    .insertInto('media')
    .values({ path: file.path, ...values })
    .onConflict((conflict) => conflict.column('path').doUpdateSet(values))
    .execute();
}

export function listMedia(
  db: Database,
): Promise<{ path: string; content_type: string; size: number; created_at: Date }[]> {
  return db
    .selectFrom('media')
    .select(['path', 'content_type', 'size', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
}

/**
 * Before migration 0020: the paths of rows that still hold their bytes; null when the column is gone (the
 * migration ran, or a database made after it).
 */
export async function pathsWithBytes(db: Database): Promise<string[] | null> {
  const column = await sql<{ found: number }>`
    select 1 as found from information_schema.columns
    where table_schema = current_schema() and table_name = 'media' and column_name = 'data'`.execute(db);
  if (column.rows.length === 0) return null;
  const rows = await sql<{ path: string }>`select path from media order by id`.execute(db);
  return rows.rows.map((row) => row.path);
}

/** The bytes a row held before migration 0020 (raw SQL: the column is no longer in the schema's types). */
export async function bytesOf(
  db: Database,
  path: string,
): Promise<{ data: Buffer; contentType: string } | null> {
  const rows = await sql<{ data: Buffer; content_type: string }>`
    select data, content_type from media where path = ${path}`.execute(db);
  const row = rows.rows[0];
  return row ? { data: row.data, contentType: row.content_type } : null;
}

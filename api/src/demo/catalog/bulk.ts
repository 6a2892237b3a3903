import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type SqlType = 'integer' | 'bigint' | 'text' | 'numeric' | 'boolean';

export interface BulkColumn<T> {
  name: string;
  type: SqlType;
  value(row: T): string | number | boolean | null;
}

/** Rows per statement: keeps the arrays of one statement to a few hundred kilobytes. */
const CHUNK = 5000;

/**
 * Inserts rows a chunk at a time as one array per column (`insert … select from unnest(…)`): a single
 * parameter per column instead of one per value, several times faster than VALUES lists on PGlite.
 */
export async function bulkInsert<T>(
  db: Kysely<DB>,
  table: keyof DB,
  columns: readonly BulkColumn<T>[],
  rows: readonly T[],
): Promise<void> {
  const names = sql.join(columns.map((column) => sql.id(column.name)));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = columns.map(
      (column) => sql`${chunk.map((row) => column.value(row))}::${sql.raw(column.type)}[]`,
    );
    await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${sql.join(arrays)})`.execute(
      db,
    );
  }
}

import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  databaseUrl: string | null;
  databaseSchema: string | null;
  dataDir: string;
}

export interface DatabaseHandle {
  db: Database;
  /** Schema that holds the tables and the migration log. */
  schema: string;
  kind: 'pglite' | 'postgres';
  /** The server's pool behind `db`, for what Kysely cannot send (COPY of the price-list importer). */
  pool?: pg.Pool;
}

/** `bigint` ids are read as numbers: ids stay far below 2^53, and one type for ids is simpler everywhere. */
const INT8_OID = 20;
const parseInt8 = (value: string): number => Number(value);

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

function postgresPool(url: string, schema: string | null): pg.Pool {
  if (schema !== null && !schemaName.test(schema)) {
    throw new Error(`Недопустимое имя схемы базы данных: ${schema}`);
  }
  return new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format),
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
}

function pgliteDialect(dataDir: string): Dialect {
  const inMemory = dataDir === '' || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const parsers = { [INT8_OID]: parseInt8 };
  return new PGliteDialect(inMemory ? new PGlite({ parsers }) : new PGlite(dataDir, { parsers }));
}

/** PostgreSQL server when a URL is given, otherwise the embedded PGlite (same SQL dialect). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema ?? 'public';
    const pool = postgresPool(options.databaseUrl, options.databaseSchema);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    if (options.databaseSchema) {
      await sql`create schema if not exists ${sql.id(options.databaseSchema)}`.execute(db);
    }
    return { db, schema, kind: 'postgres', pool };
  }
  const db = new Kysely<DB>({ dialect: pgliteDialect(options.dataDir) });
  return { db, schema: 'public', kind: 'pglite' };
}

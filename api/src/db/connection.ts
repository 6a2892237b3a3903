import { mkdirSync } from 'node:fs';
import {
  Kysely,
  PostgresDialect,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type Transaction,
} from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;
/** The database or an open transaction: what a query function runs on. */
export type Executor = Kysely<DB> | Transaction<DB>;

export interface DatabaseOptions {
  databaseUrl: string | null;
  databaseSchema: string | null;
  dataDir: string;
  /** `statement_timeout` of every session on the server; 0 or absent: no limit (benchmarks, tools). */
  statementTimeoutMs?: number;
  /** How long a query waits for a connection of the pool (connecting included); absent: no limit. */
  connectionTimeoutMs?: number;
  /** In-memory PGlite only: start from this dump of a data folder (`PGlite.dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

export interface DatabaseHandle {
  db: Database;
  /** Schema that holds the tables and the migration log. */
  schema: string;
  kind: 'pglite' | 'postgres';
  /** The server's pool behind `db`, for what Kysely cannot send (COPY of the price-list importer). */
  pool?: pg.Pool;
  /** The embedded database behind `db` (its data folder can be dumped). */
  pglite?: PGlite;
}

/** `bigint` ids are read as numbers: ids stay far below 2^53, and one type for ids is simpler everywhere. */
const INT8_OID = 20;
const parseInt8 = (value: string): number => Number(value);

const UNIQUE_VIOLATION = '23505';

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

function postgresPool(url: string, schema: string | null, options: DatabaseOptions): pg.Pool {
  if (schema !== null && !schemaName.test(schema)) {
    throw new Error(`Недопустимое имя схемы базы данных: ${schema}`);
  }
  const statementTimeout = Math.max(0, Math.floor(options.statementTimeoutMs ?? 0));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format),
    },
    // The price-list importer's temporary tables (a million rows: about 250 MB) stay in memory; a session
    // takes this memory only when it uses temporary tables, and the pool closes idle sessions.
    // A statement past the timeout is cancelled by the server, so a stuck query cannot hold a connection
    // (the importer and the migrations lift it for their own transaction or session).
    options: [
      ...(schema ? [`-c search_path=${schema}`] : []),
      '-c temp_buffers=512MB',
      ...(statementTimeout ? [`-c statement_timeout=${statementTimeout}`] : []),
    ].join(' '),
  });
  // A connection closed by the server (a restart, a failover) emits 'error', which would end the process
  // without a listener. In use, its query fails (the request gets 503) and the pool drops it on release;
  // idle, the pool drops it at once. The next query opens a new one.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', (error) => {
    console.warn(`PostgreSQL: соединение пула закрыто (${error.message}); следующий запрос откроет новое`);
  });
  return pool;
}

/** A statement that starts with `/* prepared:name *\/` is sent as the named prepared statement `name`. */
const preparedName = /^\/\* prepared:([a-z0-9-]+) \*\//;

/**
 * Named statements are planned once per connection instead of on every call: the part search's statement took
 * 2.4 ms to plan and 0.8 ms to run. A name must always stand for the same text.
 */
class PreparingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query(
    statement: string | PostgresCursor<unknown>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<unknown>> | PostgresCursor<unknown> {
    // The dialect gets no cursor class, so Kysely never sends one.
    if (typeof statement !== 'string') throw new Error('Курсоры базы данных не используются');
    const name = preparedName.exec(statement)?.[1];
    const values = [...parameters];
    return this.client
      .query(name ? { name, text: statement, values } : { text: statement, values })
      .then((result) => ({
        command: kyselyCommand(result.command),
        rowCount: result.rowCount ?? 0,
        rows: result.rows,
      }));
  }

  release(): void {
    this.client.release();
  }
}

/** Kysely counts affected rows of these commands only; any other is a SELECT to it. */
function kyselyCommand(command: string): PostgresQueryResult<unknown>['command'] {
  switch (command) {
    case 'UPDATE':
    case 'DELETE':
    case 'INSERT':
    case 'MERGE':
      return command;
    default:
      return 'SELECT';
  }
}

function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => new PreparingClient(await pool.connect()),
    end: () => pool.end(),
  };
}

function openPglite(dataDir: string, loadDataDir: Blob | undefined): PGlite {
  const inMemory = dataDir === '' || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const parsers = { [INT8_OID]: parseInt8 };
  return inMemory ? new PGlite({ parsers, loadDataDir }) : new PGlite(dataDir, { parsers });
}

/** PostgreSQL server when a URL is given, otherwise the embedded PGlite (same SQL dialect). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema ?? 'public';
    const pool = postgresPool(options.databaseUrl, options.databaseSchema, options);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    if (options.databaseSchema) {
      // Instances starting at once race on `if not exists`: the losers see the winner's schema.
      await sql`create schema if not exists ${sql.id(options.databaseSchema)}`.execute(db).catch((error) => {
        if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
      });
    }
    return { db, schema, kind: 'postgres', pool };
  }
  const pglite = openPglite(options.dataDir, options.loadDataDir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, schema: 'public', kind: 'pglite', pglite };
}

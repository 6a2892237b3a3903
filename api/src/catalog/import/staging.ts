import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/connection.js';
import { rawRows } from '../../db/raw.js';
import type { StagedRow } from './rows.js';
import type { DuplicatesRule } from './settings.js';

/** One transaction of an import: plain SQL plus a bulk load of the staging table. */
export interface ImportSession<Batch = unknown> {
  /** The rows of a statement ($1… parameters). */
  query<R>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /**
   * A batch of rows as `load` takes it, made as soon as the batch is read: rows waiting for their chunk's turn
   * are kept compact (COPY text), and the parsed rows are dropped young.
   */
  pack(rows: StagedRow[]): Batch;
  /** Loads batches of rows into the staging table. */
  load(batches: Iterable<Batch>): Promise<void>;
}

/** The good rows of the file, dropped with the transaction; numbers collate as in `goods` (its indexes apply). */
export const STAGING_COLUMNS = [
  'line',
  'brand_id',
  'number',
  'normalized_number',
  'name',
  'price',
  'currency',
  'amount',
  'min_amount',
  'multiplicity',
  'delivery_hours',
  'refund_allowed',
  'refund_percent',
] as const;

/** The staged chunk of the file, and every staged row of the file with its good; dropped with the transaction. */
export const createStagingTables = [
  `create temp table import_rows (
    line integer not null,
    brand_id integer not null,
    number text not null,
    normalized_number text collate "C" not null,
    name text not null,
    price numeric not null,
    currency text not null,
    amount integer not null,
    min_amount integer not null,
    multiplicity integer not null,
    delivery_hours integer not null,
    refund_allowed boolean not null,
    refund_percent numeric not null
  ) on commit drop`,
  `create temp table import_goods on commit drop as
    select 0::bigint as good_id, line, price, currency, amount, min_amount, multiplicity, delivery_hours,
      refund_allowed, refund_percent
    from import_rows
    with no data`,
];

function rowValues(row: StagedRow): (string | number | boolean)[] {
  return [
    row.line,
    row.brandId,
    row.number,
    row.normalizedNumber,
    row.name,
    row.price,
    row.currency,
    row.amount,
    row.minAmount,
    row.multiplicity,
    row.deliveryHours,
    row.refundAllowed,
    row.refundPercent,
  ];
}

const copySpecial = /[\\\t\n\r]/;
const copySpecialAll = /[\\\t\n\r]/g;
const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A text value in COPY's text format (backslash, tab and line breaks escaped). */
function copyText(value: string): string {
  return copySpecial.test(value) ? value.replace(copySpecialAll, (char) => copyEscapes[char] ?? char) : value;
}

/**
 * COPY text lines of a batch in one buffer, so that stream overhead is per batch rather than per row. A string
 * built by appending stays a tree of small pieces until it is flattened: two chunks of them waiting for their
 * turn took 300 MB, their bytes take 10 MB.
 */
function copyLines(rows: readonly StagedRow[]): Buffer {
  let lines = '';
  for (const row of rows) {
    lines +=
      `${row.line}\t${row.brandId}\t${copyText(row.number)}\t${copyText(row.normalizedNumber)}\t` +
      `${copyText(row.name)}\t${row.price}\t${copyText(row.currency)}\t${row.amount}\t${row.minAmount}\t` +
      `${row.multiplicity}\t${row.deliveryHours}\t${row.refundAllowed ? 't' : 'f'}\t${row.refundPercent}\n`;
  }
  return Buffer.from(lines);
}

export interface SessionOptions {
  /** Errors of this class end the transaction on purpose (a dry run): rolled back, the connection kept. */
  rollback?: new (...args: never[]) => Error;
}

/** What the import's sessions are called in `pg_stat_activity` while they run. */
export const IMPORT_APPLICATION_NAME = 'price-list import';

/** A transaction on one connection of the server's pool; rows are loaded with COPY. */
export async function withPostgresSession<T>(
  pool: pg.Pool,
  work: (session: ImportSession<Buffer>) => Promise<T>,
  options: SessionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  const session: ImportSession<Buffer> = {
    async query<R>(text: string, params: readonly unknown[] = []) {
      return (await client.query(text, [...params])).rows as R[];
    },
    pack: copyLines,
    async load(batches) {
      const copy = client.query(copyFrom(`copy import_rows (${STAGING_COLUMNS.join(', ')}) from stdin`));
      await pipeline(Readable.from(batches), copy);
    },
  };
  try {
    await client.query('begin');
    await client.query(`set local application_name = '${IMPORT_APPLICATION_NAME}'`);
    // Sorts and hashes of a million-row list stay in memory.
    await client.query(`set local work_mem = '256MB'`);
    // Compiling these statements (JIT) takes longer than running them uncompiled, chunk after chunk.
    await client.query('set local jit = off');
    // Replacing a supplier's million offers takes longer than the requests' statement timeout allows.
    await client.query('set local statement_timeout = 0');
    const result = await work(session);
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    if (options.rollback !== undefined && error instanceof options.rollback) {
      // A dry run ends between statements: the connection is clean and goes back to the pool.
      await client.query('rollback').then(
        () => client.release(),
        (failure: unknown) => client.release(failure instanceof Error ? failure : new Error(String(failure))),
      );
      throw error;
    }
    // The connection may be mid-COPY: it is closed rather than returned to the pool, which also rolls back.
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** Parameters per statement stay well under PostgreSQL's 65,535. */
const BATCH_ROWS = 2_000;

/** `insert into table (columns) values ($1, $2 …), …` for `rowCount` rows of parameters. */
export function multiRowInsert(table: string, columns: readonly string[], rowCount: number): string {
  const tuples = Array.from(
    { length: rowCount },
    (_row, row) => `(${columns.map((_column, index) => `$${row * columns.length + index + 1}`).join(', ')})`,
  );
  return `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`;
}

function insertStatement(rowCount: number): string {
  return multiRowInsert('import_rows', STAGING_COLUMNS, rowCount);
}

/** A Kysely transaction (PGlite, which has no COPY FROM STDIN); rows are loaded with multi-row inserts. */
export async function withKyselySession<T>(
  db: Database,
  work: (session: ImportSession<StagedRow[]>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const query = <R>(text: string, params: readonly unknown[] = []): Promise<R[]> =>
      rawRows<R>(trx, text, params);
    const fullBatch = insertStatement(BATCH_ROWS);
    const flush = async (batch: StagedRow[]): Promise<void> => {
      const statement = batch.length === BATCH_ROWS ? fullBatch : insertStatement(batch.length);
      await query(statement, batch.flatMap(rowValues));
    };
    return work({
      query,
      pack: (rows) => rows,
      async load(batches) {
        let batch: StagedRow[] = [];
        for (const rows of batches) {
          for (const row of rows) {
            batch.push(row);
            if (batch.length === BATCH_ROWS) {
              await flush(batch);
              batch = [];
            }
          }
        }
        if (batch.length > 0) await flush(batch);
      },
    });
  });
}

/** Which of a part's rows becomes its offer, as an ORDER BY after the part (`s` or `g` are the rows). */
const rowOrder: Record<DuplicatesRule, string> = { cheapest: 's.price, s.line', first: 's.line' };

/** Rows of the file are staged and matched to goods a chunk at a time, while the next chunk is being read. */
export const CHUNK_ROWS = 50_000;

/**
 * Finds the goods of the staged chunk and creates the missing ones (number as printed, name from the list).
 * Each row looks its good up once, through the number key in number order (a scalar subquery is always an
 * index probe: a hash join would read the whole catalog, 9 million goods in 5-7 s). New goods are inserted
 * in number order, and the rows of a new good become one offer at once (the rows of one part merged by the
 * vendor's rule): no offer of this vendor can match a good the catalog did not have. The rows of known goods go to import_goods, to be matched with the
 * vendor's offers when the whole file is staged. The insert has no ON CONFLICT clause (its check of the key
 * would double the insert's cost): when another transaction creates one of these goods meanwhile (a remote
 * supplier's answer, another import), the chunk is rolled back to its savepoint and staged again, and then
 * finds that good.
 */
function stageChunk(duplicates: DuplicatesRule): string {
  return `with staged as materialized (
    select (select g.id from goods g where g.normalized_number = s.normalized_number and g.brand_id = s.brand_id)
        as good_id,
      s.*
    from (select * from import_rows order by normalized_number, brand_id, line) s
  ), added as (
    insert into goods (brand_id, number, normalized_number, name)
    select distinct on (normalized_number, brand_id) brand_id, number, normalized_number, name
    from staged
    where good_id is null
    order by normalized_number, brand_id, line
    returning id, normalized_number, brand_id
  ), new_offers as (
    insert into offers (vendor_id, good_id, purchase_price, currency, amount, min_amount, multiplicity,
      delivery_hours, refund_allowed, refund_percent)
    select distinct on (a.id) $1, a.id, s.price, s.currency, s.amount, s.min_amount, s.multiplicity,
      s.delivery_hours, s.refund_allowed, s.refund_percent
    from staged s
    join added a on a.normalized_number = s.normalized_number and a.brand_id = s.brand_id
    where s.good_id is null
    order by a.id, ${rowOrder[duplicates]}
    returning 1
  ), known as (
    insert into import_goods (good_id, line, price, currency, amount, min_amount, multiplicity, delivery_hours,
      refund_allowed, refund_percent)
    select good_id, line, price, currency, amount, min_amount, multiplicity, delivery_hours, refund_allowed,
      refund_percent
    from staged
    where good_id is not null
    returning 1
  )
  select (select count(*) from new_offers)::int as added`;
}

const STAGE_ATTEMPTS = 3;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** The vendor whose list is imported; its offers below `firstNewOfferId` are those it had before the import. */
export interface ImportVendor {
  id: number;
  firstNewOfferId: number;
  duplicates: DuplicatesRule;
}

/**
 * Offer ids come from one sequence: every offer the vendor had was numbered before this call (its earlier
 * imports are over: the import holds the vendor's row lock), every offer this import adds is numbered after.
 */
export async function importVendor(
  session: ImportSession,
  vendorId: number,
  duplicates: DuplicatesRule,
): Promise<ImportVendor> {
  const next = await session.query<{ id: string }>(
    `select nextval(pg_get_serial_sequence('offers', 'id'))::text as id`,
  );
  return { id: vendorId, firstNewOfferId: Number(next[0]?.id), duplicates };
}

/** Stages one chunk of good rows: loads it, then matches it to goods (see `stageChunk`); the offers it made. */
export async function stageGoods<Batch>(
  session: ImportSession<Batch>,
  vendor: ImportVendor,
  chunk: Batch[],
): Promise<number> {
  let added = 0;
  await session.query('truncate import_rows');
  await session.load(chunk);
  // The join of the chunk with its new goods is hashed; the row estimates of a chunk's CTEs are guesses.
  await session.query('set local enable_nestloop = off');
  await session.query('set local enable_mergejoin = off');
  for (let attempt = 1; ; attempt += 1) {
    await session.query('savepoint import_chunk');
    try {
      const counted = await session.query<{ added: number }>(stageChunk(vendor.duplicates), [vendor.id]);
      added = counted[0]?.added ?? 0;
      await session.query('release savepoint import_chunk');
      break;
    } catch (error) {
      if (attempt === STAGE_ATTEMPTS || !isUniqueViolation(error)) throw error;
      await session.query('rollback to savepoint import_chunk');
    }
  }
  await session.query('reset enable_nestloop');
  await session.query('reset enable_mergejoin');
  return added;
}

/** What an import changes in the vendor's offers, counted before it changes them (the dry run's figures). */
export interface OfferChanges {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  /** The vendor's offers before the import. */
  existing: number;
  /** The offers the list's rows make (its good rows less the merged ones). */
  listed: number;
}

/** 'replace': the vendor's offers become the list; 'update': only the parts in the list are touched. */
export type ImportMode = 'replace' | 'update';

/**
 * Pairs the staged rows of known goods with the vendor's offers from before the import, set-based, and counts
 * what `writeOffers` will do. A part gets one offer per list: its rows are merged by the vendor's rule, also
 * across chunks (`import_again`: rows of a new good listed again after the chunk that made its offer). Then
 * the part's row is paired with its first old offer: unpaired old offers are to be deleted (in 'update' mode
 * only those of the listed parts: the rest of the warehouse stays), changed ones updated, new rows inserted.
 */
export async function matchOffers(
  session: ImportSession,
  vendor: ImportVendor,
  mode: ImportMode,
  addedWithNewGoods: number,
): Promise<OfferChanges> {
  await session.query('analyze import_goods');
  const order = rowOrder[vendor.duplicates].replaceAll('s.', 'g.');
  // The offers this import made are found by id range (few pages), hashed, and probed by the rows: their
  // row estimate right after the chunks is far off, and a nested loop would scan the rows per offer.
  await session.query('set local enable_nestloop = off');
  await session.query(
    `create temp table import_again on commit drop as
     select distinct on (o.id) o.id as offer_id, g.good_id, g.price, g.currency, g.amount, g.min_amount,
       g.multiplicity, g.delivery_hours, g.refund_allowed, g.refund_percent, round(g.price, 2) < o.purchase_price
         as cheaper
     from import_goods g
     join offers o on o.good_id = g.good_id and o.vendor_id = $1 and o.id >= $2
     order by o.id, ${order}`,
    [vendor.id, vendor.firstNewOfferId],
  );
  await session.query('reset enable_nestloop');
  await session.query(
    `create temp table import_match on commit drop as
     select n.good_id, n.line, o.id as offer_id, n.price, n.currency, n.amount, n.min_amount, n.multiplicity,
       n.delivery_hours, n.refund_allowed, n.refund_percent,
       n.good_id is not null and o.id is not null
         and (o.purchase_price, o.currency, o.amount, o.min_amount, o.multiplicity, o.delivery_hours,
              o.refund_allowed, o.refund_percent)
           is distinct from (round(n.price, 2), n.currency, n.amount, n.min_amount, n.multiplicity,
              n.delivery_hours, n.refund_allowed, round(n.refund_percent, 2)) as changed
     from (
       select distinct on (g.good_id) g.good_id, g.line, 1 as nth, g.price, g.currency, g.amount, g.min_amount,
         g.multiplicity, g.delivery_hours, g.refund_allowed, g.refund_percent
       from import_goods g
       where not exists (select from import_again a where a.good_id = g.good_id)
       order by g.good_id, ${order}
     ) n
     full join (
       select id, good_id, row_number() over (partition by good_id order by id) as nth, purchase_price,
         currency, amount, min_amount, multiplicity, delivery_hours, refund_allowed, refund_percent
       from offers where vendor_id = $1 and id < $2
         ${mode === 'update' ? 'and good_id in (select good_id from import_goods)' : ''}
     ) o on o.good_id = n.good_id and o.nth = n.nth`,
    [vendor.id, vendor.firstNewOfferId],
  );
  // Temporary tables get no statistics by themselves. The statements below are driven by this table's rows
  // and find offers by id: no condition on the vendor, whose row estimate may be far off right after a big
  // import, and would then make the planner loop over the vendor's offers instead.
  await session.query('analyze import_match');
  const [counts] = await session.query<{
    removed: number;
    changed: number;
    added: number;
    paired: number;
    listed: number;
  }>(
    `select count(*) filter (where good_id is null)::int as removed,
       count(*) filter (where changed)::int as changed,
       count(*) filter (where offer_id is null)::int as added,
       count(*) filter (where offer_id is not null)::int as paired,
       count(*) filter (where good_id is not null)::int as listed
     from import_match`,
  );
  const { removed = 0, changed = 0, added = 0, paired = 0, listed = 0 } = counts ?? {};
  let existing = paired;
  if (mode === 'update') {
    const [all] = await session.query<{ count: number }>(
      'select count(*)::int as count from offers where vendor_id = $1 and id < $2',
      [vendor.id, vendor.firstNewOfferId],
    );
    existing = all?.count ?? 0;
  }
  return {
    added: addedWithNewGoods + added,
    changed,
    removed,
    unchanged: listed - added - changed,
    existing,
    listed: addedWithNewGoods + listed,
  };
}

/**
 * Writes what `matchOffers` paired. The end state is that of delete-all-then-insert (in 'replace' mode), but
 * an unchanged offer is not rewritten (a daily list is mostly unchanged) and keeps its id, which cart lines
 * refer to. New offers are inserted in the order of their goods (the good index is then walked in order: 30%
 * faster).
 */
export async function writeOffers(session: ImportSession, vendor: ImportVendor): Promise<void> {
  // The rows to delete or update are found by primary key, one by one: with a hash join the planner
  // would read the whole offers table (10 million rows) to change a few hundred thousand.
  await session.query('set local enable_hashjoin = off');
  await session.query('set local enable_mergejoin = off');
  if (vendor.duplicates === 'cheapest') {
    await session.query(
      `update offers o set purchase_price = a.price, currency = a.currency, amount = a.amount,
         min_amount = a.min_amount, multiplicity = a.multiplicity, delivery_hours = a.delivery_hours,
         refund_allowed = a.refund_allowed, refund_percent = a.refund_percent
       from import_again a
       where a.cheaper and o.id = a.offer_id`,
    );
  }
  await session.query(
    'delete from offers o using import_match m where m.good_id is null and o.id = m.offer_id',
  );
  await session.query(
    `update offers o set purchase_price = m.price, currency = m.currency, amount = m.amount,
       min_amount = m.min_amount, multiplicity = m.multiplicity, delivery_hours = m.delivery_hours,
       refund_allowed = m.refund_allowed, refund_percent = m.refund_percent, updated_at = now()
     from import_match m
     where m.changed and o.id = m.offer_id`,
  );
  await session.query('reset enable_hashjoin');
  await session.query('reset enable_mergejoin');
  await session.query(
    `insert into offers (vendor_id, good_id, purchase_price, currency, amount, min_amount, multiplicity,
       delivery_hours, refund_allowed, refund_percent)
     select $1, m.good_id, m.price, m.currency, m.amount, m.min_amount, m.multiplicity, m.delivery_hours,
       m.refund_allowed, m.refund_percent
     from import_match m
     where m.offer_id is null
     order by m.good_id, m.line`,
    [vendor.id],
  );
}

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/connection.js';
import type { StagedRow } from './rows.js';

/** One transaction of an import: plain SQL plus a bulk load of the staging table. */
export interface ImportSession {
  /** The rows of a statement ($1… parameters). */
  query<R>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Loads batches of rows into the staging table. */
  load(batches: AsyncIterable<StagedRow[]>): Promise<void>;
}

/** The good rows of the file, dropped with the transaction; numbers collate as in `goods` (its indexes apply). */
const STAGING_COLUMNS = [
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

export const createStagingTable = `create temp table import_rows (
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
) on commit drop`;

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

/** COPY text lines, one string per batch, so that stream overhead is per batch rather than per row. */
async function* copyChunks(batches: AsyncIterable<StagedRow[]>): AsyncGenerator<string> {
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) {
      chunk +=
        `${row.line}\t${row.brandId}\t${copyText(row.number)}\t${copyText(row.normalizedNumber)}\t` +
        `${copyText(row.name)}\t${row.price}\t${copyText(row.currency)}\t${row.amount}\t${row.minAmount}\t` +
        `${row.multiplicity}\t${row.deliveryHours}\t${row.refundAllowed ? 't' : 'f'}\t${row.refundPercent}\n`;
    }
    yield chunk;
  }
}

/** A transaction on one connection of the server's pool; rows are loaded with COPY. */
export async function withPostgresSession<T>(
  pool: pg.Pool,
  work: (session: ImportSession) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const session: ImportSession = {
    async query<R>(text: string, params: readonly unknown[] = []) {
      return (await client.query(text, [...params])).rows as R[];
    },
    async load(batches) {
      const copy = client.query(copyFrom(`copy import_rows (${STAGING_COLUMNS.join(', ')}) from stdin`));
      await pipeline(Readable.from(copyChunks(batches)), copy);
    },
  };
  try {
    await client.query('begin');
    // Sorts and hashes of a million-row list stay in memory.
    await client.query(`set local work_mem = '256MB'`);
    const result = await work(session);
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    // The connection may be mid-COPY: it is closed rather than returned to the pool, which also rolls back.
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** Parameters per statement stay well under PostgreSQL's 65,535. */
const BATCH_ROWS = 2_000;

function insertStatement(rowCount: number): string {
  const width = STAGING_COLUMNS.length;
  const tuples: string[] = [];
  for (let row = 0; row < rowCount; row += 1) {
    const params = STAGING_COLUMNS.map((_column, index) => `$${row * width + index + 1}`);
    tuples.push(`(${params.join(', ')})`);
  }
  return `insert into import_rows (${STAGING_COLUMNS.join(', ')}) values ${tuples.join(', ')}`;
}

/** A Kysely transaction (PGlite, which has no COPY FROM STDIN); rows are loaded with multi-row inserts. */
export async function withKyselySession<T>(
  db: Database,
  work: (session: ImportSession) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const query = async <R>(text: string, params: readonly unknown[] = []): Promise<R[]> =>
      (await trx.executeQuery<R>(CompiledQuery.raw(text, [...params]))).rows;
    const fullBatch = insertStatement(BATCH_ROWS);
    const flush = async (batch: StagedRow[]): Promise<void> => {
      const statement = batch.length === BATCH_ROWS ? fullBatch : insertStatement(batch.length);
      await query(statement, batch.flatMap(rowValues));
    };
    return work({
      query,
      async load(batches) {
        let batch: StagedRow[] = [];
        for await (const rows of batches) {
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

/**
 * Makes the vendor's offers exactly the staged rows, set-based. Goods missing from the catalog are created
 * (number as printed, name from the list), in the order of their numbers (the number indexes are then
 * filled in order: 25% faster). Staged rows are then paired with the vendor's current offers by good
 * (the n-th row of a good with its n-th offer): unpaired offers are deleted, changed ones updated, new rows
 * inserted. The end state is that of delete-all-then-insert, but an unchanged offer is not rewritten (a daily
 * list is mostly unchanged) and keeps its id, which cart lines refer to. New offers are inserted in the order
 * of their goods (the foreign-key checks and the good index then walk the goods in order: 30% faster), and
 * a good's offers in the order of the list.
 */
export async function replaceOffers(session: ImportSession, vendorId: number): Promise<void> {
  await session.query('analyze import_rows');
  // The staged rows find their goods through the number key, in number order: a hash join would read and
  // hash the whole catalog (9 million goods: 5-7 s per statement), and its cost would grow with the catalog
  // rather than with the list.
  await session.query('set local enable_hashjoin = off');
  await session.query('set local enable_mergejoin = off');
  await session.query(
    `insert into goods (brand_id, number, normalized_number, name)
     select s.brand_id, s.number, s.normalized_number, s.name
     from (select * from import_rows order by normalized_number, brand_id) s
     where not exists (
       select 1 from goods g where g.normalized_number = s.normalized_number and g.brand_id = s.brand_id
     )
     order by s.normalized_number
     on conflict (brand_id, normalized_number) do nothing`,
  );
  await session.query(
    `create temp table import_goods on commit drop as
     select g.id as good_id, s.line, s.price, s.currency, s.amount, s.min_amount, s.multiplicity,
       s.delivery_hours, s.refund_allowed, s.refund_percent
     from (select * from import_rows order by normalized_number, brand_id) s
     join goods g on g.normalized_number = s.normalized_number and g.brand_id = s.brand_id`,
  );
  await session.query('reset enable_hashjoin');
  await session.query('reset enable_mergejoin');
  await session.query('analyze import_goods');
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
       select good_id, line, row_number() over (partition by good_id order by line) as nth, price, currency,
         amount, min_amount, multiplicity, delivery_hours, refund_allowed, refund_percent
       from import_goods
     ) n
     full join (
       select id, good_id, row_number() over (partition by good_id order by id) as nth, purchase_price,
         currency, amount, min_amount, multiplicity, delivery_hours, refund_allowed, refund_percent
       from offers where vendor_id = $1
     ) o on o.good_id = n.good_id and o.nth = n.nth`,
    [vendorId],
  );
  // Temporary tables get no statistics by themselves. The statements below are driven by this table's rows
  // and find offers by id: no condition on the vendor, whose row estimate may be far off right after a big
  // import, and would then make the planner loop over the vendor's offers instead.
  await session.query('analyze import_match');
  // The rows to delete or update are found by primary key, one by one: with a hash join the planner
  // would read the whole offers table (10 million rows) to change a few hundred thousand.
  await session.query('set local enable_hashjoin = off');
  await session.query('set local enable_mergejoin = off');
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
    [vendorId],
  );
}

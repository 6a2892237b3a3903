import { sql } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../db/connection.js';
import type { OfferRow } from '../search/offer-queries.js';
import { CopyTextRows, rowsOfText } from './copy-text.js';

/** An offer of the price list: the search's offer row with its part. */
export interface PriceListRow extends OfferRow {
  brand_id: number;
  brand_name: string;
  number: string;
  good_name: string;
}

/** Handles one page of rows; false stops the reading (the client went away). */
export type PriceListPageHandler = (rows: PriceListRow[]) => Promise<boolean>;

/**
 * Offers a customer may buy, as the search shows them: active vendors only, units available = listed −
 * reserved, and only offers with some available.
 */
const buyableOffers = sql`
    select o.id, o.good_id, o.vendor_id, v.name as vendor_name, v.is_remote, o.purchase_price, o.currency,
      greatest(o.amount - coalesce(r.amount, 0), 0) as amount,
      o.min_amount, o.multiplicity, o.delivery_hours + v.extra_delivery_hours as delivery_hours,
      o.refund_allowed, o.refund_percent, o.refund_conditions, o.fixed_price, o.minimum_retail_price,
      g.brand_id, b.name as brand_name, g.number, g.name as good_name
    from offers o
    join vendors v on v.id = o.vendor_id
    join goods g on g.id = o.good_id
    join brands b on b.id = g.brand_id
    left join stock_reservations r on r.vendor_id = o.vendor_id and r.good_id = o.good_id
    where v.is_active and o.amount > coalesce(r.amount, 0)`;

/** The price list's deadline on the server, as long as the browser waits for it (SPEC §9: 10 min). */
export const PRICE_LIST_TIMEOUT_MS = 10 * 60_000;

const text = (value: string | null | undefined): string => value ?? '';
const integer = (value: string | null | undefined): number => Number(value);

/** A row of `buyableOffers` from its COPY fields, in the order of its select list. */
function rowOfFields(fields: (string | null)[]): PriceListRow {
  return {
    id: integer(fields[0]),
    good_id: integer(fields[1]),
    vendor_id: integer(fields[2]),
    vendor_name: text(fields[3]),
    is_remote: fields[4] === 't',
    purchase_price: text(fields[5]),
    currency: text(fields[6]),
    amount: integer(fields[7]),
    min_amount: integer(fields[8]),
    multiplicity: integer(fields[9]),
    delivery_hours: integer(fields[10]),
    refund_allowed: fields[11] === 't',
    refund_percent: text(fields[12]),
    refund_conditions: text(fields[13]),
    fixed_price: fields[14] ?? null,
    minimum_retail_price: fields[15] ?? null,
    brand_id: integer(fields[16]),
    brand_name: text(fields[17]),
    number: text(fields[18]),
    good_name: text(fields[19]),
  };
}

/**
 * On a PostgreSQL server: `COPY (select …) TO STDOUT` on a connection of its own, read as it streams (the
 * server sends no faster than the client reads, through TCP) and handed over in pages. One statement: one
 * snapshot (an import meanwhile shows all old or all new offers of a vendor), planned for all rows (hash
 * joins, one pass), and its rows are parsed chunk by chunk rather than made into objects by the driver.
 * The offers come in the order of the scan. It holds the connection while the client reads, at most
 * `PRICE_LIST_TIMEOUT_MS`; a stop before the end closes the connection (the server cancels the COPY).
 */
export async function copyPages(
  db: Database,
  pool: pg.Pool,
  handle: PriceListPageHandler,
  ready: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    await client.query(`set local statement_timeout = ${PRICE_LIST_TIMEOUT_MS}`);
    const copy = client.query(copyTo(`copy (${buyableOffers.compile(db).sql}) to stdout`));
    const parser = new CopyTextRows();
    // Each piece of text is parsed and handed over at once, so its rows' objects die young (held across
    // reads, they would fill the old heap up to V8's first limit); the wait comes before the parsing.
    const handlePieces = async (pieces: string[]) => {
      for (const piece of pieces) {
        await ready();
        if (!(await handle(rowsOfText(piece).map(rowOfFields)))) throw new PriceListStopped();
      }
    };
    for await (const chunk of copy as AsyncIterable<Buffer>) await handlePieces(parser.push(chunk));
    await handlePieces(parser.end());
    await client.query('commit');
    client.release();
  } catch (error) {
    // Possibly mid-COPY: the connection is closed rather than returned to the pool.
    client.release(error instanceof Error ? error : new Error(String(error)));
    if (!(error instanceof PriceListStopped)) throw error;
  }
}

/** The reader was told to stop: not a failure. */
class PriceListStopped extends Error {}

/**
 * On PGlite (one connection for the whole app, which a transaction would hold while the client reads):
 * keyset pages in offer id order, each a statement of its own (an index range scan, however deep into the
 * list). Not one snapshot: an import during the download may show a vendor's offers old and new.
 */
export async function keysetPages(
  db: Database,
  pageSize: number,
  handle: PriceListPageHandler,
  ready: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  let afterId = 0;
  for (;;) {
    await ready();
    const { rows } = await sql<PriceListRow>`${buyableOffers} and o.id > ${afterId}
      order by o.id limit ${pageSize}`.execute(db);
    const last = rows.at(-1);
    if (!last || !(await handle(rows))) return;
    if (rows.length < pageSize) return;
    afterId = last.id;
  }
}

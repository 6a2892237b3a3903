import type { PriceListFormat } from '@shop/shared/cache';
import type { DatabaseHandle } from '../db/connection.js';
import { priceOfRow, type PriceView } from '../search/offers.js';
import { copyPages, keysetPages, type PriceListRow } from './queries.js';
import type { PriceListLine, PriceListWriter } from './writers.js';

/** Offers read per statement: large enough that round trips do not count, small enough to stay a page. */
export const PRICE_LIST_PAGE = 5_000;

/** Who buys and at which price level. */
export type PriceListView = Pick<PriceView, 'buyer' | 'pricing'>;

function lineOfRow(row: PriceListRow, view: PriceListView): PriceListLine {
  return {
    brand: row.brand_name,
    number: row.number,
    name: row.good_name,
    price: priceOfRow(row, row.brand_id, view),
    amount: row.amount,
    minAmount: row.min_amount,
    multiplicity: row.multiplicity,
    deliveryHours: row.delivery_hours,
    vendor: row.vendor_name,
  };
}

/**
 * Every offer the viewer may buy, priced exactly as the search prices it for them, written page by page:
 * only one page of rows is held at a time. Offers without a price ('Цена не указана') cannot be ordered and
 * are left out. `stopped` is asked between pages (the client went away). Answers the number of lines.
 */
export async function writePriceList(
  database: Pick<DatabaseHandle, 'db' | 'pool'>,
  view: PriceListView,
  writer: PriceListWriter,
  stopped: () => boolean,
  pageSize = PRICE_LIST_PAGE,
): Promise<number> {
  let written = 0;
  const { db, pool } = database;
  const page = async (rows: PriceListRow[]) => {
    if (stopped()) return false;
    const lines = rows.map((row) => lineOfRow(row, view)).filter((line) => line.price > 0);
    if (lines.length > 0) await writer.writePage(lines);
    written += lines.length;
    return !stopped();
  };
  const ready = () => writer.ready?.() ?? Promise.resolve();
  await (pool ? copyPages(db, pool, page, ready) : keysetPages(db, pageSize, page, ready));
  if (!stopped()) await writer.finish();
  return written;
}

/** `Прайс-лист от 24.11.2026.xlsx`, dated in Moscow time like the rest of the shop. */
export function priceListFileName(format: PriceListFormat, now: Date): { russian: string; ascii: string } {
  const [day, month, year] = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(now)
    .split('.');
  return {
    russian: `Прайс-лист от ${day}.${month}.${year}.${format}`,
    ascii: `price-list-${year}-${month}-${day}.${format}`,
  };
}

/**
 * `attachment` with the Russian name for browsers (RFC 5987/6266 `filename*`, UTF-8 percent-encoded) and
 * an ASCII name for the clients that read only `filename`.
 */
export function contentDisposition(name: { russian: string; ascii: string }): string {
  const encoded = encodeURIComponent(name.russian).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encoded}`;
}

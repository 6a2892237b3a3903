/**
 * Speed and memory of the price-list importer on the PostgreSQL server of DATABASE_URL:
 *   node --conditions=shop-source --import tsx bench/import-speed.ts --rows 1000000 [--series 1]
 * Writes a CSV list of N rows to a temporary file (streamed), imports it twice for one vendor (the first run
 * creates most goods, the second finds them all and only replaces the offers), and prints rows per second and
 * the peak resident memory sampled during each run.
 */
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { importPriceList, type ImportTarget } from '../src/catalog/import/importer.js';
import { countArgument, ensureBrands, ensureCurrencies, partNames } from './shape.js';

const rows = countArgument('rows', 1_000_000);
/** Leaves the generated list on disk (its path is printed) for trying the importer by hand. */
const keepFile = process.argv.includes('--keep-file');
/**
 * Series N > 0 suffixes every part number with '/N': the first import then creates its goods even on a
 * database that an earlier run of the benchmark filled (a new supplier with parts not yet in the catalog).
 */
const series = countArgument('series', 0);
const VENDOR_NAME = 'Поставщик для замера импорта';

/** mulberry32: the same list on every run. */
function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const letters = 'ABCDEFGHKLMNPRSTVWXZ';

/** Part number q of a list where every number appears about twice: 'KT 1234567', 'A-00012345'. */
function partNumber(q: number): string {
  const prefix = letters[q % 20] + (q % 3 === 0 ? '' : (letters[(q >> 2) % 20] ?? ''));
  const digits = String((q * 7919) % 100_000_000).padStart(5 + (q % 4), '0');
  const number = q % 2 === 0 ? `${prefix} ${digits}` : `${prefix}-${digits}`;
  return series > 0 ? `${number}/${series}` : number;
}

/**
 * A supplier's list as Excel saves it in a Russian locale: ';' and decimal commas; 0.1% of rows are bad.
 * The next day's list (`nextDay`) is the same list with 30% of the stock figures changed, 5% of the rows gone
 * and 5% of the parts replaced by others.
 */
async function writeList(path: string, brandNames: string[], nextDay: boolean): Promise<void> {
  const random = randomGenerator(42);
  const change = randomGenerator(7);
  const out = createWriteStream(path);
  let chunk = 'Бренд;Номер;Наименование;Цена;Количество;Срок, ч\n';
  for (let row = 0; row < rows; row += 1) {
    const brand = brandNames[Math.floor(random() * brandNames.length)] ?? '';
    let number = partNumber(Math.floor(random() * Math.max(1, rows / 2)));
    const name = partNames[Math.floor(random() * partNames.length)] ?? '';
    const kopecks = Math.floor(Math.exp(Math.log(5000) + random() * Math.log(1000)));
    const price =
      random() < 0.001
        ? 'по запросу'
        : `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;
    let amount = Math.floor(random() * 100);
    const hours = 24 * Math.floor(random() * 10);
    if (nextDay) {
      const roll = change();
      if (roll < 0.05) continue;
      if (roll < 0.1) number = partNumber(rows + row);
      else if (roll < 0.4) amount += 1;
    }
    chunk += `${brand};${number};${name};${price};${amount};${hours}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

async function prepare(pool: pg.Pool): Promise<{ vendorId: number; brandNames: string[] }> {
  const client = await pool.connect();
  try {
    await ensureCurrencies(client);
    await ensureBrands(client);
    const brands = await client.query<{ name: string }>('select name from brands order by id limit 300');
    const existing = await client.query<{ id: number }>('select id from vendors where name = $1', [
      VENDOR_NAME,
    ]);
    const vendorId =
      existing.rows[0]?.id ??
      (
        await client.query<{ id: number }>(
          'insert into vendors (name, is_remote) values ($1, true) returning id',
          [VENDOR_NAME],
        )
      ).rows[0]?.id;
    if (vendorId === undefined) throw new Error('Не удалось создать поставщика');
    return { vendorId, brandNames: brands.rows.map((row) => row.name) };
  } finally {
    client.release();
  }
}

const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} МБ`;

async function countGoods(target: ImportTarget): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::int as count from goods`.execute(target.db);
  return result.rows[0]?.count ?? 0;
}

/** The server's WAL position: what an import writes there must reach the disk before it commits. */
async function walPosition(target: ImportTarget): Promise<string> {
  const result = await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(
    target.db,
  );
  return result.rows[0]?.lsn ?? '0/0';
}

async function walBytesSince(target: ImportTarget, lsn: string): Promise<number> {
  const result = await sql<{ bytes: string }>`
    select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${lsn}::pg_lsn)::text as bytes`.execute(target.db);
  return Number(result.rows[0]?.bytes ?? 0);
}

async function measure(target: ImportTarget, path: string, vendorId: number, title: string): Promise<void> {
  const goodsBefore = await countGoods(target);
  const walBefore = await walPosition(target);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const report = await importPriceList(target, createReadStream(path), {
    vendorId,
    format: 'csv',
    mapping: {
      brand: 'Бренд',
      number: 'Номер',
      name: 'Наименование',
      price: 'Цена',
      amount: 'Количество',
      deliveryHours: 5,
    },
    delimiter: ';',
    decimalComma: true,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const lines = report.imported + report.rejectedTotal;
  const wal = await walBytesSince(target, walBefore);
  const perSecond = Math.round(lines / seconds).toLocaleString('ru-RU');
  console.log(
    `${title}: ${lines.toLocaleString('ru-RU')} строк за ${seconds.toFixed(1)} с — ${perSecond} строк/с; ` +
      `загружено ${report.imported}, отклонено ${report.rejectedTotal}, ` +
      `новых товаров ${(await countGoods(target)) - goodsBefore}; ` +
      `WAL ${megabytes(wal)} (${Math.round(wal / lines)} байт/строку); ` +
      `RSS до ${megabytes(before)}, пик ${megabytes(peak)} (+${megabytes(peak - before)})`,
  );
  // The range for `pg_waldump --stats=record --start … --end …`: what kinds of records the import wrote.
  console.log(`  WAL с ${walBefore} по ${await walPosition(target)}`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Укажите DATABASE_URL: замер идёт на сервере PostgreSQL');
  const handle = await openDatabase(config);
  const today = join(tmpdir(), `price-list-${rows}.csv`);
  const tomorrow = join(tmpdir(), `price-list-${rows}-next-day.csv`);
  try {
    if (!handle.pool) throw new Error('Нет пула соединений PostgreSQL');
    await migrateToLatest(handle.db, handle.schema);
    const { vendorId, brandNames } = await prepare(handle.pool);
    const written = performance.now();
    await writeList(today, brandNames, false);
    await writeList(tomorrow, brandNames, true);
    console.log(`Файлы ${today}, ${tomorrow}: ${((performance.now() - written) / 1000).toFixed(1)} с`);
    await handle.db.deleteFrom('offers').where('vendor_id', '=', vendorId).execute();
    await measure(handle, today, vendorId, 'Импорт в пустой склад поставщика');
    await measure(handle, today, vendorId, 'Тот же список ещё раз');
    await measure(handle, tomorrow, vendorId, 'Список следующего дня');
  } finally {
    if (!keepFile) for (const path of [today, tomorrow]) rmSync(path, { force: true });
    await handle.db.destroy();
  }
}

await main();

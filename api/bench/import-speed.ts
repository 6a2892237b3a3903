/**
 * Speed and memory of the price-list importer on the PostgreSQL server of DATABASE_URL:
 *   node --conditions=shop-source --import tsx bench/import-speed.ts --rows 1000000 [--series 1]
 * Writes a CSV list of N rows to a temporary file (streamed), measures a raw COPY of it (the reference), then
 * imports it twice for one vendor (the first run creates most goods, the second finds the list unchanged) and
 * the next day's list, and prints rows per second, the share of the raw COPY's speed, the peak resident memory
 * of Node and of the server backend, and the p95 of part searches sent to the API during the first import
 * beside the p95 at rest. The first import is also set beside a COPY of the goods and offers it made straight
 * into the catalog's tables (their indexes' cost, none of the importer's). Fails when the vendor's offers are
 * not exactly the good rows of the list.
 */
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { importPriceList, type ImportTarget } from '../src/catalog/import/importer.js';
import { countArgument, ensureBrands, ensureCurrencies, partNames } from './shape.js';
import { startApi } from './load-tools.js';
import { p95, rawCopySpeed, sampleBackendMemory, searchLoad, tablesCopySpeed } from './import-probes.js';
import { IMPORT_APPLICATION_NAME } from '../src/catalog/import/staging.js';

const rows = countArgument('rows', 1_000_000);
/** Leaves the generated list on disk (its path is printed) for trying the importer by hand. */
const keepFile = process.argv.includes('--keep-file');
/**
 * Series N > 0 suffixes every part number with '/N': the first import then creates its goods even on a
 * database that an earlier run of the benchmark filled (a new supplier with parts not yet in the catalog).
 */
const series = countArgument('series', 0);
const VENDOR_NAME = 'Поставщик для замера импорта';
/** Part searches sent to the API at once while an import runs. */
const SEARCH_CLIENTS = 4;

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
/** The good rows of a list and their stock summed: what the vendor's offers must hold after its import. */
interface Expected {
  offers: number;
  amount: number;
}

async function writeList(path: string, brandNames: string[], nextDay: boolean): Promise<Expected> {
  const expected: Expected = { offers: 0, amount: 0 };
  const random = randomGenerator(42);
  const change = randomGenerator(7);
  const out = createWriteStream(path);
  let chunk = 'Бренд;Номер;Наименование;Цена;Количество;Срок, ч\n';
  // The import merges repeated parts of a list into one offer: each part is written once, so every row counts.
  const written = new Set<string>();
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
    if (written.has(`${brand}|${number}`)) continue;
    written.add(`${brand}|${number}`);
    if (!price.startsWith('по')) {
      expected.offers += 1;
      expected.amount += amount;
    }
    chunk += `${brand};${number};${name};${price};${amount};${hours}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return expected;
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

async function lastGoodId(target: ImportTarget): Promise<number> {
  const result = await sql<{ id: string | null }>`select max(id)::text as id from goods`.execute(target.db);
  return Number(result.rows[0]?.id ?? 0);
}

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

interface Run {
  title: string;
  path: string;
  expected: Expected;
}

/**
 * Imports a list and prints its figures, giving its rows per second; fails when the vendor's offers are not
 * the list's good rows.
 */
async function measure(
  target: ImportTarget & { pool: pg.Pool },
  run: Run,
  vendorId: number,
  copyPerSecond: number,
): Promise<number> {
  const goodsBefore = await countGoods(target);
  const walBefore = await walPosition(target);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const backend = sampleBackendMemory(target.pool, IMPORT_APPLICATION_NAME);
  const started = performance.now();
  const report = await importPriceList(target, createReadStream(run.path), {
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
  const server = await backend.stop();
  peak = Math.max(peak, process.memoryUsage().rss);
  const lines = report.imported + report.rejectedTotal;
  const wal = await walBytesSince(target, walBefore);
  const perSecond = lines / seconds;
  console.log(
    `${run.title}: ${lines.toLocaleString('ru-RU')} строк за ${seconds.toFixed(1)} с — ` +
      `${Math.round(perSecond).toLocaleString('ru-RU')} строк/с (${((100 * perSecond) / copyPerSecond).toFixed(1)} % ` +
      `сырого COPY); загружено ${report.imported}, отклонено ${report.rejectedTotal}, ` +
      `новых товаров ${(await countGoods(target)) - goodsBefore}; ` +
      `WAL ${megabytes(wal)} (${Math.round(wal / lines)} байт/строку)`,
  );
  console.log(
    `  RSS Node до ${megabytes(before)}, пик ${megabytes(peak)} (+${megabytes(peak - before)}); ` +
      `сервер (${server.backends} процесс(а) импорта с параллельными): RSS пик ${megabytes(server.rss)}, из них своей памяти ` +
      `${megabytes(server.anonymous)}`,
  );
  // The range for `pg_waldump --stats=record --start … --end …`: what kinds of records the import wrote.
  console.log(`  WAL с ${walBefore} по ${await walPosition(target)}`);
  await checkOffers(target, vendorId, run.expected);
  return perSecond;
}

/** A lost, doubled or wrong row fails the benchmark (CI runs it at a small size). */
async function checkOffers(target: ImportTarget, vendorId: number, expected: Expected): Promise<void> {
  const result = await sql<{ offers: number; amount: string | null }>`
    select count(*)::int as offers, sum(amount)::text as amount from offers where vendor_id = ${vendorId}`.execute(
    target.db,
  );
  const offers = result.rows[0]?.offers ?? 0;
  const amount = Number(result.rows[0]?.amount ?? 0);
  if (offers !== expected.offers || amount !== expected.amount) {
    throw new Error(
      `Предложения поставщика не совпадают со списком: ${offers} предложений (ждали ${expected.offers}), ` +
        `остаток ${amount} (ждали ${expected.amount})`,
    );
  }
}

/** findByQuery addresses of parts other vendors offer: what customers search for meanwhile. */
async function searchUrls(target: ImportTarget, vendorId: number): Promise<string[]> {
  const found = await sql<{ brand: string; number: string }>`
    select b.name as brand, g.number
    from (select good_id from offers where vendor_id <> ${vendorId} limit 20000) o
    join goods g on g.id = o.good_id join brands b on b.id = g.brand_id
    order by md5(g.number) limit 200`.execute(target.db);
  return found.rows.map(
    (part) =>
      `/api/v2/search/findByQuery?${new URLSearchParams({ brandName: part.brand, number: part.number })}`,
  );
}

/** What the import of new parts is measured against beside the raw COPY: see `tablesCopySpeed`. */
async function printTablesFloor(
  pool: pg.Pool,
  vendorId: number,
  firstGoodId: number,
  copyPerSecond: number,
  importPerSecond: number,
): Promise<void> {
  const floor = await tablesCopySpeed(pool, vendorId, firstGoodId);
  console.log(
    `  Те же товары и предложения прямо в goods и offers (COPY с их индексами, откатывается): ` +
      `${floor.rows.toLocaleString('ru-RU')} строк, ${Math.round(floor.perSecond).toLocaleString('ru-RU')} строк/с ` +
      `(${((100 * floor.perSecond) / copyPerSecond).toFixed(1)} % сырого COPY; товары ${floor.goodsSeconds.toFixed(1)} с, ` +
      `предложения ${floor.offersSeconds.toFixed(1)} с); импорт — ${((100 * importPerSecond) / floor.perSecond).toFixed(1)} % этого`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Укажите DATABASE_URL: замер идёт на сервере PostgreSQL');
  const handle = await openDatabase(config);
  const today = join(tmpdir(), `price-list-${rows}.csv`);
  const tomorrow = join(tmpdir(), `price-list-${rows}-next-day.csv`);
  const api = await startApi();
  try {
    const pool = handle.pool;
    if (!pool) throw new Error('Нет пула соединений PostgreSQL');
    const target = { ...handle, pool };
    await migrateToLatest(handle.db, handle.schema);
    const { vendorId, brandNames } = await prepare(pool);
    const written = performance.now();
    const first = await writeList(today, brandNames, false);
    const runs: Run[] = [
      { title: 'Импорт в пустой склад поставщика', path: today, expected: first },
      { title: 'Тот же список ещё раз', path: today, expected: first },
      {
        title: 'Список следующего дня',
        path: tomorrow,
        expected: await writeList(tomorrow, brandNames, true),
      },
    ];
    console.log(`Файлы ${today}, ${tomorrow}: ${((performance.now() - written) / 1000).toFixed(1)} с`);
    await handle.db.deleteFrom('offers').where('vendor_id', '=', vendorId).execute();
    const urls = await searchUrls(target, vendorId);
    if (urls.length === 0)
      throw new Error('Нет предложений других поставщиков для поиска: сначала generate-offers.ts');
    // A fresh API plans its statements and compiles its code on the first requests: not part of the figure.
    const warmUp = searchLoad(api.base, urls, SEARCH_CLIENTS);
    await delay(2000);
    await warmUp.stop();
    const atRest = searchLoad(api.base, urls, SEARCH_CLIENTS);
    await delay(3000);
    console.log(
      `Поиск (findByQuery, ${SEARCH_CLIENTS} клиента) без импорта: p95 ${p95(await atRest.stop())}`,
    );
    for (const [index, run] of runs.entries()) {
      // The reference right before each import: the machine may be busier or quieter by then.
      const copy = await rawCopySpeed(pool, run.path);
      console.log(
        `Сырой COPY того же файла в журналируемую таблицу: ${copy.rows.toLocaleString('ru-RU')} строк, ` +
          `${Math.round(copy.perSecond).toLocaleString('ru-RU')} строк/с`,
      );
      const search = index === 0 ? searchLoad(api.base, urls, SEARCH_CLIENTS) : null;
      const firstGoodId = (await lastGoodId(target)) + 1;
      const perSecond = await measure(target, run, vendorId, copy.perSecond);
      if (search) console.log(`  поиск во время импорта: p95 ${p95(await search.stop())}`);
      if (index === 0) await printTablesFloor(pool, vendorId, firstGoodId, copy.perSecond, perSecond);
    }
  } finally {
    api.api.kill();
    if (!keepFile) for (const path of [today, tomorrow]) rmSync(path, { force: true });
    await handle.db.destroy();
  }
}

await main();

// Benchmark of the batch search on a PostgreSQL server filled by `generate-offers.ts`: the server time of a
// 1,000-line batch (create, resolve chunk by chunk, read the lines with their best offers), p50/p95 over
// several runs, beside the time of one raw SQL statement doing the same lookups (and reading the same
// offers) in the same run: the floor that chunking, pricing and JSON add to.
//   DATABASE_URL=postgres://… node --conditions=shop-source --import tsx bench/batch-search.ts [--lines 1000] [--runs 7]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { BatchLineInput, BatchResult, BatchSummary } from '@shop/shared';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { insertSession } from '../src/auth/session-queries.js';
import { benchConfig, summary } from './load-tools.js';

const { values } = parseArgs({
  options: { lines: { type: 'string', default: '1000' }, runs: { type: 'string', default: '7' } },
});
const lineCount = Number(values.lines);
const runs = Number(values.runs);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Укажите DATABASE_URL сервера PostgreSQL с данными generate-offers.ts');

/** A list as a repair shop sends it: most lines found, some typed without a brand, some unknown. */
async function sampleLines(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<BatchLineInput[]> {
  const goods = await sql<{ count: string }>`select count(*) as count from goods`.execute(db);
  const percent = Math.min(100, Math.max(1, (300 * lineCount) / Math.max(1, Number(goods.rows[0]?.count))));
  const { rows } = await sql<{ brand: string; number: string }>`
    select b.name as brand, g.number from goods g tablesample system (${percent})
    join brands b on b.id = g.brand_id
    order by random() limit ${lineCount}`.execute(db);
  if (rows.length < lineCount) throw new Error('В базе мало товаров: сначала generate-offers.ts');
  return rows.map((row, index) => {
    if (index % 10 === 0)
      return { brandName: row.brand, number: `NO-SUCH-${index}`, quantity: '1', comment: '' };
    if (index % 20 === 1) return { brandName: '', number: row.number, quantity: '2', comment: '' };
    return {
      brandName: row.brand,
      number: row.number,
      quantity: String(1 + (index % 3)),
      comment: `стр. ${index}`,
    };
  });
}

async function main() {
  const handle = await openDatabase({
    databaseUrl: databaseUrl ?? null,
    databaseSchema: process.env.DATABASE_SCHEMA ?? null,
    dataDir: '',
  });
  await migrateToLatest(handle.db, handle.schema);
  const db = handle.db;
  const config = benchConfig();
  const app = await buildApp(config, { database: handle, env: {} });
  await app.ready();

  const user = await db
    .insertInto('users')
    .values({
      email: `bench-batch-${randomBytes(4).toString('hex')}@example.test`,
      password_hash: 'no-password',
      type: 'retail',
      last_name: 'Бенчмарк',
      first_name: '',
      middle_name: '',
      phone: '',
      address: '',
      markup: '7',
      is_wholesale: true,
      is_allow_batch_search: true,
      is_admin: false,
      company: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sid = await insertSession(db, {
    userId: user.id,
    refreshTokenHash: `bench-${user.id}`,
    userAgent: null,
    ttlDays: 1,
  });
  const headers = { 'x-authorization': `Bearer ${app.jwt.sign({ uid: user.id, sid })}` };
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as T;
  };

  const lines = await sampleLines(db);
  const brands = lines.map((line) => normalizeBrandName(line.brandName));
  const numbers = lines.map((line) => normalizePartNumber(line.number));

  const whole: number[] = [];
  const resolving: number[] = [];
  const reading: number[] = [];
  const raw: number[] = [];
  let found = 0;
  for (let run = 0; run <= runs; run++) {
    // Run 0 warms the plans and the caches and is not counted.
    const began = performance.now();
    let batch = await call<BatchSummary>('POST', '/api/batch-search', { name: `Бенчмарк ${run}`, lines });
    const resolveFrom = performance.now();
    while (batch.resolved < batch.lineCount) {
      batch = await call<BatchSummary>('POST', `/api/batch-search/${batch.uid}/resolve`);
    }
    const readFrom = performance.now();
    const result = await call<BatchResult>('GET', `/api/batch-search/${batch.uid}`);
    const ended = performance.now();

    // The same lookups and offers in one hand-written statement, without pricing, storing or JSON.
    const rawFrom = performance.now();
    await sql`
      with input as (select * from unnest(${brands}::text[], ${numbers}::text[]) as t(brand, number))
      select i.brand, i.number, g.id, o.id as offer_id, o.purchase_price, o.amount, o.delivery_hours
      from input i
      left join lateral (
        select g.id from goods g where g.normalized_number = i.number
          and (i.brand = '' or g.brand_id in (
            select id from brands where normalized_name = i.brand
            union all select brand_id from brand_synonyms where normalized_name = i.brand))
        limit 20
      ) g on true
      left join offers o on o.good_id = g.id and o.amount > 0`.execute(db);
    const rawEnded = performance.now();
    if (run === 0) continue;
    whole.push(ended - began);
    resolving.push(readFrom - resolveFrom);
    reading.push(ended - readFrom);
    raw.push(rawEnded - rawFrom);
    found = result.batch.found;
  }

  const offers = await sql<{ count: string }>`select count(*) as count from offers`.execute(db);
  console.log(
    `Offers: ${Number(offers.rows[0]?.count).toLocaleString('ru-RU')}; ${lineCount} lines a batch ` +
      `(${found} found), ${runs} runs after a warm-up, API in process (app.inject)`,
  );
  const total = (list: number[]) => list.reduce((a, b) => a + b, 0);
  console.table([
    summary('batch: create + resolve + read (server)', whole, total(whole)),
    summary('  resolve (all chunks)', resolving, total(resolving)),
    summary('  read lines with best offers', reading, total(reading)),
    summary('raw SQL of the same lookups', raw, total(raw)),
  ]);

  // The bench user and its batches go with it.
  await db.deleteFrom('users').where('id', '=', user.id).execute();
  await app.close();
  await db.destroy();
}

await main();

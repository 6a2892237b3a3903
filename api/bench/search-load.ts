// Load benchmark of the part search on a PostgreSQL server filled by `generate-offers.ts`:
// p50/p95/p99 and requests per second of findByQuery (with analogues) and suggestions under concurrent
// load on loopback (suggestions also with the API's cache off; findByQuery also from two API processes,
// API_PROCESSES=2, with the API's CPU time per request), beside the same SQL queries called directly in the
// same run, one at a time and from as many clients as the HTTP load.
//   DATABASE_URL=postgres://… node --conditions=shop-source --import tsx bench/search-load.ts [--seconds 10] [--concurrency 16]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { normalizePartNumber } from '@shop/shared/catalog';
import { Agent, get } from 'node:http';
import { openDatabase } from '../src/db/connection.js';
import { suggestGoods } from '../src/catalog/queries.js';
import { partWithAnalogues } from '../src/search/queries.js';
import { cpuTimeMs, startApi, summary } from './load-tools.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    samples: { type: 'string', default: '500' },
  },
});
const seconds = Number(values.seconds);
/** What browsers send; BENCH_ACCEPT_ENCODING=identity measures the API without compression. */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const concurrency = Number(values.concurrency);
/** Turns each of the one- and two-process APIs gets within `seconds`. */
const TURNS = 4;
/** Requests each API process gets before it is measured. */
const WARM_REQUESTS = 3000;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Укажите DATABASE_URL сервера PostgreSQL с данными generate-offers.ts');

interface Loaded {
  latencies: number[];
  elapsed: number;
  errors: number;
}

/**
 * Calls `request` (with a running count) from `concurrency` workers for `ms` or until `requests` are sent,
 * each answered call's latency in ms; a call that answers false counts as an error.
 */
async function drive(
  request: (index: number) => Promise<boolean>,
  ms = seconds * 1000,
  requests = Infinity,
): Promise<Loaded> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const start = performance.now();
  const deadline = start + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && next < requests) {
        const began = performance.now();
        if (await request(next++)) latencies.push(performance.now() - began);
        else errors++;
      }
    }),
  );
  return { latencies, elapsed: performance.now() - start, errors };
}

/** GETs `urls` in turn from `concurrency` workers (see `drive`). */
function load(urls: string[], base: string, ms = seconds * 1000, requests = Infinity): Promise<Loaded> {
  return drive(
    async (index) => (await requestRaw(base + (urls[index % urls.length] ?? ''))) === 200,
    ms,
    requests,
  );
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One GET as a browser sends it (asking for br/gzip), the body read but not decoded: decoding is the
 * browser's work on the customer's machine, not the server's, and would take CPU from the API here.
 */
function requestRaw(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The API's CPU time per answered search (all its processes), for the table's `apiCpuMs` column. */
function cpuPerRequest(turns: { cpuMs: number; latencies: number[] }): string {
  return Number.isNaN(turns.cpuMs) ? '—' : (turns.cpuMs / Math.max(1, turns.latencies.length)).toFixed(3);
}

async function main() {
  const handle = await openDatabase({
    databaseUrl: databaseUrl ?? null,
    databaseSchema: process.env.DATABASE_SCHEMA ?? null,
    dataDir: '',
  });
  const db = handle.db;
  const offers = await sql<{ count: string }>`select count(*) as count from offers`.execute(db);
  const goods = await sql<{ count: string }>`select count(*) as count from goods`.execute(db);
  // Enough pages of a big table to find the sample quickly; a small table (the CI run) is read whole.
  const samplePercent = Math.min(
    100,
    Math.max(2, (1000 * Number(values.samples)) / Math.max(1, Number(goods.rows[0]?.count))),
  );
  const sample = await sql<{ id: number; brand: string; number: string }>`
    select g.id, b.name as brand, g.number
    from goods g tablesample system (${samplePercent}) join brands b on b.id = g.brand_id
    where exists (select 1 from cross_group_goods c where c.good_id = g.id)
    limit ${Number(values.samples)}`.execute(db);
  const parts = sample.rows;
  if (parts.length === 0) throw new Error('В базе нет запчастей с аналогами: сначала generate-offers.ts');
  const prefixes = parts.map((part, index) => normalizePartNumber(part.number).slice(0, 2 + (index % 4)));

  // The same queries as the endpoint, called directly: the floor that HTTP, pricing and JSON add to.
  const sqlSearch: number[] = [];
  const sqlSuggest: number[] = [];
  let analogues = 0;
  for (const [index, part] of parts.entries()) {
    let began = performance.now();
    const found = await partWithAnalogues(db, part.brand, part.number, true, {}, null);
    analogues += Math.max(0, found.goods.length - 1);
    sqlSearch.push(performance.now() - began);
    began = performance.now();
    await suggestGoods(db, prefixes[index] ?? 'A', 10);
    sqlSuggest.push(performance.now() - began);
  }
  // The same SQL from as many clients as the HTTP load, through a pool as big as the API's: what the
  // database and one Node process's driver give at this concurrency before HTTP, pricing and JSON.
  const sqlConcurrent = await drive(async (index) => {
    const part = parts[index % parts.length];
    if (part) await partWithAnalogues(db, part.brand, part.number, true, {}, null);
    return true;
  });

  await db.destroy();
  // BENCH_API_URL: load an API started elsewhere (another machine, or under a profiler).
  const external = process.env.BENCH_API_URL;
  const { base, api } = external ? { base: external, api: null } : await startApi();
  const searchUrls = parts.map(
    (part) =>
      `/api/v2/search/findByQuery?${new URLSearchParams({ brandName: part.brand, number: part.number })}`,
  );
  const suggestUrls = prefixes.map(
    (prefix) => `/api/v2/search/suggestions?query=${encodeURIComponent(prefix)}`,
  );
  // The same search served by two Node processes on one port (API_PROCESSES, src/http/processes.ts),
  // measured in turns with one process: on a shared machine the others' load then falls on both alike.
  const pairApi = external ? null : await startApi({ API_PROCESSES: '2' });
  const turns = (pairApi ? [{ base, api }, pairApi] : [{ base, api }]).map((each) => ({
    base: each.base,
    pid: each.api?.pid ?? 0,
    latencies: [] as number[],
    elapsed: 0,
    errors: 0,
    cpuMs: 0,
  }));
  // Warmed by a number of requests per process (each compiles its code and fills its pool), up to `seconds`.
  for (const [index, total] of turns.entries()) {
    await load(searchUrls, total.base, seconds * 1000, WARM_REQUESTS * (index + 1));
  }
  for (let round = 0; round < TURNS; round++) {
    for (const total of turns) {
      const cpuBefore = cpuTimeMs(total.pid);
      const turn = await load(searchUrls, total.base, (seconds * 1000) / TURNS);
      total.cpuMs += cpuTimeMs(total.pid) - cpuBefore;
      total.latencies.push(...turn.latencies);
      total.elapsed += turn.elapsed;
      total.errors += turn.errors;
    }
  }
  pairApi?.api.kill();
  const [search, pair] = turns;
  if (!search) throw new Error('нет замеров поиска');
  const suggest = await load(suggestUrls, base);
  api?.kill();
  // Every prefix answered by the database, as when no customer has typed it in the last minute.
  const uncachedApi = external ? null : await startApi({ SUGGESTIONS_CACHE_SECONDS: '0' });
  const uncached = await load(suggestUrls, uncachedApi?.base ?? base);
  uncachedApi?.api.kill();

  console.log(
    `Offers: ${Number(offers.rows[0]?.count).toLocaleString('ru-RU')}, goods: ${Number(goods.rows[0]?.count).toLocaleString('ru-RU')}, ` +
      `sample: ${parts.length} parts (${(analogues / parts.length).toFixed(1)} analogues each), ` +
      `concurrency ${concurrency}, ${seconds} s per endpoint`,
  );
  console.table([
    {
      ...summary(
        external ? 'findByQuery (HTTP)' : 'findByQuery (HTTP, 1 process)',
        search.latencies,
        search.elapsed,
      ),
      apiCpuMs: cpuPerRequest(search),
    },
    ...(pair
      ? [
          {
            ...summary('findByQuery (HTTP, 2 processes)', pair.latencies, pair.elapsed),
            apiCpuMs: cpuPerRequest(pair),
          },
        ]
      : []),
    summary(`findByQuery (SQL, ${concurrency} clients)`, sqlConcurrent.latencies, sqlConcurrent.elapsed),
    summary(
      'findByQuery (SQL, sequential)',
      sqlSearch,
      sqlSearch.reduce((a, b) => a + b, 0),
    ),
    summary('suggestions (HTTP)', suggest.latencies, suggest.elapsed),
    summary('suggestions (HTTP, cache off)', uncached.latencies, uncached.elapsed),
    summary(
      'suggestions (SQL, sequential)',
      sqlSuggest,
      sqlSuggest.reduce((a, b) => a + b, 0),
    ),
  ]);
  const errors = search.errors + (pair?.errors ?? 0) + suggest.errors + uncached.errors;
  if (errors > 0) {
    console.error(`Ошибочных ответов: ${errors}`);
    process.exitCode = 1;
  }
}

await main();

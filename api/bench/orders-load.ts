// Load benchmark of placing orders on a PostgreSQL server: N customers with carts, orders fired over real
// HTTP on loopback by `--concurrency` customers at once; orders per second, p50/p95/p99 latency, how many
// units were sold beyond the stock (must be 0), and how long the API's transactions sat idle waiting on Node
// (`pg_stat_activity` sampled during the run). Popular parts have little stock, so orders race for it.
//   DATABASE_URL=postgres://… node --conditions=shop-source --import tsx bench/orders-load.ts \
//     [--customers 2000] [--seconds 10] [--concurrency 20]
// The data lives in its own schema `bench_orders`, made anew on every run.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { OrderPayload } from '@shop/shared';
import { openDatabase } from '../src/db/connection.js';
import type { Database } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ownCpuMs, startApi, summary } from './load-tools.js';
import { backendsCpuMs, sampleSessionStates } from './db-sessions.js';
import { seedCatalog, seedCustomers } from './orders-seed.js';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '20' },
  },
});
const customers = Number(values.customers);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Укажите DATABASE_URL сервера PostgreSQL');

const SCHEMA = 'bench_orders';
const SECRET = `bench-orders-${randomUUID()}`;
/** `application_name` of the API's database sessions (node-postgres reads PGAPPNAME), to tell them apart. */
const API_SESSIONS = 'bench-orders-api';
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * Units sold beyond the stock: per offer, what the orders took minus what there was (never below 0). The
 * listed figure stays as loaded and the reservations must equal what the orders took (every part here has
 * one offer).
 */
async function oversold(
  db: Database,
  initial: ReadonlyMap<number, number>,
): Promise<{ oversold: number; mismatched: number }> {
  const rows = await sql<{ id: number; amount: number; held: number; sold: number }>`
    select o.id, o.amount, coalesce(r.amount, 0) as held, coalesce(sum(i.amount), 0)::int as sold
    from offers o
    left join stock_reservations r on r.vendor_id = o.vendor_id and r.good_id = o.good_id
    left join order_items i on i.offer_id = o.id
    group by o.id, o.amount, r.amount`.execute(db);
  let over = 0;
  let mismatched = 0;
  for (const row of rows.rows) {
    const stock = initial.get(row.id) ?? 0;
    over += Math.max(0, row.sold - stock);
    if (stock !== row.amount || row.held !== row.sold) mismatched += 1;
  }
  return { oversold: over, mismatched };
}

async function main() {
  const admin = await openDatabase({ databaseUrl: databaseUrl ?? null, databaseSchema: null, dataDir: '' });
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(admin.db);
  await admin.db.destroy();
  const handle = await openDatabase({
    databaseUrl: databaseUrl ?? null,
    databaseSchema: SCHEMA,
    dataDir: '',
  });
  const db = handle.db;
  await migrateToLatest(db, handle.schema);
  const seedStarted = performance.now();
  const catalog = await seedCatalog(db, customers);
  const seeded = await seedCustomers(db, catalog, customers, SECRET);
  const initial = new Map(catalog.offers.map((offer) => [offer.id, offer.amount]));
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const { base, api } = await startApi({
    DATABASE_URL: databaseUrl ?? '',
    DATABASE_SCHEMA: SCHEMA,
    APP_SECRET: SECRET,
    PGAPPNAME: API_SESSIONS,
  });
  const latencies: number[] = [];
  const outcomes = { placed: 0, soldOut: 0, failed: 0 };
  // The refusals a race for the last units gives: the offer sold out before, or while, the order was placed.
  const soldOut = /Нет в наличии у поставщика|Товар закончился|Максимальное количество для заказа/;
  let next = 0;
  const apiCpuBefore = ownCpuMs(api.pid ?? 0, 'server.ts');
  const backendsBefore = await backendsCpuMs(db, API_SESSIONS);
  const loadCpuBefore = process.cpuUsage();
  const running = new AbortController();
  const sampling = sampleSessionStates(db, API_SESSIONS, 20, running.signal);
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && next < seeded.customers.length) {
        const customer = seeded.customers[next++];
        if (!customer) break;
        const payload: OrderPayload = {
          contract: customer.contract,
          customerComment: '',
          deliveryCustomerName: '',
          deliveryAddress: null,
          deliveryMethod: seeded.deliveryMethod,
          deliverySchedule: null,
          paymentMethod: seeded.paymentMethod,
          items: customer.lines.map(({ offerId, ...line }) => ({
            ...line,
            isSelected: true,
            offer: { itemKey: `s${offerId}` },
            refund: { isAllowed: true, percent: 0, conditions: '' },
          })),
        };
        const began = performance.now();
        const answer = await post(`${base}/api/orders/create`, JSON.stringify(payload), {
          'x-authorization': `Bearer ${customer.token}`,
          'idempotency-key': randomUUID(),
        });
        latencies.push(performance.now() - began);
        const outcome = answer.status === 200 ? 'placed' : soldOut.test(answer.body) ? 'soldOut' : 'failed';
        outcomes[outcome] += 1;
        if (outcome === 'failed' && outcomes.failed <= 3) console.error(answer.status, answer.body);
      }
    }),
  );
  const elapsed = performance.now() - start;
  const loadCpu = process.cpuUsage(loadCpuBefore);
  running.abort();
  const states = await sampling;
  const apiCpuAfter = ownCpuMs(api.pid ?? 0, 'server.ts');
  const backendsAfter = await backendsCpuMs(db, API_SESSIONS);
  api.kill();
  agent.destroy();

  const { placed, failed } = outcomes;
  const check = await oversold(db, initial);
  await db.destroy();

  console.log(
    `Customers: ${customers} (seeded in ${seedSeconds.toFixed(1)} s), ${concurrency} at once, ${(elapsed / 1000).toFixed(1)} s; ` +
      `orders placed: ${placed} (${((placed / elapsed) * 1000).toFixed(1)} orders/s), refused for stock: ${outcomes.soldOut}, failed: ${failed}`,
  );
  console.table([summary('POST /api/orders/create', latencies, elapsed)]);
  const meanIdle = states.idleInTransaction / Math.max(1, states.samples);
  const meanActive = states.active / Math.max(1, states.samples);
  console.log(
    `Idle in transaction (${states.samples} samples of pg_stat_activity): ${meanIdle.toFixed(2)} sessions on average ` +
      `(${((meanIdle * elapsed) / 1000).toFixed(1)} s of session time in ${(elapsed / 1000).toFixed(1)} s), ` +
      `running a statement ${meanActive.toFixed(2)}; longest idle wait seen ${states.longestIdleMs.toFixed(1)} ms`,
  );
  const requests = latencies.length;
  const backendMs = [...backendsAfter].reduce(
    (sum, [pid, ms]) => sum + ms - (backendsBefore.get(pid) ?? 0),
    0,
  );
  const apiMs = apiCpuAfter - apiCpuBefore;
  console.log(
    `CPU per request: API process ${Number.isNaN(apiMs) ? '—' : `${(apiMs / requests).toFixed(2)} ms`}, ` +
      `database sessions ${backendsAfter.size === 0 ? '—' : `${(backendMs / requests).toFixed(2)} ms (${backendsAfter.size} sessions)`}, ` +
      `this load generator ${((loadCpu.user + loadCpu.system) / 1000 / requests).toFixed(2)} ms`,
  );
  console.log(
    `Oversold units: ${check.oversold}; offers whose stock does not match the orders: ${check.mismatched}`,
  );
  if (check.oversold > 0 || check.mismatched > 0 || failed > 0 || placed === 0) process.exitCode = 1;
}

await main();

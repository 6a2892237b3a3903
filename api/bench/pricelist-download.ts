// Benchmark of the price-list download on a PostgreSQL server filled by generate-offers.ts:
//   DATABASE_URL=postgres://… [DATABASE_SCHEMA=…] node --conditions=shop-source --import tsx bench/pricelist-download.ts
// The API runs in its own process on loopback; a wholesale user (markup 7 %) downloads the xlsx and the txt
// over HTTP. For each: seconds, bytes, and how far the API process's resident memory rose above what it
// held before the download (its peak: VmHWM after resetting it, else samples every 10 ms). Beside them, the
// reference of the same run: PostgreSQL alone sending the same rows by `COPY (select …) TO STDOUT`.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { to as copyTo } from 'pg-copy-streams';
import { createPasswordHasher } from '../src/auth/password.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ownCpuMs, startApi } from './load-tools.js';

const TARGET_SECONDS = 15;
const TARGET_RSS_MB = 100;
const EMAIL = 'pricelist-bench@example.com';
const PASSWORD = `bench-${randomUUID()}`;

const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('Укажите DATABASE_URL сервера PostgreSQL');
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  databaseSchema: config.databaseSchema,
  dataDir: config.dataDir,
});
await migrateToLatest(handle.db, handle.schema);
const { pool } = handle;
if (!pool) throw new Error('Нужен сервер PostgreSQL, не PGlite');

/** The wholesale bench user on the generated levels (the first level that is not the default, if any). */
async function benchUser(): Promise<void> {
  const level = await handle.db
    .selectFrom('price_levels')
    .select('id')
    .orderBy('is_default')
    .orderBy('id')
    .executeTakeFirst();
  const passwordHash = await createPasswordHasher(config.passwordHash).hash(PASSWORD);
  const values = {
    email: EMAIL,
    password_hash: passwordHash,
    type: 'business' as const,
    last_name: 'Прайсов',
    first_name: 'Замер',
    middle_name: '',
    phone: '',
    address: '',
    is_wholesale: true,
    markup: '7',
    is_allow_download_pricelist: true,
    price_level_id: level?.id ?? null,
  };
  await handle.db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.column('email').doUpdateSet(values))
    .execute();
}

function rssKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : Number.NaN;
}

/** Resets the process's peak resident size (Linux ≥ 4.0); false where that is not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface Measured {
  name: string;
  seconds: number;
  cpuSeconds: number | null;
  megabytes: number;
  rssGrowthMb: number | null;
}

async function measure(name: string, pid: number | null, work: () => Promise<number>): Promise<Measured> {
  let baseline = 0;
  let peak = 0;
  let exactPeak = false;
  let sampler: NodeJS.Timeout | undefined;
  if (pid !== null) {
    baseline = rssKb(pid, 'VmRSS');
    exactPeak = resetPeak(pid);
    peak = baseline;
    sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(pid, 'VmRSS'));
    }, 10);
  }
  const cpuBefore = pid === null ? 0 : ownCpuMs(pid);
  const started = performance.now();
  const bytes = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (pid !== null && exactPeak) peak = Math.max(peak, rssKb(pid, 'VmHWM'));
  return {
    name,
    seconds: Number(seconds.toFixed(2)),
    cpuSeconds: pid === null ? null : Number(((ownCpuMs(pid) - cpuBefore) / 1000).toFixed(2)),
    megabytes: Number((bytes / 1024 / 1024).toFixed(1)),
    rssGrowthMb: pid === null ? null : Number(((peak - baseline) / 1024).toFixed(1)),
  };
}

/** Reads the whole answer as it comes and drops it; answers its size. */
async function download(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { 'x-authorization': `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

/** The rows of the price list as PostgreSQL alone sends them (no pricing, no file format). */
async function copyReference(): Promise<number> {
  const client = await (pool as NonNullable<typeof pool>).connect();
  try {
    const stream = client.query(
      copyTo(`copy (
        select b.name, g.number, g.name, o.purchase_price, greatest(o.amount - coalesce(r.amount, 0), 0),
          o.min_amount, o.multiplicity, o.delivery_hours + v.extra_delivery_hours, v.name
        from offers o join vendors v on v.id = o.vendor_id join goods g on g.id = o.good_id
        join brands b on b.id = g.brand_id
        left join stock_reservations r on r.vendor_id = o.vendor_id and r.good_id = o.good_id
        where v.is_active and o.amount > coalesce(r.amount, 0) order by o.id
      ) to stdout`),
    );
    let bytes = 0;
    for await (const chunk of stream) bytes += (chunk as Buffer).byteLength;
    return bytes;
  } finally {
    client.release();
  }
}

await benchUser();
const offers = await handle.db
  .selectFrom('offers')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .executeTakeFirstOrThrow();
console.log(`Предложений в базе: ${Number(offers.count)}`);

/** Each format in an API process of its own, so neither inherits the heap the other grew. */
async function downloadInFreshApi(format: string): Promise<Measured> {
  const { base, api } = await startApi({
    DATABASE_URL: config.databaseUrl ?? '',
    ...(config.databaseSchema ? { DATABASE_SCHEMA: config.databaseSchema } : {}),
    APP_SECRET: `bench-pricelist-${randomUUID()}`,
  });
  try {
    const login = await fetch(`${base}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    return await measure(`прайс-лист ${format}`, api.pid ?? null, () =>
      download(`${base}/api/pricelist/download.${format}`, token),
    );
  } finally {
    api.kill();
  }
}

try {
  const results = [await measure('COPY … TO STDOUT (эталон)', null, copyReference)];
  for (const format of ['xlsx', 'txt']) results.push(await downloadInFreshApi(format));
  console.table(results);
  const failed = results.filter(
    (result) =>
      result.rssGrowthMb !== null && (result.seconds > TARGET_SECONDS || result.rssGrowthMb > TARGET_RSS_MB),
  );
  console.log(
    failed.length === 0
      ? `Цели выполнены: не больше ${TARGET_SECONDS} с и ${TARGET_RSS_MB} МБ прироста памяти`
      : `Цели (${TARGET_SECONDS} с, ${TARGET_RSS_MB} МБ) не выполнены: ${failed.map((r) => r.name).join(', ')}`,
  );
  if (failed.length > 0) process.exitCode = 1;
} finally {
  await handle.db.destroy();
}

// What import-speed.ts measures beside the import: the raw COPY of the same file, a COPY of the rows an import
// made straight into the catalog's tables, the memory of the import's server backends, and the latency of part
// searches sent to the API while the import runs.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { percentile } from './load-tools.js';

/**
 * Rows per second of a plain COPY of the list into a logged table with the file's columns and no index:
 * what the server does at the least for the same bytes, measured in the same run as the import.
 */
export async function rawCopySpeed(
  pool: pg.Pool,
  path: string,
): Promise<{ rows: number; perSecond: number }> {
  const client = await pool.connect();
  try {
    await client.query('drop table if exists bench_raw_copy');
    await client.query(
      `create table bench_raw_copy (brand text, number text, name text, price text, amount integer,
         hours integer)`,
    );
    const copy = await timedCopyIn(
      client,
      `copy bench_raw_copy from stdin (format csv, delimiter ';', header true)`,
      createReadStream(path),
    );
    await client.query('drop table bench_raw_copy');
    return { rows: copy.rows, perSecond: copy.rows / copy.seconds };
  } finally {
    client.release();
  }
}

/** The rows of `copy (…) to stdout`, held in memory as COPY text. */
async function copyOut(client: pg.PoolClient, query: string): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  for await (const piece of client.query(copyTo(`copy (${query}) to stdout`))) pieces.push(piece as Buffer);
  return pieces;
}

/** Seconds a `copy … from stdin` of `source` takes, and the rows it copied. */
async function timedCopyIn(
  client: pg.PoolClient,
  statement: string,
  source: Readable,
): Promise<{ seconds: number; rows: number }> {
  const started = performance.now();
  const copy = client.query(copyFrom(statement));
  await pipeline(source, copy);
  return { seconds: (performance.now() - started) / 1000, rows: copy.rowCount };
}

const OFFER_COLUMNS = `vendor_id, good_id, purchase_price, currency, amount, min_amount, multiplicity,
  delivery_hours, refund_allowed, refund_percent`;

/**
 * The least the server spends to add a list of new parts to the live catalog, without any of the importer's
 * work: the goods an import created (ids from `firstGoodId`) and the vendor's offers, read back and COPYed
 * straight into `goods` and `offers` with both tables' indexes, in a transaction that is rolled back. Each
 * number gets a suffix, so the goods are new and their keys fall where the list's did.
 */
export async function tablesCopySpeed(
  pool: pg.Pool,
  vendorId: number,
  firstGoodId: number,
): Promise<{ rows: number; perSecond: number; goodsSeconds: number; offersSeconds: number }> {
  const client = await pool.connect();
  try {
    const goods = await copyOut(
      client,
      `select brand_id, number || '~', normalized_number || '~', name from goods
       where id >= ${Math.trunc(firstGoodId)} order by normalized_number, brand_id`,
    );
    const offers = await copyOut(
      client,
      `select ${OFFER_COLUMNS} from offers where vendor_id = ${Math.trunc(vendorId)} order by good_id, id`,
    );
    await client.query('begin');
    const goodsCopy = await timedCopyIn(
      client,
      'copy goods (brand_id, number, normalized_number, name) from stdin',
      Readable.from(goods),
    );
    const offersCopy = await timedCopyIn(
      client,
      `copy offers (${OFFER_COLUMNS}) from stdin`,
      Readable.from(offers),
    );
    await client.query('rollback');
    const seconds = goodsCopy.seconds + offersCopy.seconds;
    return {
      rows: offersCopy.rows,
      perSecond: offersCopy.rows / seconds,
      goodsSeconds: goodsCopy.seconds,
      offersSeconds: offersCopy.seconds,
    };
  } finally {
    client.release();
  }
}

/** Kilobytes of one field of /proc/<pid>/status ('VmRSS', 'RssAnon', 'VmHWM'); 0 when unreadable. */
async function statusKilobytes(pid: number, field: string): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return Number(match?.[1] ?? 0);
  } catch {
    return 0;
  }
}

export interface BackendMemory {
  /** Peak resident memory of the import's backends (shared buffers they touched included), summed, in bytes. */
  rss: number;
  /** Peak of their private memory (sorts, hashes, temporary buffers), summed, in bytes. */
  anonymous: number;
  backends: number;
}

/**
 * Samples the memory of the server backends running the import (found by the application name the importer
 * sets, which its parallel workers share): the server runs on this machine, so /proc shows them. `stop()` gives
 * the peaks.
 */
export function sampleBackendMemory(
  pool: pg.Pool,
  applicationName: string,
): { stop(): Promise<BackendMemory> } {
  const pids = new Set<number>();
  const peak: BackendMemory = { rss: 0, anonymous: 0, backends: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const found = await pool.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      for (const row of found.rows) pids.add(row.pid);
      let rss = 0;
      let anonymous = 0;
      for (const pid of found.rows.map((row) => row.pid)) {
        rss += await statusKilobytes(pid, 'VmRSS');
        anonymous += await statusKilobytes(pid, 'RssAnon');
      }
      peak.rss = Math.max(peak.rss, rss * 1024);
      peak.anonymous = Math.max(peak.anonymous, anonymous * 1024);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      peak.backends = pids.size;
      return peak;
    },
  };
}

/** Pause of a search client between its requests: a few customers searching, not a load test eating the CPU. */
const THINK_MS = 50;

/** Latencies in ms of findByQuery through the API's HTTP endpoint, `clients` at a time, until stopped. */
export function searchLoad(base: string, urls: string[], clients: number): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  let next = 0;
  const workers = Array.from({ length: clients }, async () => {
    while (running) {
      const url = urls[next++ % urls.length] ?? '';
      const began = performance.now();
      const response = await fetch(base + url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`findByQuery: HTTP ${response.status}`);
      latencies.push(performance.now() - began);
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return latencies;
    },
  };
}

export function p95(latencies: number[]): string {
  return `${percentile(
    [...latencies].sort((a, b) => a - b),
    95,
  ).toFixed(1)} мс (${latencies.length} запросов)`;
}

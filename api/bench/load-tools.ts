// Helpers of the load benchmarks: the API in its own process on loopback, latency percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadConfig, type AppConfig } from '../src/config.js';
import { parseRateLimits, rateLimitedActions } from '../src/http/rate-limits.js';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Requests, requests per second and p50/p95/p99 in ms of one measured series. */
export function summary(name: string, latencies: number[], elapsedMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    rps: Math.round((sorted.length / elapsedMs) * 1000),
    p50: percentile(sorted, 50).toFixed(2),
    p95: percentile(sorted, 95).toFixed(2),
    p99: percentile(sorted, 99).toFixed(2),
  };
}

/** Clock ticks of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/**
 * CPU time in ms (user + system) one process has used so far, from /proc (Linux; NaN where it cannot be
 * read): per request it holds on a machine others load too, where latencies do not. With `command`, NaN
 * unless the process's command line contains it (a pid another machine's server reported is not ours).
 */
export function ownCpuMs(pid: number, command?: string): number {
  try {
    if (command && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(command)) return Number.NaN;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/** {@link ownCpuMs} of a process and of its children (the workers of `API_PROCESSES`). */
export function cpuTimeMs(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    return children.reduce((total, child) => total + cpuTimeMs(Number(child)), ownCpuMs(pid));
  } catch {
    return Number.NaN;
  }
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('Не удалось выбрать порт');
  return address.port;
}

/**
 * The API in its own process, as in production, so the load generator does not share its event loop.
 * `env` is added to this process's environment (the database, the secret).
 */
export async function startApi(
  env: Record<string, string> = {},
): Promise<{ base: string; api: ChildProcess }> {
  const port = await freePort();
  const api = spawn(process.execPath, ['--conditions=shop-source', '--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: '0',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_STATIC: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Up to a minute: on a busy machine several processes compile the sources at once (API_PROCESSES).
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${base}/api/brands`)).ok) return { base, api };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  api.kill();
  throw new Error('API не запустился');
}

/** The API's config for a benchmark run in process: no demo data unless asked, a fresh secret, no rate limits. */
export function benchConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    demo: false,
    logLevel: false,
    appSecret: randomBytes(32).toString('hex'),
    serveStatic: false,
    rateLimits: parseRateLimits(rateLimitedActions.map((action) => `${action}=0`).join(',')),
    ...overrides,
  };
}

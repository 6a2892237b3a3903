// The production server under test: `node api/dist/server.js` from the repository root, exactly as
// `npm start` runs it, on a free loopback port with a fresh PGlite data folder and the demo data (a copy of the
// database the first server of this build made: seededTemplate).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteDefaults } from '../../shared/src/federation/registry.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The builds the production server serves; `npm start` (or `buildStale()`) makes them. */
export const requiredBuilds: readonly string[] = [
  'api/dist/server.js',
  'host/dist/index.html',
  ...remoteDefaults.map((remote) => `${remote.folder}/dist/mf-manifest.json`),
];

export interface StartOptions {
  /** Extra environment, e.g. `MF_CONTENT_MANIFEST_URL` pointing at an unreachable address. */
  env?: Record<string, string>;
  /** Milliseconds to wait for `/api/user` to answer (first start migrates and seeds the database). */
  startTimeoutMs?: number;
}

export interface ShopServer {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  readonly url: string;
  readonly port: number;
  /** The server's own folder: the PGlite database in `pglite/`, the media store in `media/`. */
  readonly dataDir: string;
  /** What the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and deletes its data folder. */
  stop(): Promise<void>;
}

/** Environment inherited from the shell that would change what is tested (a real database, SMTP, moved remotes). */
const strippedEnv =
  /^(DATABASE_.*|SMTP_URL|APP_SECRET|ROOT_DIR|TRUST_PROXY|MF_.*_MANIFEST_URL|MEDIA_DIR|MEDIA_S3_.*)$/;

export function missingBuilds(root = repoRoot): string[] {
  return requiredBuilds.filter((file) => !existsSync(join(root, file)));
}

function assertBuilds(): void {
  const missing = missingBuilds();
  if (missing.length === 0) return;
  throw new Error(
    `Нет production-сборки: ${missing.join(', ')}.\n` +
      'Соберите её из корня репозитория: `npm start` (собирает и запускает) или\n' +
      `  node -e "import('./scripts/workspace.mjs').then(m=>m.buildStale())"`,
  );
}

/** A free TCP port on the loopback interface (asked from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Не удалось получить свободный порт'));
      });
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `Сервер завершился при запуске (код ${child.exitCode ?? child.signalCode}):\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/user`, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) {
        await response.arrayBuffer();
        return;
      }
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    // Polls the port while the database is migrated and seeded; the loop ends as soon as it answers.
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Сервер не ответил на /api/user за ${timeoutMs} мс (${lastError}):\n${output()}`);
}

/**
 * Starts the production server; call `stop()` in an `after` hook. The free port is released before the
 * server binds it, so another process may take it in between (seen in CI): a new port is tried then.
 */
export async function startServer(options: StartOptions = {}): Promise<ShopServer> {
  assertBuilds();
  const template = await seededTemplate();
  return startOnFreePort(options, template);
}

async function startOnFreePort(options: StartOptions, template: string | null): Promise<ShopServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, await freePort(), template);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!portTaken || attempt === 3) throw error;
    }
  }
}

/**
 * The database a server of this API build made on its first start (migrated, demo data seeded), kept in the
 * system's temporary folder: every later server starts from a copy instead of migrating and seeding again.
 * The name holds the build's time and size, so a new build makes a new one.
 */
async function seededTemplate(): Promise<string> {
  const build = statSync(join(repoRoot, 'api/dist/server.js'));
  const template = join(tmpdir(), `shop-e2e-pglite-${Math.round(build.mtimeMs)}-${build.size}`);
  if (existsSync(template)) return template;
  const making = `${template}.${process.pid}`;
  const server = await startOnFreePort({ env: { DATA_DIR: making } }, null);
  await server.stop();
  // Another test process may have made it meanwhile: either copy is as good.
  await rename(making, template).catch(() => rm(making, { recursive: true, force: true }));
  for (const old of readdirSync(tmpdir()).filter((name) => /^shop-e2e-pglite-\d+-\d+$/.test(name))) {
    if (join(tmpdir(), old) !== template) await rm(join(tmpdir(), old), { recursive: true, force: true });
  }
  return template;
}

async function startOnce(options: StartOptions, port: number, template: string | null): Promise<ShopServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-data-'));
  if (template) await cp(template, join(dataDir, 'pglite'), { recursive: true });
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !strippedEnv.test(name)) env[name] = value;
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    DEMO: '1',
    SERVE_STATIC: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(dataDir, 'pglite'),
    MEDIA_DIR: join(dataDir, 'media'),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    // Subscription mails (order status, part watches) within a second, so journeys can wait for them.
    SUBSCRIPTIONS_CHECK_SECONDS: '1',
    ...options.env,
  });

  const child = spawn(process.execPath, [join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log += chunk.toString('utf8');
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  // If the test process ends without `stop()` (an interrupted run), the server and its data go with it.
  const onExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', onExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, child, () => log, options.startTimeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, output: () => log, stop };
}

// Health probes, graceful shutdown and the database's failure modes: a dead or hung server, a statement past
// its timeout, a connection closed by the server. The last ones need a PostgreSQL server (TEST_DATABASE_URL).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp, prepareDatabase } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openMediaStore } from '../src/content/media-store-open.js';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { withPostgresSession } from '../src/catalog/import/staging.js';
import { toErrorResponse } from '../src/errors/handler.js';
import { messages } from '../src/errors/http-error.js';
import { healthRoutes } from '../src/health/routes.js';
import { shutDownGracefully } from '../src/http/shutdown.js';
import { countRows, createTestApp, json, TEST_SECRET, type TestApp } from './helpers.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const needsServer = serverUrl ? {} : { skip: 'нужен сервер PostgreSQL (TEST_DATABASE_URL)' };

/** Kysely's migration lock (kysely/dist/esm/dialect/postgres/postgres-adapter.js). */
const MIGRATION_LOCK = '3853314791062309107';

function assertUnavailable(error: unknown): void {
  const { status, body, headers } = toErrorResponse(error);
  assert.equal(status, 503, `503 для ${String(error)}`);
  assert.equal(body.message, messages.unavailable);
  assert.equal(headers['retry-after'], '5');
}

/** A TCP port that accepts connections and never answers: a hung database server. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function freshSchema(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

async function dropSchema(schema: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: serverUrl ?? null, databaseSchema: null, dataDir: '' });
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
  await admin.db.destroy();
}

describe('health probes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ demo: false });
  });
  after(() => t.close());

  it('/healthz answers without the database, /readyz after a query to it', async () => {
    const live = await t.app.inject({ url: '/healthz' });
    assert.equal(live.statusCode, 200);
    assert.deepEqual(json(live), { status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.equal(ready.headers['cache-control'], 'no-store');
  });

  it('a database that does not answer: /readyz and API requests get 503 in Russian within the timeouts', async () => {
    const hung = await silentServer();
    const handle = await openDatabase({
      databaseUrl: `postgres://shop@127.0.0.1:${hung.port}/shop`,
      databaseSchema: null,
      dataDir: '',
      connectionTimeoutMs: 300,
    });
    const config: AppConfig = { ...t.config, demo: false, appSecret: TEST_SECRET };
    const app = await buildApp(config, { database: handle });
    try {
      const started = Date.now();
      const ready = await app.inject({ url: '/readyz' });
      assert.equal(ready.statusCode, 503);
      assert.equal(json<{ message: string }>(ready).message, messages.unavailable);
      const search = await app.inject({ url: '/api/v2/search/findByQuery?brandName=MANN&number=W71275' });
      assert.equal(search.statusCode, 503);
      assert.equal(json<{ message: string }>(search).message, messages.unavailable);
      assert.equal(search.headers['retry-after'], '5');
      assert.ok(Date.now() - started < 3_000, 'each waits for a connection 300 ms, not forever');
      assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200, 'the process is alive');
    } finally {
      await app.close();
      await handle.db.destroy();
      await hung.close();
    }
  });

  it('a refused connection is 503 too', async () => {
    const hung = await silentServer();
    const port = hung.port;
    await hung.close();
    const handle = await openDatabase({
      databaseUrl: `postgres://shop@127.0.0.1:${port}/shop`,
      databaseSchema: null,
      dataDir: '',
      connectionTimeoutMs: 1_000,
    });
    try {
      const error: unknown = await sql`select 1`.execute(handle.db).then(
        () => null,
        (caught: unknown) => caught,
      );
      assertUnavailable(error);
    } finally {
      await handle.db.destroy();
    }
  });
});

describe('graceful shutdown', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ demo: false });
  });
  after(() => t.close());

  async function appWithSlowRoute(ms: number) {
    const app = Fastify();
    const readiness = { stopping: false };
    app.decorate('readiness', readiness);
    await app.register(healthRoutes, { db: t.db, readiness, timeoutMs: 2_000 });
    app.get('/slow', async () => {
      await sleep(ms);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    assert.ok(address && typeof address === 'object');
    return { app, url: `http://127.0.0.1:${address.port}` };
  }

  it('says not ready while draining, finishes the request in flight, refuses new connections, exits 0', async () => {
    const { app, url } = await appWithSlowRoute(600);
    const inFlight = fetch(`${url}/slow`);
    await sleep(100);
    const codes: number[] = [];
    const started = Date.now();
    const stopping = shutDownGracefully(app, {
      drainMs: 300,
      timeoutMs: 5_000,
      exit: (code) => codes.push(code),
    });
    const ready = await fetch(`${url}/readyz`);
    assert.equal(ready.status, 503, 'not ready while draining');
    assert.equal(((await ready.json()) as { message: string }).message, messages.unavailable);
    assert.equal((await fetch(`${url}/healthz`)).status, 200, 'alive while draining');
    await sleep(350);
    await assert.rejects(fetch(`${url}/healthz`), 'no new connections after the drain');
    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { done: true });
    await stopping;
    assert.deepEqual(codes, [0]);
    assert.ok(Date.now() - started < 2_000, 'kept-alive connections do not hold the stop');
  });

  it('exits with 1 at the deadline when a request does not finish', async () => {
    const { app, url } = await appWithSlowRoute(1_500);
    const inFlight = fetch(`${url}/slow`).catch(() => null);
    await sleep(100);
    const codes: number[] = [];
    const started = Date.now();
    const stopping = shutDownGracefully(app, {
      drainMs: 0,
      timeoutMs: 200,
      exit: (code) => codes.push(code),
    });
    while (codes.length === 0 && Date.now() - started < 1_000) await sleep(20);
    assert.deepEqual(codes, [1]);
    assert.ok(Date.now() - started < 1_000);
    await inFlight;
    await stopping;
  });

  it('reads its settings from the environment', () => {
    const config = loadConfig({
      SHUTDOWN_TIMEOUT_MS: '2500',
      SHUTDOWN_DRAIN_MS: '5000',
      DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      DATABASE_CONNECT_TIMEOUT_MS: '800',
      DATABASE_MIGRATION_URL: 'postgres://shop@db:5432/shop',
    });
    assert.equal(config.shutdownTimeoutMs, 2_500);
    assert.equal(config.shutdownDrainMs, 5_000);
    assert.equal(config.statementTimeoutMs, 15_000);
    assert.equal(config.connectionTimeoutMs, 800);
    assert.equal(config.migrationDatabaseUrl, 'postgres://shop@db:5432/shop');
    const defaults = loadConfig({});
    assert.deepEqual(
      [
        defaults.shutdownDrainMs,
        defaults.shutdownTimeoutMs,
        defaults.statementTimeoutMs,
        defaults.connectionTimeoutMs,
      ],
      [0, 10_000, 30_000, 5_000],
    );
  });
});

describe('PostgreSQL server: timeouts and lost connections', needsServer, () => {
  const schema = freshSchema();
  let handle: DatabaseHandle;
  before(async () => {
    handle = await openDatabase({
      databaseUrl: serverUrl ?? null,
      databaseSchema: schema,
      dataDir: '',
      statementTimeoutMs: 200,
      connectionTimeoutMs: 2_000,
    });
  });
  after(async () => {
    await handle.db.destroy();
    await dropSchema(schema);
  });

  it('a statement past DATABASE_STATEMENT_TIMEOUT_MS is cancelled and answered with 503', async () => {
    const error: unknown = await sql`select pg_sleep(1)`.execute(handle.db).then(
      () => null,
      (caught: unknown) => caught,
    );
    assert.equal((error as { code?: string } | null)?.code, '57014');
    assertUnavailable(error);
  });

  it('migrations wait for another instance past the statement timeout', async () => {
    const other = await openDatabase({ databaseUrl: serverUrl ?? null, databaseSchema: null, dataDir: '' });
    try {
      await other.db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
        setTimeout(() => {
          void sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
        }, 600);
        const applied = await migrateToLatest(handle.db, schema);
        assert.ok(applied.length > 0);
      });
    } finally {
      await other.db.destroy();
    }
    const timeout = await sql<{
      value: string;
    }>`select current_setting('statement_timeout') as value`.execute(handle.db);
    assert.equal(timeout.rows[0]?.value, '200ms', 'the pool keeps its timeout afterwards');
  });

  it("the price-list importer's transaction has no statement timeout", async () => {
    assert.ok(handle.pool);
    const rows = await withPostgresSession(handle.pool, (session) =>
      session.query<{ done: boolean }>('select pg_sleep(0.4) is not null as done'),
    );
    assert.deepEqual(rows, [{ done: true }]);
  });

  it('survives connections closed by the server, idle or in use, and reconnects', async () => {
    const killer = await openDatabase({ databaseUrl: serverUrl ?? null, databaseSchema: null, dataDir: '' });
    const terminate = (pid: number) => sql`select pg_terminate_backend(${pid})`.execute(killer.db);
    try {
      const idle = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      await terminate(Number(idle.rows[0]?.pid));
      await sleep(200);
      await handle.db.connection().execute(async (connection) => {
        const used = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
        await terminate(Number(used.rows[0]?.pid));
        await sleep(200);
        await assert.rejects(sql`select 1`.execute(connection), (error) => {
          assertUnavailable(error);
          return true;
        });
      });
      await sleep(100);
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      assert.equal(again.rows[0]?.one, 1);
    } finally {
      await killer.db.destroy();
    }
  });

  it('three instances starting at once on an empty database migrate and load the demo data once', async () => {
    const fresh = freshSchema();
    const config: AppConfig = {
      ...loadConfig({}),
      databaseUrl: serverUrl ?? null,
      databaseSchema: fresh,
      demo: true,
      logLevel: false,
      statementTimeoutMs: 30_000,
      passwordHash: { memoryCost: 4096, timeCost: 2, parallelism: 1 },
      mediaStore: { dir: mkdtempSync(join(tmpdir(), 'api-media-')), s3: null, problems: [] },
    };
    try {
      // One media folder for the three, as instances on one machine share MEDIA_DIR.
      const media = await openMediaStore(config.mediaStore);
      const handles = await Promise.all([1, 2, 3].map(() => prepareDatabase(config, media)));
      try {
        const [first] = handles;
        assert.ok(first);
        assert.equal(await countRows(first.db, 'users'), 3);
        assert.ok(await media.exists('original/demo/goods/oil.svg'), 'the demo pictures, once');
      } finally {
        for (const opened of handles) await opened.db.destroy();
      }
    } finally {
      await dropSchema(fresh);
      rmSync(config.mediaStore.dir, { recursive: true, force: true });
    }
  });
});

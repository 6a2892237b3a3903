import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { TokenResponse } from '@shop/shared';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { parseRateLimits, rateLimitedActions } from '../src/http/rate-limits.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/demo/seed.js';
import { seedDemoCatalog } from '../src/demo/catalog/seed.js';
import { createPasswordHasher } from '../src/auth/password.js';
import type { DB } from '../src/db/schema.js';
import { openMediaStore } from '../src/content/media-store-open.js';
import type { MediaStore } from '../src/content/media-store.js';
import { fastHash, pgliteTemplate, type TemplateKind } from './db-template.js';

export const TEST_SECRET = 'test-secret-for-api-suites';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  config: AppConfig;
  /** The app's media store (a folder inside the suite's temporary root unless `mediaStore` is given). */
  media: MediaStore;
  close(): Promise<void>;
}

/**
 * A fresh database per call: in-memory PGlite (from the run's template, test/db-template.ts), or a new schema
 * on the PostgreSQL server of `TEST_DATABASE_URL` (dropped on close), migrated and, unless `demo: false`,
 * filled with demo data.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  env: Record<string, string> = {},
  options: {
    catalog?: boolean;
    logStream?: { write(line: string): void };
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const rootDir = overrides.rootDir ?? mkdtempSync(join(tmpdir(), 'api-root-'));
  const config: AppConfig = {
    ...loadConfig({}),
    demo: true,
    logLevel: false,
    appSecret: TEST_SECRET,
    dataDir: 'memory://',
    databaseUrl: null,
    serveStatic: false,
    renderPages: overrides.serveStatic ?? false,
    publicUrl: 'http://shop.test',
    passwordHash: fastHash,
    // Suites send many requests from one address; test/rate-limits.test.ts sets its own low limits.
    rateLimits: parseRateLimits(rateLimitedActions.map((action) => `${action}=0`).join(',')),
    // Suites run the subscriptions' checker by hand (test/subscriptions.test.ts).
    subscriptionsCheckSeconds: 0,
    mediaStore: { dir: join(rootDir, 'media'), s3: null, problems: [] },
    ...overrides,
    rootDir,
  };
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : null;
  // The demo catalog takes a few seconds to load: only the suites about the catalog ask for it.
  const kind: TemplateKind = !config.demo ? 'migrated' : options.catalog ? 'catalog' : 'demo';
  const template = url ? null : await pgliteTemplate(kind);
  const handle: DatabaseHandle = await openDatabase({
    databaseUrl: url ?? null,
    databaseSchema: schema,
    dataDir: 'memory://',
    loadDataDir: template ?? undefined,
  });
  if (!template) {
    await aside(handle, 'shared', () => migrateToLatest(handle.db, handle.schema));
    if (config.demo) await seedDemoData(handle.db, createPasswordHasher(config.passwordHash));
    if (options.catalog) await seedDemoCatalog(handle.db);
  }
  const app = await buildApp(config, {
    database: handle,
    env,
    logStream: options.logStream,
    onRoute: options.onRoute,
  });
  await app.ready();
  const media = await openMediaStore(config.mediaStore);
  return {
    app,
    db: handle.db,
    handle,
    config,
    media,
    async close() {
      await app.close();
      media.close();
      if (schema) {
        await aside(handle, 'exclusive', () =>
          sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db),
        );
      }
      await handle.db.destroy();
      if (!overrides.rootDir) rmSync(rootDir, { recursive: true, force: true });
    },
  };
}

/** Test suites' lock on the server: their migrations share it, dropping a suite's schema takes it alone. */
const SCHEMAS_LOCK = 7_310_512;

/**
 * Kysely's migrator reads the catalog of every schema of the database: a schema another suite drops meanwhile
 * fails that read ('schema … does not exist'). On a server, suites migrate side by side but never while one
 * drops its schema. PGlite holds one suite's database alone: nothing to wait for.
 */
export async function aside<T>(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  mode: 'shared' | 'exclusive',
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  const suffix = mode === 'shared' ? '_shared' : '';
  return handle.db.connection().execute(async (connection) => {
    await sql`select ${sql.raw(`pg_advisory_lock${suffix}`)}(${SCHEMAS_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select ${sql.raw(`pg_advisory_unlock${suffix}`)}(${SCHEMAS_LOCK})`.execute(connection);
    }
  });
}

export async function countRows(db: Database, table: keyof DB): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(
    db,
  );
  return Number(result.rows[0]?.count ?? 0);
}

export function json<T>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

/** Both tokens of a new session. */
export async function loginSession(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress?: string,
): Promise<TokenResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username, password },
    remoteAddress,
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return json<TokenResponse>(response);
}

/** The access token of a new session. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  return (await loginSession(app, username, password)).token;
}

export function bearer(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-authorization': `Bearer ${token}`, ...extra };
}

/** An HS256 JWT made by hand (expired or foreign tokens). */
export function forgeToken(secret: string, payload: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export const demo = {
  retail: { email: 'retail@example.com', password: 'retail-demo-1' },
  wholesale: { email: 'wholesale@example.com', password: 'wholesale-demo-1' },
  admin: { email: 'admin@example.com', password: 'admin-demo-1' },
} as const;

/** Every error body: `{code, message}` with a Russian message. */
export const cyrillic = /[А-Яа-яЁё]/;

/** Polls `check` (every 10 ms, at most 5 s) until it answers a value: work a route runs after its answer. */
export async function until<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error('until: the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

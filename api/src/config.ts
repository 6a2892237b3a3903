import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { existsSync } from 'node:fs';

/** Parameters of argon2id; tests lower them to keep the run short. */
export interface PasswordHashOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface LoginThrottleOptions {
  /** Failed attempts per account within the window before 429. */
  perAccount: number;
  /** Failed attempts per IP address within the window before 429. */
  perIp: number;
  windowMinutes: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; when null the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | null;
  /** Schema on the PostgreSQL server (tests use one per suite); null means `public`. */
  databaseSchema: string | null;
  /** PGlite data folder; `memory://` keeps the database in memory. */
  dataDir: string;
  demo: boolean;
  /** HS256 secret of the session tokens; when null one is generated once and kept in the database. */
  appSecret: string | null;
  tokenTtl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public address of the site, used in links sent by e-mail. */
  publicUrl: string;
  /** Serve the host build at `/` and the remote builds under `/mf/<folder>/`. */
  serveStatic: boolean;
  /** Repository root: `host/dist`, `<remote>/dist` are looked up under it. */
  rootDir: string;
  bodyLimit: number;
  passwordHash: PasswordHashOptions;
  loginThrottle: LoginThrottleOptions;
  /** Fastify logger: false, or a pino level. */
  logLevel: string | false;
  trustProxy: boolean;
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function integer(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export const defaultPasswordHash: PasswordHashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Reads the configuration from environment variables (README lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env.PORT, 8080);
  const production = env.NODE_ENV === 'production';
  const rootDir = text(env.ROOT_DIR) ?? repoRoot;
  return {
    port,
    host: text(env.HOST) ?? '0.0.0.0',
    databaseUrl: text(env.DATABASE_URL),
    databaseSchema: text(env.DATABASE_SCHEMA),
    dataDir: text(env.DATA_DIR) ?? join(repoRoot, '.data', 'pglite'),
    demo: flag(env.DEMO, !production),
    appSecret: text(env.APP_SECRET),
    tokenTtl: text(env.TOKEN_TTL) ?? '7d',
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.MAIL_FROM) ?? 'Автозапчасти <no-reply@localhost>',
    publicUrl: (text(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    serveStatic: flag(
      env.SERVE_STATIC,
      production || existsSync(join(rootDir, 'host', 'dist', 'index.html')),
    ),
    rootDir,
    bodyLimit: integer(env.BODY_LIMIT, 1024 * 1024),
    passwordHash: defaultPasswordHash,
    loginThrottle: { perAccount: 5, perIp: 20, windowMinutes: 15 },
    logLevel: env.LOG_LEVEL === 'silent' ? false : (text(env.LOG_LEVEL) ?? 'info'),
    trustProxy: flag(env.TRUST_PROXY, false),
  };
}

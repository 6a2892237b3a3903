import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import type { SellerData } from '@shop/shared';
import type { XlsxCaps } from './catalog/import/xlsx-archive.js';
import { parseRateLimits, type RateLimits } from './http/rate-limits.js';
import { loadLaximoConfig, type LaximoConfig } from './oem-catalogs/laximo/config.js';
import { loadPartsCatalogConfig, type PartsCatalogConfig } from './oem-catalogs/parts-catalog-config.js';
import { loadMediaStoreConfig, type MediaStoreConfig } from './content/media-config.js';

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

/** Online payments through the T-Bank Internet Acquiring API v2 (`payments/tbank`). */
export interface PaymentsConfig {
  /** API base such as `https://securepay.tinkoff.ru/v2`; null: the sandbox in demo mode, else the real one. */
  tbankApiUrl: string | null;
  /** Terminal of the shop; empty outside demo mode means online payments are off. */
  tbankTerminalKey: string;
  /**
   * The terminal's password. Empty with the sandbox in production (`npm start`): a secret generated once
   * for the install and kept in the database signs its requests and notifications (`payments/gateway.ts`).
   */
  tbankPassword: string;
  /** Where the provider posts notifications; null: derived from the address the API listens on or `publicUrl`. */
  notificationUrl: string | null;
}

/** Address suggestions through a DaData-compatible service; without a token the built-in list answers. */
export interface DadataConfig {
  token: string | null;
  /** API base, `…/suggestions/api/4_1/rs`. */
  url: string;
  timeoutMs: number;
}

/** Uploads of supplier price lists (`POST /api/admin/pricelist/import`). */
export interface PriceListUploadConfig {
  /** The file as sent (413 above). */
  maxFileBytes: number;
  /** What an XLSX file may unpack to (`catalog/import/xlsx-archive.ts`). */
  xlsx: XlsxCaps;
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
  /** Lifetime of an access token (`15m`); the refresh token renews it. */
  tokenTtl: string;
  /** Days a session lives without a refresh; each refresh starts them again. */
  refreshTtlDays: number;
  /** `NODE_ENV=production` (also `npm start`): `configProblems` refuses published secrets, demo mode or not. */
  production: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public address of the site, used in links sent by e-mail. */
  publicUrl: string;
  /** Serve the host build at `/` and the remote builds under `/mf/<folder>/`. */
  serveStatic: boolean;
  /**
   * Answer page navigations: a guest's page rendered on the server from the builds under `rootDir`, else
   * `host/dist/index.html` (README.md, 'Pages rendered on the server'). On where files are served; behind
   * nginx (`RENDER_PAGES=1`) nginx asks the API for pages and serves the files.
   */
  renderPages: boolean;
  /** Repository root: `host/dist`, `<remote>/dist` are looked up under it. */
  rootDir: string;
  bodyLimit: number;
  passwordHash: PasswordHashOptions;
  loginThrottle: LoginThrottleOptions;
  /** Fastify logger: false, or a pino level. */
  logLevel: string | false;
  /** Proxies in front whose `X-Forwarded-For` is believed: false, a hop count, or their addresses/CIDRs. */
  trustProxy: TrustProxy;
  payments: PaymentsConfig;
  /**
   * `SELLER_*` variables that are set: they replace the seller's record at start until an admin first edits it
   * in the back office (`seller/service.ts`).
   */
  sellerSeed: Partial<SellerData>;
  dadata: DadataConfig;
  /** Laximo.CAT for the original catalogs; the built-in catalog answers without its login and key. */
  laximo: LaximoConfig;
  /** The aftermarket 'Catalogs API'; the OEM provider's data answers without its address and key. */
  partsCatalog: PartsCatalogConfig;
  /** How long the header search's suggestions are answered from memory; 0 asks the database every time. */
  suggestionsCacheSeconds: number;
  /** How often subscriptions' mails are checked (part watches, order status changes); 0: never. */
  subscriptionsCheckSeconds: number;
  /** Requests per client address on the routes open to abuse (`http/rate-limits.ts`). */
  rateLimits: RateLimits;
  priceListUpload: PriceListUploadConfig;
  /** Longest statement of a request on the PostgreSQL server (`statement_timeout`); 0: no limit. */
  statementTimeoutMs: number;
  /** Longest wait for a connection of the pool (connecting included) before the request gets 503. */
  connectionTimeoutMs: number;
  /** Server for migrations and the demo data at start when `databaseUrl` goes through PgBouncer. */
  migrationDatabaseUrl: string | null;
  /** After SIGTERM, requests are still taken this long while `/readyz` answers 503. */
  shutdownDrainMs: number;
  /** Largest file an admin may upload into the media store (images, PDF). */
  mediaMaxBytes: number;
  /** Originals and resized images: a folder (`MEDIA_DIR`) or an S3-compatible bucket (`MEDIA_S3_*`). */
  mediaStore: MediaStoreConfig;
  /** After SIGTERM, the drain and the requests in flight get this long before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Node processes serving the API on one port (`http/processes.ts`); more than 1 needs `databaseUrl`. */
  apiProcesses: number;
}

/** Fastify's `trustProxy` without `true`, which would believe every address a client writes in the header. */
export type TrustProxy = false | number | string[];

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

/**
 * `TRUST_PROXY`: off; `1`/`true` (one hop: the nginx in front) or another hop count; or a comma-separated
 * list of the proxies' addresses and CIDRs (`10.0.0.0/8,127.0.0.1`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(trimmed)) return false;
  if (['true', 'yes', 'on'].includes(trimmed)) return 1;
  if (/^[0-9]+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** Demo terminal of the sandbox provider (it checks these as T-Bank checks a real terminal). */
const demoTerminal = { key: 'DemoShopTerminal', password: 'demo-terminal-password' };

/** `SELLER_*` variable of each field of the seller's record. */
const sellerVariables: Record<keyof SellerData, string> = {
  name: 'SELLER_NAME',
  inn: 'SELLER_INN',
  kpp: 'SELLER_KPP',
  ogrn: 'SELLER_OGRN',
  legalAddress: 'SELLER_ADDRESS',
  officeAddress: 'SELLER_OFFICE_ADDRESS',
  phone: 'SELLER_PHONE',
  wholesalePhone: 'SELLER_WHOLESALE_PHONE',
  email: 'SELLER_EMAIL',
  wholesaleEmail: 'SELLER_WHOLESALE_EMAIL',
  workTime: 'SELLER_WORK_TIME',
  bankName: 'SELLER_BANK_NAME',
  bik: 'SELLER_BIK',
  correspondentAccount: 'SELLER_CORRESPONDENT_ACCOUNT',
  settlementAccount: 'SELLER_SETTLEMENT_ACCOUNT',
};

function loadSellerSeed(env: NodeJS.ProcessEnv): Partial<SellerData> {
  const seed: Partial<SellerData> = {};
  for (const [field, variable] of Object.entries(sellerVariables) as [keyof SellerData, string][]) {
    const value = text(env[variable]);
    if (value !== null) seed[field] = value;
  }
  return seed;
}

function loadPayments(env: NodeJS.ProcessEnv, demo: boolean, production: boolean): PaymentsConfig {
  return {
    tbankApiUrl: text(env.TBANK_API_URL)?.replace(/\/+$/, '') ?? null,
    tbankTerminalKey: text(env.TBANK_TERMINAL_KEY) ?? (demo ? demoTerminal.key : ''),
    // The published password only in development, where tests sign the sandbox's notifications with it.
    tbankPassword: text(env.TBANK_PASSWORD) ?? (demo && !production ? demoTerminal.password : ''),
    notificationUrl: text(env.PAYMENT_NOTIFICATION_URL),
  };
}

const MB = 1024 * 1024;

export const defaultPasswordHash: PasswordHashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Reads the configuration from environment variables (README lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env.PORT, 8080);
  const production = env.NODE_ENV === 'production';
  const rootDir = text(env.ROOT_DIR) ?? repoRoot;
  const serveStatic = flag(
    env.SERVE_STATIC,
    production || existsSync(join(rootDir, 'host', 'dist', 'index.html')),
  );
  return {
    port,
    host: text(env.HOST) ?? '0.0.0.0',
    databaseUrl: text(env.DATABASE_URL),
    databaseSchema: text(env.DATABASE_SCHEMA),
    dataDir: text(env.DATA_DIR) ?? join(repoRoot, '.data', 'pglite'),
    demo: flag(env.DEMO, !production),
    appSecret: text(env.APP_SECRET),
    tokenTtl: text(env.TOKEN_TTL) ?? '15m',
    refreshTtlDays: Math.max(1, integer(env.REFRESH_TTL_DAYS, 30)),
    production,
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.MAIL_FROM) ?? 'Автозапчасти <no-reply@localhost>',
    publicUrl: (text(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    serveStatic,
    renderPages: flag(env.RENDER_PAGES, serveStatic),
    rootDir,
    bodyLimit: integer(env.BODY_LIMIT, 1024 * 1024),
    passwordHash: defaultPasswordHash,
    loginThrottle: { perAccount: 5, perIp: 20, windowMinutes: 15 },
    logLevel: env.LOG_LEVEL === 'silent' ? false : (text(env.LOG_LEVEL) ?? 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    payments: loadPayments(env, flag(env.DEMO, !production), production),
    sellerSeed: loadSellerSeed(env),
    dadata: {
      token: text(env.DADATA_TOKEN),
      url: (text(env.DADATA_URL) ?? 'https://suggestions.dadata.ru/suggestions/api/4_1/rs').replace(
        /\/+$/,
        '',
      ),
      timeoutMs: integer(env.DADATA_TIMEOUT_MS, 3000),
    },
    suggestionsCacheSeconds: Math.max(0, integer(env.SUGGESTIONS_CACHE_SECONDS, 60)),
    laximo: loadLaximoConfig(env),
    partsCatalog: loadPartsCatalogConfig(env),
    subscriptionsCheckSeconds: Math.max(0, integer(env.SUBSCRIPTIONS_CHECK_SECONDS, 60)),
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    priceListUpload: {
      maxFileBytes: integer(env.PRICE_LIST_MAX_MB, 1024) * MB,
      xlsx: {
        maxUnpackedBytes: integer(env.XLSX_MAX_UNPACKED_MB, 1024) * MB,
        maxSharedStringsBytes: integer(env.XLSX_MAX_SHARED_STRINGS_MB, 128) * MB,
        maxSharedStrings: integer(env.XLSX_MAX_SHARED_STRINGS, 3_000_000),
      },
    },
    statementTimeoutMs: Math.max(0, integer(env.DATABASE_STATEMENT_TIMEOUT_MS, 30_000)),
    connectionTimeoutMs: Math.max(1, integer(env.DATABASE_CONNECT_TIMEOUT_MS, 5_000)),
    migrationDatabaseUrl: text(env.DATABASE_MIGRATION_URL),
    shutdownDrainMs: Math.max(0, integer(env.SHUTDOWN_DRAIN_MS, 0)),
    shutdownTimeoutMs: Math.max(0, integer(env.SHUTDOWN_TIMEOUT_MS, 10_000)),
    mediaMaxBytes: Math.max(1, integer(env.MEDIA_MAX_MB, 5)) * MB,
    mediaStore: loadMediaStoreConfig(env, join(repoRoot, '.data', 'media')),
    apiProcesses: Math.min(64, Math.max(1, integer(env.API_PROCESSES, 1))),
  };
}

/** Shorter secrets, or ones known from examples and docs, are as good as none. */
const MIN_SECRET_LENGTH = 32;
const knownWeakSecrets = ['changeme', 'change-me', 'secret', 'app-secret', 'test-secret-for-api-suites'];

/**
 * Settings the API refuses to start with (Russian messages for the operator). In production, demo mode or
 * not, no published secret: neither the sandbox terminal's password nor a weak `APP_SECRET` (left unset, one is
 * generated for the install); outside demo mode not the sandbox terminal at all. An empty list: all is well.
 */
export function configProblems(config: AppConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  const { tbankTerminalKey, tbankPassword } = config.payments;
  if (tbankPassword === demoTerminal.password || (!config.demo && tbankTerminalKey === demoTerminal.key)) {
    problems.push(
      'TBANK_TERMINAL_KEY / TBANK_PASSWORD: задан демо-терминал песочницы (его пароль опубликован); укажите терминал магазина или уберите их',
    );
  }
  const secret = config.appSecret;
  if (
    secret !== null &&
    (secret.length < MIN_SECRET_LENGTH || knownWeakSecrets.includes(secret.toLowerCase()))
  ) {
    problems.push(
      `APP_SECRET: слабый секрет (нужно не короче ${MIN_SECRET_LENGTH} символов, например: openssl rand -hex 32)`,
    );
  }
  return problems;
}

/** The message the server prints before it exits on `configProblems`. */
export function configProblemsMessage(problems: string[]): string {
  return `Сервер не запущен: небезопасная конфигурация для NODE_ENV=production:\n- ${problems.join('\n- ')}`;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../errors/http-error.js';

/** At most `max` requests from one client address per `windowSeconds`; `max` 0 lifts the limit. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Routes that cost the shop something (mail, supplier calls, stored rows, parsing files) per request. */
export const rateLimitedActions = [
  'registration',
  'passwordReset',
  'clientError',
  'selectSuggestion',
  'remoteOffers',
  'addressSuggest',
  'requisitesSuggest',
  'cartUpload',
  'priceListImport',
  'apiKey',
  'badToken',
] as const;

export type RateLimitedAction = (typeof rateLimitedActions)[number];
export type RateLimits = Record<RateLimitedAction, RateLimit>;

export const defaultRateLimits: RateLimits = {
  registration: { max: 10, windowSeconds: 3600 },
  passwordReset: { max: 5, windowSeconds: 900 },
  clientError: { max: 30, windowSeconds: 60 },
  selectSuggestion: { max: 60, windowSeconds: 60 },
  // A search asks every remote supplier once.
  remoteOffers: { max: 300, windowSeconds: 60 },
  // Suggestions follow the typing.
  addressSuggest: { max: 120, windowSeconds: 60 },
  // Bank and company suggestions (DaData's quota is shared with the addresses).
  requisitesSuggest: { max: 120, windowSeconds: 60 },
  cartUpload: { max: 10, windowSeconds: 60 },
  priceListImport: { max: 30, windowSeconds: 3600 },
  // Per API key, every route: a client program's whole traffic.
  apiKey: { max: 600, windowSeconds: 60 },
  // Per address: forged or unknown access and refresh tokens (401), as many as login allows per address.
  badToken: { max: 20, windowSeconds: 900 },
};

/**
 * `RATE_LIMITS=registration=5/3600,clientError=0`: `action=max/seconds` (or just `max`, keeping the window)
 * over the defaults. Unknown names and malformed values are errors, so a typo does not lift a limit.
 */
export function parseRateLimits(value: string | undefined): RateLimits {
  const limits: RateLimits = { ...defaultRateLimits };
  for (const item of (value ?? '').split(',')) {
    if (item.trim() === '') continue;
    const match = /^\s*([A-Za-z]+)\s*=\s*([0-9]+)\s*(?:\/\s*([1-9][0-9]*)\s*)?$/.exec(item);
    const action = rateLimitedActions.find((name) => name === match?.[1]);
    if (!match || !action) throw new Error(`RATE_LIMITS: не понят элемент «${item.trim()}»`);
    limits[action] = {
      max: Number(match[2]),
      windowSeconds: match[3] ? Number(match[3]) : limits[action].windowSeconds,
    };
  }
  return limits;
}

export function tooManyRequests(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 120 ? `${seconds} сек.` : `${Math.ceil(seconds / 60)} мин.`;
  return new HttpError(
    429,
    `Слишком много запросов. Повторите через ${wait}`,
    {},
    { 'retry-after': String(seconds) },
  );
}

/**
 * Counts per client address (`request.ip`: see TRUST_PROXY) in this instance's memory: with N instances
 * behind nginx a client may make up to N times the limit. Only routes given {@link rateLimited} are counted.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}

/** Route `config` counting this route's requests against `limit`. */
export function rateLimited(limit: RateLimit): { rateLimit?: { max: number; timeWindow: number } } {
  if (limit.max <= 0) return {};
  return { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } };
}

/**
 * Every request carrying an API key counts against that key (`keyOf`: an id of the key, null without one)
 * on any route, before the key is looked up; the per-address limits of the routes apply besides.
 * `createRateLimit` rather than a route hook: it leaves the route's own limit to run as well.
 */
export function limitPerApiKey(
  app: FastifyInstance,
  limit: RateLimit,
  keyOf: (request: FastifyRequest) => string | null,
): void {
  if (limit.max <= 0) return;
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    keyGenerator: (request) => keyOf(request) ?? '',
  });
  app.addHook('onRequest', async (request) => {
    if (keyOf(request) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttl);
  });
}

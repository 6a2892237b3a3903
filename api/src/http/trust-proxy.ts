import type { TrustProxy } from '../config.js';

/** Fastify's `trustProxy` for a hop count trusts nothing (it cannot check the peer), so hops become a function. */
export type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * `n` hops: the socket's peer and the n-1 addresses before it in `X-Forwarded-For` are proxies, the next one
 * is the client; whatever a client wrote further left is ignored. Safe only when the API is reachable through
 * those proxies alone (in docker-compose.yml it is not published); otherwise list the proxies' addresses.
 */
export function trustProxyOption(trust: TrustProxy): TrustProxyOption {
  if (typeof trust !== 'number') return trust;
  if (trust <= 0) return false;
  return (_address, hop) => hop < trust;
}

import { LRUCache } from 'lru-cache';
import type { RateLimit } from '../http/rate-limits.js';

/** Addresses remembered at most; past it the least recently failing ones are forgotten first. */
const MAX_ADDRESSES = 10_000;

/**
 * Failed checks per client address within a window, in this instance's memory like the per-address rate
 * limits: an address past `limit.max` failures is refused until its window ends, whatever it sends. Reading
 * it costs nothing, so every request carrying a token may ask.
 */
export class FailureThrottle {
  /** Failures of an address; an entry lives one window from its first failure (later ones do not extend it). */
  private readonly failures: LRUCache<string, number>;

  constructor(private readonly limit: RateLimit) {
    this.failures = new LRUCache<string, number>({
      max: MAX_ADDRESSES,
      ttl: Math.max(1, limit.windowSeconds) * 1000,
      noUpdateTTL: true,
    });
  }

  /** Milliseconds until the address may try again; 0 when it may now. */
  blockedFor(address: string): number {
    if (this.limit.max <= 0 || (this.failures.get(address) ?? 0) < this.limit.max) return 0;
    return Math.max(1, this.failures.getRemainingTTL(address));
  }

  fail(address: string): void {
    if (this.limit.max <= 0) return;
    this.failures.set(address, (this.failures.get(address) ?? 0) + 1);
  }
}

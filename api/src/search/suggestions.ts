import { LRUCache } from 'lru-cache';
import type { Database } from '../db/connection.js';
import { suggestGoods, type PartSuggestionRow } from '../catalog/queries.js';

const SUGGESTIONS_LIMIT = 10;
/** Prefixes kept: each answer is at most ten short rows, so this stays within a few megabytes. */
const CACHED_PREFIXES = 20_000;

/** Suggestions of the header search by the prefix of a normalised number, answered from memory when seen. */
export interface Suggestions {
  find(normalizedPrefix: string): Promise<PartSuggestionRow[]>;
  /** Forgets the answers that may list this good (every prefix of its number): its rating changed. */
  forgetNumber(normalizedNumber: string): void;
  /** Forgets every answer (after a price-list import brought new goods). */
  clear(): void;
}

/**
 * Customers type the same beginnings of numbers all day, and each answer is one database round trip: the
 * answers are kept for `ttlMs` (the browser keeps them as long, by `cache-control`), and concurrent requests
 * of one prefix share a query. `ttlMs` 0 asks the database every time.
 */
export function createSuggestions(db: Database, ttlMs: number): Suggestions {
  const query = (prefix: string) => suggestGoods(db, prefix, SUGGESTIONS_LIMIT);
  if (ttlMs <= 0) return { find: query, forgetNumber: () => undefined, clear: () => undefined };
  const cache = new LRUCache<string, PartSuggestionRow[]>({
    max: CACHED_PREFIXES,
    ttl: ttlMs,
    fetchMethod: query,
  });
  return {
    // Undefined when the answer was forgotten while its query ran: that answer may be stale, so ask again.
    find: async (prefix) => (await cache.fetch(prefix)) ?? query(prefix),
    forgetNumber(normalizedNumber) {
      for (let length = 1; length <= normalizedNumber.length; length += 1) {
        cache.delete(normalizedNumber.slice(0, length));
      }
    },
    clear: () => cache.clear(),
  };
}

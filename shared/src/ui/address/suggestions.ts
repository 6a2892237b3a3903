import type { AddressSuggestion } from '../../types/index.js';
import { addressesApi } from '@shop/shared/api';
import { SUGGEST_CACHE_TIME } from '../../cache/index.js';

interface Cached {
  at: number;
  value: Promise<AddressSuggestion[]>;
}

const cache = new Map<string, Cached>();

/**
 * Address suggestions (`GET /api/address/suggest?query`), kept 60 s per query (SPEC §9); a failed answer is
 * forgotten at once, so the next pause asks again.
 */
export function suggestAddresses(query: string): Promise<AddressSuggestion[]> {
  const hit = cache.get(query);
  if (hit && Date.now() - hit.at < SUGGEST_CACHE_TIME) return hit.value;
  const value = addressesApi.suggest(query);
  cache.set(query, { at: Date.now(), value });
  value.catch(() => cache.delete(query));
  return value;
}

/** Forgets the kept suggestions (another user, tests). */
export function clearAddressSuggestions(): void {
  cache.clear();
}

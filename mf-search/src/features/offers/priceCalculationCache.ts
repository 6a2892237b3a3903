import type { PriceCalculation } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { PRICE_INFO_CACHE_TIME } from '@shop/shared/cache';
import { useSession } from '@shop/shared/session';

const cache = new Map<string, { at: number; answer: Promise<PriceCalculation> }>();

/**
 * The admin breakdown of an offer's price, asked again only after 60 s (SPEC §9); a failure is not kept.
 * Kept per user, since an admin working as a customer sees that customer's price level.
 */
export function loadPriceCalculation(itemKey: string, now = Date.now()): Promise<PriceCalculation> {
  const key = `${useSession.getState().profile?.id ?? 0}:${itemKey}`;
  const cached = cache.get(key);
  if (cached && now - cached.at < PRICE_INFO_CACHE_TIME) return cached.answer;
  const answer = searchApi.priceCalculation(itemKey);
  cache.set(key, { at: now, answer });
  answer.catch(() => {
    if (cache.get(key)?.answer === answer) cache.delete(key);
  });
  return answer;
}

/** Forgets every cached breakdown, so that each test starts from the server. */
export function clearPriceCalculations(): void {
  cache.clear();
}

import type { PriceCalculation } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { PRICE_INFO_CACHE_TIME } from '@shop/shared/cache';

const cache = new Map<string, { at: number; answer: Promise<PriceCalculation> }>();

/** The admin breakdown of an offer's price, asked again only after 60 s (SPEC §9); a failure is not kept. */
export function loadPriceCalculation(itemKey: string, now = Date.now()): Promise<PriceCalculation> {
  const cached = cache.get(itemKey);
  if (cached && now - cached.at < PRICE_INFO_CACHE_TIME) return cached.answer;
  const answer = searchApi.priceCalculation(itemKey);
  cache.set(itemKey, { at: now, answer });
  answer.catch(() => {
    if (cache.get(itemKey)?.answer === answer) cache.delete(itemKey);
  });
  return answer;
}

/** Forgets every cached breakdown (tests, a change of user). */
export function clearPriceCalculations(): void {
  cache.clear();
}

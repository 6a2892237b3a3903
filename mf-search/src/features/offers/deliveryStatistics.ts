import type { VendorDeliveryStatistics } from '@shop/shared';
import { searchApi } from '@shop/shared/api';

/** Statistics change with deliveries, a few a day: asked again after 5 minutes (SPEC §9: other queries 1–5 min). */
export const DELIVERY_STATISTICS_CACHE_TIME = 5 * 60 * 1000;

const cache = new Map<number, { at: number; answer: Promise<VendorDeliveryStatistics> }>();

/** A supplier's delivery statistics, shared by every row of that supplier; a failure is not kept. */
export function loadDeliveryStatistics(
  vendorId: number,
  now = Date.now(),
): Promise<VendorDeliveryStatistics> {
  const cached = cache.get(vendorId);
  if (cached && now - cached.at < DELIVERY_STATISTICS_CACHE_TIME) return cached.answer;
  const answer = searchApi.deliveryStatistics(vendorId);
  cache.set(vendorId, { at: now, answer });
  answer.catch(() => {
    if (cache.get(vendorId)?.answer === answer) cache.delete(vendorId);
  });
  return answer;
}

/** Forgets the kept statistics, so that each test starts from the server. */
export function clearDeliveryStatistics(): void {
  cache.clear();
}

import type { DeliveryRoute } from '@shop/shared';
import { checkoutApi } from '../../api/checkout';
import { DELIVERY_ROUTES_STALE_TIME } from '@shop/shared/cache';

interface Cached {
  at: number;
  value: Promise<DeliveryRoute[]>;
}

const cache = new Map<string, Cached>();

/**
 * The routes serving an address for a delivery method with their dates for goods ready at `readyAt` (none for
 * goods in stock), kept 10 min (SPEC §9); a failed answer is forgotten.
 */
export function deliveryRoutes(
  address: string,
  deliveryType: number,
  readyAt?: string,
): Promise<DeliveryRoute[]> {
  const key = `${deliveryType}:${readyAt ?? ''}:${address}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < DELIVERY_ROUTES_STALE_TIME) return hit.value;
  const value = checkoutApi
    .deliveryRoutes(address, deliveryType, readyAt)
    .then((response) => response.routes);
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Forgets the kept routes (tests, another user). */
export function clearDeliveryRoutes(): void {
  cache.clear();
}

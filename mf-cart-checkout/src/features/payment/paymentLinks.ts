import type { OrderStatusResponse } from '@shop/shared';

/** How often the pay and status pages ask whether the money has arrived. */
export const STATUS_POLL_INTERVAL = 3000;
/** How long 'Заказ оплачен' stays before the page moves on to the success URL. */
export const PAID_REDIRECT_DELAY = 2000;

export const statusUrl = (orderId: number) => `/order/${orderId}/status`;

/**
 * The page to go to after paying: the `successUrl` query when it is a page of this shop (a path or an
 * address of this origin, never another site), else the order's status page.
 */
export function successPath(raw: string | null, orderId: number): string {
  const fallback = statusUrl(orderId);
  if (!raw) return fallback;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The money has arrived: nothing is left to pay on an order that is not cancelled. */
export const isPaid = (status: Pick<OrderStatusResponse, 'status' | 'toPay'>) =>
  status.status !== 'cancelled' && status.toPay <= 0;

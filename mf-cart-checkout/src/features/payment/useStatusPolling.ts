import { useEffect, useRef } from 'react';
import type { OrderStatusResponse } from '@shop/shared';
import { ordersApi } from '../../api/orders';
import { STATUS_POLL_INTERVAL } from './paymentLinks';

/**
 * Asks `GET /api/order/status` every few seconds while `active`, one request at a time; each answer goes
 * to `onStatus`, which returns true when there is nothing more to wait for. A failed request is not shown:
 * the next one comes after the same pause.
 */
export function useStatusPolling(
  orderId: number,
  active: boolean,
  onStatus: (status: OrderStatusResponse) => boolean,
): void {
  const latest = useRef(onStatus);
  useEffect(() => {
    latest.current = onStatus;
  }, [onStatus]);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const status = await ordersApi.status(orderId, controller.signal);
        if (controller.signal.aborted || latest.current(status)) return;
      } catch {
        // A lost answer (network, server restart) only delays the news; the next tick asks again.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void tick(), STATUS_POLL_INTERVAL);
    };
    timer = setTimeout(() => void tick(), STATUS_POLL_INTERVAL);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, active]);
}

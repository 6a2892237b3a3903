import type {
  DeliveryMethod,
  DeliveryRoutesResponse,
  DeliveryTimetableRoute,
  OrderCreateResponse,
  OrderPayload,
  PaymentMethod,
} from '@shop/shared';
import { apiClient } from '@shop/shared/api';
import { IDEMPOTENCY_KEY_HEADER } from './orders';

/** Checkout: payment and delivery choices, delivery routes, order creation. */
export const checkoutApi = {
  paymentMethods: (contract: number) =>
    apiClient.get<PaymentMethod[]>('/api/payment_methods', { params: { contract } }).then((r) => r.data),
  deliveryMethods: () => apiClient.get<DeliveryMethod[]>('/api/delivery/types').then((r) => r.data),
  /** `readyAt` (ISO): when the cart's goods are at the shop; the dates offered start after it. */
  deliveryRoutes: (address: string, deliveryType: number, readyAt?: string) =>
    apiClient
      .get<DeliveryRoutesResponse>('/api/delivery/routes', { params: { address, deliveryType, readyAt } })
      .then((r) => r.data),
  /** The weekly timetable of the delivery routes (the cart's delivery schedule block). */
  timetable: () => apiClient.get<DeliveryTimetableRoute[]>('/api/delivery/timetable').then((r) => r.data),
  /** `idempotencyKey` is one per checkout attempt: a repeat with the same key answers the first order. */
  createOrder: (payload: OrderPayload, idempotencyKey: string) =>
    apiClient
      .post<OrderCreateResponse>('/api/orders/create', payload, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      })
      .then((r) => r.data),
};

/** A fresh `Idempotency-Key`: a random UUID (also outside secure contexts, where `randomUUID` is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

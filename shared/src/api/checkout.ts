import type {
  AddressSuggestion,
  Contract,
  ContractDetails,
  ContractTransaction,
  DeliveryAddress,
  DeliveryMethod,
  DeliveryRoutesResponse,
  DeliveryTimetableRoute,
  OrderCreateResponse,
  OrderPayload,
  Paginated,
  PaymentMethod,
} from '../types/index.js';
import { LONG_REQUEST_TIMEOUT } from '../cache/index.js';
import { apiClient } from './client.js';
import { IDEMPOTENCY_KEY_HEADER } from './orders.js';

/** Contracts of the user (SPEC §7 Contracts): exactly one is current. */
export const contractsApi = {
  load: () => apiClient.get<Contract[]>('/api/contracts/load').then((r) => r.data),
  /** Makes the contract current; answers the whole list with the new flags. */
  select: (id: number) => apiClient.get<Contract[]>(`/api/contracts/${id}/select`).then((r) => r.data),
  /** The contract by its number with its last movements (timeout 10 min, SPEC §9). */
  show: (number: string) =>
    apiClient
      .get<ContractDetails>(`/api/contracts/${encodeURIComponent(number)}/show`, {
        timeout: LONG_REQUEST_TIMEOUT,
      })
      .then((r) => r.data),
  /** A page (20 movements, newest first) of the contract's movements. */
  transactions: (id: number, page = 1) =>
    apiClient
      .get<Paginated<ContractTransaction>>(`/api/contracts/transactions/${id}`, { params: { page } })
      .then((r) => r.data),
};

/** The user's delivery addresses and the address suggestions (SPEC §7 Addresses). */
export const addressesApi = {
  list: () => apiClient.get<DeliveryAddress[]>('/api/user/delivery_addresses').then((r) => r.data),
  add: (value: string, data?: AddressSuggestion['data'] | null) =>
    apiClient
      .post<DeliveryAddress>('/api/delivery-address', data ? { value, data } : { value })
      .then((r) => r.data),
  remove: (uid: string) =>
    apiClient.delete(`/api/delivery-address/${encodeURIComponent(uid)}`).then(() => undefined),
  suggest: (query: string, signal?: AbortSignal) =>
    apiClient
      .get<AddressSuggestion[]>('/api/address/suggest', { params: { query }, signal })
      .then((r) => r.data),
};

/** Checkout: payment and delivery choices, delivery routes, order creation. */
export const checkoutApi = {
  paymentMethods: (contract: number) =>
    apiClient.get<PaymentMethod[]>('/api/payment_methods', { params: { contract } }).then((r) => r.data),
  deliveryMethods: () => apiClient.get<DeliveryMethod[]>('/api/delivery/types').then((r) => r.data),
  deliveryRoutes: (address: string, deliveryType: number) =>
    apiClient
      .get<DeliveryRoutesResponse>('/api/delivery/routes', { params: { address, deliveryType } })
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

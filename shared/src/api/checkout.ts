import type {
  AddressSuggestion,
  Contract,
  ContractDetails,
  ContractTransaction,
  DeliveryAddress,
  Paginated,
} from '../types/index.js';
import { LONG_REQUEST_TIMEOUT } from '../cache/index.js';
import { apiClient } from './client.js';

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

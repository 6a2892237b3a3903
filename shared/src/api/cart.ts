import type {
  CartAddResponse,
  CartItem,
  CartLineOffer,
  CartOffersResponse,
  CartResponse,
  CartUpdatePayload,
  CartUploadReport,
} from '../types/index.js';
import type { CartAddForm } from '../validation/index.js';
import { apiClient } from './client.js';

/** The cart calls of SPEC §7: add and read, line edits, re-checks against the current offers, file upload. */
export const cartApi = {
  add: (form: CartAddForm) => apiClient.post<CartAddResponse>('/api/v2/cart/add', form).then((r) => r.data),
  load: () => apiClient.get<CartResponse>('/api/v2/cart').then((r) => r.data),
  /** Saves a line's edits; `accept` takes the offer's values ('Согласен'), `itemKey` moves it to another offer. */
  update: (id: number, payload: CartUpdatePayload) =>
    apiClient.post<CartItem>(`/api/cart/update/${id}`, payload).then((r) => r.data),
  remove: (id: number) => apiClient.get(`/api/cart/remove/${id}`).then(() => undefined),
  /** The current offers of the selected lines. */
  offers: () => apiClient.get<CartOffersResponse>('/api/cart/offers').then((r) => r.data),
  /** The current offer of one line (a remote supplier's line that has no offer key yet). */
  lineOffer: (id: number) => apiClient.get<CartLineOffer>(`/api/v2/cart/${id}/offer`).then((r) => r.data),
  /** An xlsx/csv/txt of brand, number, quantity, as the multipart field `file`. */
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    // Not JSON: axios would serialise the form; the browser then sets the multipart boundary itself.
    return apiClient
      .post<CartUploadReport>('/api/cart/upload', body, {
        headers: { 'Content-Type': 'multipart/form-data' },
      })
      .then((r) => r.data);
  },
};

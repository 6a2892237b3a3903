import { apiClient } from '@shop/shared/api';
import type { TopupInput, TopupMethod } from '@shop/shared/validation';

/** A top-up of a contract's balance, as `GET /api/replenishment/topups/{id}` answers it. */
export interface Topup {
  id: number;
  contract: { id: number; number: string; name: string; currency: string };
  amount: number;
  method: TopupMethod;
  /** The money came and the balance was credited. */
  paid: boolean;
  createdAt: string;
}

export interface TopupQr {
  payload: string;
  image: string;
  amount: number;
  sandboxUrl: string | null;
}

export interface TopupStart {
  topup: Topup;
  confirmationUrl: string | null;
  qr: TopupQr | null;
}

/** The top-up calls of `/replenishment/notes`. */
export const topupsApi = {
  start: (input: TopupInput) =>
    apiClient.post<TopupStart>('/api/replenishment/topups', input).then((r) => r.data),
  list: () => apiClient.get<Topup[]>('/api/replenishment/topups').then((r) => r.data),
  show: (id: number) => apiClient.get<Topup>(`/api/replenishment/topups/${id}`).then((r) => r.data),
  /** The invoice as an HTML file; fetched by the client because it needs the authorization header. */
  invoice: (id: number) =>
    apiClient
      .get<Blob>(`/api/replenishment/topups/${id}/invoice`, {
        responseType: 'blob',
        headers: { Accept: 'text/html' },
      })
      .then((r) => r.data),
  /** The invoice as a PDF with the payment QR of ГОСТ Р 56042-2014. */
  invoicePdf: (id: number) =>
    apiClient
      .get<Blob>(`/api/replenishment/topups/${id}/invoice/pdf`, {
        responseType: 'blob',
        headers: { Accept: 'application/pdf' },
      })
      .then((r) => r.data),
};

import type {
  BatchCartPayload,
  BatchCartReport,
  BatchCreatePayload,
  BatchLine,
  BatchOffersResult,
  BatchParseResult,
  BatchResult,
  BatchSummary,
} from '@shop/shared';
import { apiClient } from '@shop/shared/api';

/** Batch search calls (issue 13 §2): parse a list, create a batch, resolve it chunk by chunk, read, add to cart. */
export const batchApi = {
  /** Reads an xlsx/csv/txt (pasted lines are sent as a txt file) into rows with the guessed columns. */
  parse: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiClient
      .post<BatchParseResult>('/api/batch-search/parse', body, {
        headers: { 'Content-Type': 'multipart/form-data' },
      })
      .then((r) => r.data);
  },
  create: (payload: BatchCreatePayload) =>
    apiClient.post<BatchSummary>('/api/batch-search', payload).then((r) => r.data),
  history: () => apiClient.get<BatchSummary[]>('/api/batch-search').then((r) => r.data),
  /** Resolves the next chunk of pending lines; the answer tells how far the batch is. */
  resolve: (uid: string) =>
    apiClient.post<BatchSummary>(`/api/batch-search/${uid}/resolve`).then((r) => r.data),
  load: (uid: string) => apiClient.get<BatchResult>(`/api/batch-search/${uid}`).then((r) => r.data),
  offers: (uid: string) =>
    apiClient.get<BatchOffersResult>(`/api/batch-search/${uid}/offers`).then((r) => r.data),
  /** Chooses the good of a line whose brand was ambiguous. */
  choose: (uid: string, line: number, good: number) =>
    apiClient.put<BatchLine>(`/api/batch-search/${uid}/lines/${line}`, { good }).then((r) => r.data),
  addToCart: (uid: string, payload: BatchCartPayload) =>
    apiClient.post<BatchCartReport>(`/api/batch-search/${uid}/cart`, payload).then((r) => r.data),
};

import type { Office, Page } from '../types/index.js';
import { apiClient } from './client.js';

export const contentApi = {
  page: (slug: string) => apiClient.get<Page>(`/api/page/${encodeURIComponent(slug)}`).then((r) => r.data),
  offices: () => apiClient.get<Office[]>('/api/offices').then((r) => r.data),
  reportClientError: (report: { message: string; stack?: string; url: string }) =>
    apiClient.post('/api/error/client', report).then(() => undefined),
};

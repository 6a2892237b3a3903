import type { Office, Page, Seller } from '@shop/shared';
import { apiClient } from '@shop/shared/api';

export const contentApi = {
  page: (slug: string) => apiClient.get<Page>(`/api/page/${encodeURIComponent(slug)}`).then((r) => r.data),
  offices: () => apiClient.get<Office[]>('/api/offices').then((r) => r.data),
  seller: () => apiClient.get<Seller>('/api/seller').then((r) => r.data),
};

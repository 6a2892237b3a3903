import { apiClient } from '@shop/shared/api';

export type WatchKind = 'arrival' | 'priceDrop';

/** `POST /api/subscriptions/watches`: the mail about this part comes once; the cabinet lists and removes it. */
export const watchApi = {
  add: (good: number, kind: WatchKind) =>
    apiClient.post<{ id: number }>('/api/subscriptions/watches', { good, kind }).then((r) => r.data),
};

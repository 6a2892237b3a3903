import { apiClient } from '@shop/shared/api';

/** Sends an error the page could not recover from to the server's log (`POST /api/error/client`). */
export function reportClientError(report: { message: string; stack?: string; url: string }): Promise<void> {
  return apiClient.post('/api/error/client', report).then(() => undefined);
}

import { AxiosError, AxiosHeaders } from 'axios';
import type { ApiErrorBody } from '../types/index.js';

/** An axios error as the API client rejects with it: status and `{ code, message, … }` body. */
export function httpError(status: number, body: Partial<ApiErrorBody> = {}): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError(`HTTP ${status}`, 'ERR_BAD_REQUEST', { headers }, undefined, {
    status,
    statusText: String(status),
    data: { code: status, message: 'Ошибка', ...body },
    headers,
    config: { headers },
  });
}

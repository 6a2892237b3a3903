import axios, { AxiosError, type AxiosInstance } from 'axios';
import {
  APP_VERSION_HEADER,
  AUTH_HEADER,
  DEVICE_HEADER,
  REQUESTED_WITH_HEADER,
  SWITCH_USER_HEADER,
} from '../http/headers.js';
import type { ApiErrorBody, Violation } from '../types/index.js';
import { apiEvents } from './events.js';
import { deviceFingerprint } from './fingerprint.js';
import { local, SWITCH_USER_KEY, TOKEN_KEY } from './storage.js';

/** The one HTTP client of the page, with the headers of SPEC §7. */
export const apiClient: AxiosInstance = axios.create({
  headers: {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    [REQUESTED_WITH_HEADER]: 'XMLHttpRequest',
  },
});

const fingerprint = deviceFingerprint();

apiClient.interceptors.request.use((config) => {
  const token = local.get(TOKEN_KEY);
  const switchUser = local.get(SWITCH_USER_KEY);
  config.headers.set(DEVICE_HEADER, fingerprint);
  if (token) config.headers.set(AUTH_HEADER, `Bearer ${token}`);
  if (token && switchUser) config.headers.set(SWITCH_USER_HEADER, switchUser);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    const version = response.headers[APP_VERSION_HEADER.toLowerCase()];
    if (typeof version === 'string') apiEvents.serverVersion.emit(version);
    return response;
  },
  (error: unknown) => {
    if (error instanceof AxiosError && error.response?.status === 401) apiEvents.unauthorized.emit();
    return Promise.reject(error);
  },
);

export const DEFAULT_ERROR_MESSAGE = 'Произошла непредвиденная ошибка';

function errorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : undefined;
}

/** The Russian message of a failed request (SPEC §8 defaults when the server said nothing). */
export function apiErrorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  const body = errorBody(error);
  return body?.error || body?.message || fallback;
}

export function apiViolations(error: unknown): Violation[] {
  return errorBody(error)?.violations ?? [];
}

export function apiErrors(error: unknown): string[] {
  return errorBody(error)?.errors ?? [];
}

export function apiStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

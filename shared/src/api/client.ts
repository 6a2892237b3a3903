import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import {
  APP_VERSION_HEADER,
  AUTH_HEADER,
  DEVICE_HEADER,
  REQUESTED_WITH_HEADER,
  SWITCH_USER_HEADER,
} from '../http/headers.js';
import type { ApiErrorBody, TokenResponse, Violation } from '../types/index.js';
import { apiEvents } from './events.js';
import { deviceFingerprint } from './fingerprint.js';
import { local, markSignedIn, REFRESH_TOKEN_KEY, SWITCH_USER_KEY, TOKEN_KEY } from './storage.js';

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

export const REFRESH_URL = '/api/token/refresh';

/** Keeps both tokens of a session (login, registration, reset, refresh). */
export function storeTokens(tokens: TokenResponse): void {
  local.set(TOKEN_KEY, tokens.token);
  local.set(REFRESH_TOKEN_KEY, tokens.refreshToken);
  markSignedIn(true);
}

async function renewTokens(): Promise<boolean> {
  const refreshToken = local.get(REFRESH_TOKEN_KEY);
  if (!refreshToken) return false;
  try {
    const { data } = await apiClient.post<TokenResponse>(REFRESH_URL, { refreshToken });
    storeTokens(data);
    return true;
  } catch {
    // Another tab may have exchanged the same refresh token a moment earlier and stored the new pair.
    return local.get(REFRESH_TOKEN_KEY) !== refreshToken;
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Renews the access token with the refresh token; parallel callers share one request (the refresh token
 * works once). False when the session is over.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= renewTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

interface RetriedConfig extends InternalAxiosRequestConfig {
  /** Set on the one retry after a refresh, so a second 401 ends the session. */
  sessionRetried?: boolean;
}

/** The access token a request was sent with. */
function sentToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get(AUTH_HEADER);
  return typeof header === 'string' ? header.replace(/^Bearer /, '') : null;
}

/**
 * A 401 of a request sent with a token: the access token expired (it lives minutes) or the session was
 * ended. Refresh once and repeat the request; only when that fails is the session lost.
 */
async function recoverUnauthorized(error: AxiosError): Promise<unknown> {
  const config = error.config as RetriedConfig | undefined;
  const token = config ? sentToken(config) : null;
  if (!config || config.url === REFRESH_URL || config.sessionRetried || !token) {
    if (config?.url !== REFRESH_URL) apiEvents.unauthorized.emit();
    throw error;
  }
  const current = local.get(TOKEN_KEY);
  // A request that waited while another one refreshed goes again with the new token at once.
  const renewed = current !== null && (current !== token || (await refreshSession()));
  if (!renewed) {
    apiEvents.unauthorized.emit();
    throw error;
  }
  config.sessionRetried = true;
  return apiClient.request(config);
}

apiClient.interceptors.response.use(
  (response) => {
    const version = response.headers[APP_VERSION_HEADER.toLowerCase()];
    if (typeof version === 'string') apiEvents.serverVersion.emit(version);
    return response;
  },
  (error: unknown) => {
    if (error instanceof AxiosError && error.response?.status === 401) return recoverUnauthorized(error);
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

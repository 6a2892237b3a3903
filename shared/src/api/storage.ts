import { SIGNED_IN_COOKIE } from '../http/headers.js';

/** Browser storage keys of the session (SPEC §4, §7); guarded so that the module also loads in Node. */
export const TOKEN_KEY = 'token';
/** The refresh token that renews the short-lived access token (`POST /api/token/refresh`). */
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const SWITCH_USER_KEY = 'switchUser';
export const LOGGED_IN_FLAG_KEY = 'isLoggedIn';
export const REDIRECT_KEY = 'redirectAfterLogin';

/** Keeps the signed-in cookie (`SIGNED_IN_COOKIE`) in step with the token: signed-in pages are not rendered on the server. */
export function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SIGNED_IN_COOKIE}=${signedIn ? '1; Max-Age=31536000' : '; Max-Age=0'}; Path=/; SameSite=Lax`;
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  return typeof window === 'undefined' ? null : window[kind];
}

export const local = {
  get: (key: string) => storage('localStorage')?.getItem(key) ?? null,
  set: (key: string, value: string) => storage('localStorage')?.setItem(key, value),
  remove: (key: string) => storage('localStorage')?.removeItem(key),
};

export const session = {
  get: (key: string) => storage('sessionStorage')?.getItem(key) ?? null,
  set: (key: string, value: string) => storage('sessionStorage')?.setItem(key, value),
  remove: (key: string) => storage('sessionStorage')?.removeItem(key),
};

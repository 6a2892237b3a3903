import { REDIRECT_KEY, session } from '@shop/shared/api';

/** The place to return to after login (SPEC §2 login prompt, §4 login success). */
export function rememberRedirect(location: string): void {
  if (!location.startsWith('/auth/')) session.set(REDIRECT_KEY, location);
}

/** Only same-site paths are followed, so a crafted link cannot send the user elsewhere. */
export function safeRedirect(target: string | null | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function takeRedirect(fromQuery?: string | null): string {
  const stored = session.get(REDIRECT_KEY);
  session.remove(REDIRECT_KEY);
  return safeRedirect(fromQuery || stored);
}

export const LOGIN_PATH = '/auth/login';
export const SESSION_LOST_PARAM = 'sessionLost';
export const REDIRECT_PARAM = 'redirect';

export function loginUrl(returnTo: string, sessionLost = false): string {
  const params = new URLSearchParams({ [REDIRECT_PARAM]: returnTo });
  if (sessionLost) params.set(SESSION_LOST_PARAM, '1');
  return `${LOGIN_PATH}?${params.toString()}`;
}

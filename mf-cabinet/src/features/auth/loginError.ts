import { apiErrorMessage, apiStatus } from '@shop/shared/api';

export const LOGIN_FAILED = 'Неверный логин или пароль';
export const SESSION_LOST = 'Сессия истекла, войдите снова';
export const PROFILE_NOT_LOADED = 'Не удалось загрузить профиль. Попробуйте войти ещё раз.';

/**
 * What a failed login says (SPEC §8): too many attempts (429) — the server's message with the wait time;
 * the server or the network down — the general message; any other refusal — 'Неверный логин или пароль'.
 */
export function loginErrorMessage(error: unknown): string {
  const status = apiStatus(error);
  if (status === 429) return apiErrorMessage(error, 'Слишком много попыток входа. Повторите позже.');
  if (status === undefined || status >= 500) return apiErrorMessage(error);
  return LOGIN_FAILED;
}

import type { AppContext } from '../context.js';
import { HttpError } from '../errors/http-error.js';
import { findUserByEmail } from '../users/queries.js';
import { accountFailures, ipFailures, purgeOldLoginAttempts, recordLoginAttempt } from './queries.js';

export const authMessages = {
  /** SPEC §8's second wording, for API clients; the login form says 'Неверный логин или пароль' itself. */
  badCredentials: 'Неверное имя пользователя или пароль',
  loggedOut: 'Вы вышли из учётной записи',
  switchExited: 'Вы вернулись к своей учётной записи',
} as const;

export function badCredentials(): HttpError {
  return new HttpError(401, authMessages.badCredentials);
}

function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(retryAfterSeconds, 1);
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Слишком много попыток входа. Повторите через ${minutes} мин.`,
    {},
    { 'retry-after': String(seconds) },
  );
}

/**
 * `POST /api/login_check`. Throttled per account and per IP address with counters kept in the database,
 * so every API instance sees the same numbers. Any failure is the same 401.
 */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
): Promise<string> {
  const email = username.trim().toLowerCase();
  if (!email || !password) throw badCredentials();
  const { perAccount, perIp, windowMinutes } = ctx.config.loginThrottle;

  const [byAccount, byIp] = await Promise.all([
    accountFailures(ctx.db, email, windowMinutes),
    ipFailures(ctx.db, ip, windowMinutes),
  ]);
  if (byAccount.failures >= perAccount) throw tooManyAttempts(byAccount.retryAfterSeconds);
  if (byIp.failures >= perIp) throw tooManyAttempts(byIp.retryAfterSeconds);

  const user = await findUserByEmail(ctx.db, email);
  let valid = false;
  if (user) valid = await ctx.hasher.verify(user.password_hash, password);
  else await ctx.hasher.verifyDummy(password);
  if (!user || !valid) {
    await recordLoginAttempt(ctx.db, email, ip, false);
    await purgeOldLoginAttempts(ctx.db);
    throw badCredentials();
  }
  await recordLoginAttempt(ctx.db, email, ip, true);
  return ctx.tokens.sign(user.id);
}

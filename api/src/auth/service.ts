import type { FastifyRequest } from 'fastify';
import type { TokenResponse } from '@shop/shared';
import type { AppContext } from '../context.js';
import { HttpError } from '../errors/http-error.js';
import { findUserByEmail } from '../user-records/queries.js';
import { countLoginAttempt, forgiveLoginAttempt, purgeLoginThrottle } from './queries.js';
import { startSession } from './session-service.js';

export const authMessages = {
  /** SPEC §8's second wording, for API clients; the login form says 'Неверный логин или пароль' itself. */
  badCredentials: 'Неверное имя пользователя или пароль',
  loggedOut: 'Вы вышли из учётной записи',
  switchExited: 'Вы вернулись к своей учётной записи',
} as const;

export function badCredentials(): HttpError {
  return new HttpError(401, authMessages.badCredentials);
}

function tooManyAttempts(what: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(retryAfterSeconds, 1);
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Слишком много попыток ${what}. Повторите через ${minutes} мин.`,
    {},
    { 'retry-after': String(seconds) },
  );
}

/** The counters of one password attempt: the account's (per `accountKey`) and the address's. */
export interface PasswordAttempt {
  accountKey: string;
  ipKey: string;
}

/**
 * Counts a password attempt before the password is checked, atomically, under the account's key and the
 * address's (`loginThrottle`: the address's counter is shared by every password form); 429 past either
 * limit. Counters live in the database, so every API instance sees the same numbers.
 */
export async function countPasswordAttempt(
  ctx: AppContext,
  accountKey: string,
  request: FastifyRequest,
  what: string,
): Promise<PasswordAttempt> {
  const { perAccount, perIp, windowMinutes } = ctx.config.loginThrottle;
  const ipKey = `ip ${request.ip}`;
  const counts = await countLoginAttempt(ctx.db, [accountKey, ipKey], windowMinutes);
  for (const count of counts) {
    const limit = count.key === ipKey ? perIp : perAccount;
    if (count.attempts > limit) throw tooManyAttempts(what, count.retryAfterSeconds);
  }
  return { accountKey, ipKey };
}

/** After a right password: the account's counter is cleared and the attempt is not held against the address. */
export async function forgivePasswordAttempt(ctx: AppContext, attempt: PasswordAttempt): Promise<void> {
  await forgiveLoginAttempt(ctx.db, attempt.accountKey, attempt.ipKey);
}

/** After a wrong password: the counters stay; windows closed long ago are dropped. */
export async function purgePasswordAttempts(ctx: AppContext): Promise<void> {
  await purgeLoginThrottle(ctx.db);
}

/**
 * `POST /api/login_check`. Each attempt is counted before the password is checked, atomically, per
 * account+IP (a stranger elsewhere cannot lock the owner out) and per IP (one address guessing many
 * accounts); counters live in the database, so every API instance sees the same numbers. A success clears
 * the account+IP counter. Any failure is the same 401.
 */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  request: FastifyRequest,
): Promise<TokenResponse> {
  const email = username.trim().toLowerCase();
  if (!email || !password) throw badCredentials();
  // The address first: it has no spaces, so no e-mail can make two keys alike.
  const attempt = await countPasswordAttempt(ctx, `account ${request.ip} ${email}`, request, 'входа');

  const user = await findUserByEmail(ctx.db, email);
  let valid = false;
  if (user) valid = await ctx.hasher.verify(user.password_hash, password);
  else await ctx.hasher.verifyDummy(password);
  if (!user || !valid) {
    await purgePasswordAttempts(ctx);
    throw badCredentials();
  }
  await forgivePasswordAttempt(ctx, attempt);
  return startSession(ctx, user.id, request);
}

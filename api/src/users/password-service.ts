import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ResetPasswordResponse } from '@shop/shared';
import {
  changePasswordSchema,
  resetPasswordSchema,
  resetRequestSchema,
  validateOrViolations,
} from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { Session } from '../auth/session.js';
import { revokeUserSessions } from '../auth/session-queries.js';
import { hashSecret } from '../auth/secret.js';
import { startSession } from '../auth/session-service.js';
import { countPasswordAttempt, forgivePasswordAttempt, purgePasswordAttempts } from '../auth/service.js';
import { forbidden, HttpError, validationError } from '../errors/http-error.js';
import { passwordResetMail } from '../mail/templates.js';
import { findUserByEmail } from '../user-records/queries.js';
import { revokeApiKeyOf, updatePasswordHash } from './queries.js';
import {
  consumeResetToken,
  countRecentResetTokens,
  findActiveResetToken,
  insertResetToken,
  RESET_TOKEN_TTL_MINUTES,
  revokeResetTokens,
} from './reset-queries.js';

export const passwordMessages = {
  changed: 'Пароль успешно изменён',
  wrongCurrent: 'Неверный текущий пароль',
  resetRequested: 'Если этот email зарегистрирован, на него отправлено письмо со ссылкой для сброса пароля',
  resetLinkInvalid: 'Ссылка для сброса пароля недействительна или устарела',
  needsLogin: 'Ключом API нельзя сменить пароль: войдите в личный кабинет',
  ownerOnly: 'Пароль меняет только сам клиент',
} as const;

/** Reset mails per account per hour; further requests are answered alike but send nothing. */
const RESET_MAILS_PER_HOUR = 5;

/**
 * `PATCH /api/user/change-password`, with a login only (not a key, not while an admin acts as the user):
 * wrong current passwords are throttled like logins (per account and per address, counted before the
 * check); every other session of the user and his API key end (a thief holding one is out); the session
 * that changed it stays.
 */
export async function changePassword(
  ctx: AppContext,
  session: Session,
  body: unknown,
  request: FastifyRequest,
): Promise<void> {
  if (session.sessionId === null) throw forbidden(passwordMessages.needsLogin);
  if (session.impersonator) throw forbidden(passwordMessages.ownerOnly);
  const result = await validateOrViolations(changePasswordSchema, body);
  if (result.violations) throw validationError(result.violations);
  const form = result.value;
  const attempt = await countPasswordAttempt(ctx, `password ${session.user.id}`, request, 'ввода пароля');
  if (!(await ctx.hasher.verify(session.user.password_hash, form.currentPassword))) {
    await purgePasswordAttempts(ctx);
    throw new HttpError(400, passwordMessages.wrongCurrent, { error: passwordMessages.wrongCurrent });
  }
  await forgivePasswordAttempt(ctx, attempt);
  const passwordHash = await ctx.hasher.hash(form.plainPassword.first);
  await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, session.user.id, passwordHash);
    await revokeUserSessions(trx, session.user.id, session.sessionId);
    await revokeApiKeyOf(trx, session.user.id);
  });
}

/** The e-mail of `GET /api/user/resetpassword?email` (400 for a bad one), lower-cased. */
export async function resetRequestEmail(query: unknown): Promise<string> {
  const result = await validateOrViolations(resetRequestSchema, query);
  if (result.violations) throw validationError(result.violations);
  return result.value.email.toLowerCase();
}

/**
 * The work of a reset request, run after its answer has left (routes: `afterReply`), so the answer takes
 * the same steps and time whether the account exists or not. Only the sha256 of the token is stored; the
 * token itself travels in the mail.
 */
export async function sendResetLink(ctx: AppContext, email: string, log: FastifyBaseLogger): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  if ((await countRecentResetTokens(ctx.db, user.id)) >= RESET_MAILS_PER_HOUR) return;

  const token = randomBytes(32).toString('base64url');
  await insertResetToken(ctx.db, user.id, hashSecret(token));
  const link = `${ctx.config.publicUrl}/resetting/reset/${token}`;
  await ctx.mailer.send(passwordResetMail(user.email, link, RESET_TOKEN_TTL_MINUTES));
  if (ctx.config.demo)
    log.info({ email: user.email, link }, `Ссылка для сброса пароля ${user.email}: ${link}`);
}

function invalidLink(): HttpError {
  return new HttpError(400, passwordMessages.resetLinkInvalid, {
    errors: [passwordMessages.resetLinkInvalid],
  });
}

/**
 * `POST /api/user/resetting/reset/{token}`: sets the new password, ends every session and the API key of
 * the user and logs the user in with a new session. The token is marked used in the same transaction as the password
 * change, so it works exactly once.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  body: { plainPassword?: unknown },
  request: FastifyRequest,
): Promise<ResetPasswordResponse> {
  const active = await findActiveResetToken(ctx.db, hashSecret(token));
  if (!active) throw invalidLink();
  const result = await validateOrViolations(resetPasswordSchema, {
    token,
    plainPassword: body.plainPassword,
  });
  if (result.violations) throw validationError(result.violations);

  const passwordHash = await ctx.hasher.hash(result.value.plainPassword.first);
  const consumed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeResetToken(trx, active.id))) return false;
    await updatePasswordHash(trx, active.userId, passwordHash);
    await revokeResetTokens(trx, active.userId);
    await revokeUserSessions(trx, active.userId);
    await revokeApiKeyOf(trx, active.userId);
    return true;
  });
  if (!consumed) throw invalidLink();
  const tokens = await startSession(ctx, active.userId, request);
  return { message: passwordMessages.changed, email: active.email, ...tokens };
}

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
import { HttpError, validationError } from '../errors/http-error.js';
import { passwordResetMail } from '../mail/templates.js';
import { findUserByEmail } from '../user-records/queries.js';
import { updatePasswordHash } from './queries.js';
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
} as const;

/** Reset mails per account per hour; further requests are answered alike but send nothing. */
const RESET_MAILS_PER_HOUR = 5;

/**
 * `PATCH /api/user/change-password`: every other session of the user ends (a thief holding one is out);
 * the session that changed it stays.
 */
export async function changePassword(ctx: AppContext, session: Session, body: unknown): Promise<void> {
  const result = await validateOrViolations(changePasswordSchema, body);
  if (result.violations) throw validationError(result.violations);
  const form = result.value;
  if (!(await ctx.hasher.verify(session.user.password_hash, form.currentPassword))) {
    throw new HttpError(400, passwordMessages.wrongCurrent, { error: passwordMessages.wrongCurrent });
  }
  const passwordHash = await ctx.hasher.hash(form.plainPassword.first);
  await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, session.user.id, passwordHash);
    await revokeUserSessions(trx, session.user.id, session.sessionId);
  });
}

/**
 * `GET /api/user/resetpassword?email`: the answer is the same whether the account exists or not.
 * Only the sha256 of the token is stored; the token itself travels in the mail.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  query: unknown,
  log: FastifyBaseLogger,
): Promise<void> {
  const result = await validateOrViolations(resetRequestSchema, query);
  if (result.violations) throw validationError(result.violations);
  const email = result.value.email.toLowerCase();
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
 * `POST /api/user/resetting/reset/{token}`: sets the new password, ends every session of the user and
 * logs the user in with a new one. The token is marked used in the same transaction as the password
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
    return true;
  });
  if (!consumed) throw invalidLink();
  const tokens = await startSession(ctx, active.userId, request);
  return { message: passwordMessages.changed, email: active.email, ...tokens };
}

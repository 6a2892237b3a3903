import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TokenResponse } from '@shop/shared';
import type { AppContext } from '../context.js';
import { messages, unauthorized } from '../errors/http-error.js';
import type { Executor } from '../db/connection.js';
import {
  insertSession,
  purgeEndedSessions,
  revokeSession,
  revokeSessionOfReusedToken,
  rotateRefreshToken,
} from './session-queries.js';
import { hashSecret } from './secret.js';
import { readToken } from './session.js';

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

function userAgent(request: FastifyRequest | null): string | null {
  const value = request?.headers['user-agent'];
  return typeof value === 'string' ? value.slice(0, 500) : null;
}

/**
 * A new session of the user (login, registration, password reset): its row, a short-lived access token
 * naming it and the refresh token that renews it. `db` may be the transaction that created the user.
 */
export async function startSession(
  ctx: AppContext,
  userId: number,
  request: FastifyRequest | null,
  db: Executor = ctx.db,
): Promise<TokenResponse> {
  const refreshToken = newRefreshToken();
  const sessionTokenId = await insertSession(db, {
    userId,
    refreshTokenHash: hashSecret(refreshToken),
    userAgent: userAgent(request),
    ttlDays: ctx.config.refreshTtlDays,
  });
  return { token: ctx.tokens.sign({ userId, sessionTokenId }), refreshToken };
}

/** Seconds in which a refresh token exchanged by one tab may still arrive from another without alarm. */
const REFRESH_RACE_SECONDS = 10;

/**
 * `POST /api/token/refresh`: a new access token and a new refresh token for a live session; the refresh
 * token presented stops working (rotation), so a copy of it is useless once used. A used one presented
 * again means a copy is about: the session it was rotated into ends too (token-family reuse detection), and
 * the refusal counts against the address like a bad access token.
 */
export async function refreshSession(
  ctx: AppContext,
  refreshToken: string,
  request: FastifyRequest,
): Promise<TokenResponse> {
  ctx.sessions.guard(request);
  const next = newRefreshToken();
  const hash = hashSecret(refreshToken);
  const session = refreshToken
    ? await rotateRefreshToken(ctx.db, hash, hashSecret(next), ctx.config.refreshTtlDays)
    : undefined;
  if (!session) {
    if (refreshToken) await revokeSessionOfReusedToken(ctx.db, hash, REFRESH_RACE_SECONDS);
    throw ctx.sessions.refuse(request, unauthorized(messages.sessionExpired));
  }
  return { token: ctx.tokens.sign(session), refreshToken: next };
}

/** `GET /logout`: ends the session the token names, even when the access token itself has expired. */
export async function endSession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = readToken(request);
  if (token === null) return;
  let sessionTokenId: string;
  try {
    sessionTokenId = ctx.tokens.verifyIgnoringExpiry(token).sessionTokenId;
  } catch {
    return; // A forged or malformed token names no session of ours.
  }
  await revokeSession(ctx.db, sessionTokenId);
  await purgeEndedSessions(ctx.db);
}

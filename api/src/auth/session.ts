import type { FastifyRequest } from 'fastify';
import { AUTH_HEADER, SWITCH_USER_HEADER } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { forbidden, messages, notFound, unauthorized, type HttpError } from '../errors/http-error.js';
import { tooManyRequests, type RateLimit } from '../http/rate-limits.js';
import { findUserByEmail, type UserRecord } from '../user-records/queries.js';
import { apiKeyMessages, readApiKey } from './api-key.js';
import { FailureThrottle } from './failure-throttle.js';
import { findApiKeyUser, findSessionUser } from './session-queries.js';
import { hashSecret } from './secret.js';
import type { Tokens } from './tokens.js';

export interface Session {
  /** The user the request acts as (the target while an admin impersonates). */
  user: UserRecord;
  /** The admin behind an impersonated request, else null. */
  impersonator: UserRecord | null;
  /** The row of `sessions` the access token names (the admin's while impersonating); null for an API key. */
  sessionId: number | null;
}

export interface SessionResolver {
  /** The session, or null for a guest; 401 for a bad token, 403/404 for a refused switch. */
  optional(request: FastifyRequest): Promise<Session | null>;
  /** Like `optional`, but a guest gets 401. */
  required(request: FastifyRequest): Promise<Session>;
  /** The token's own user, ignoring `X-Switch-User` (null for a guest). */
  own(request: FastifyRequest): Promise<UserRecord | null>;
  /** 429 for an address past its failed token checks (`badToken` limit), whatever token it sends now. */
  guard(request: FastifyRequest): void;
  /** Counts a failed token check against the request's address; answers the error to throw. */
  refuse(request: FastifyRequest, error: HttpError): HttpError;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Bearer token from `X-Authorization` (SPEC §7) or the standard `Authorization` header. */
export function readToken(request: FastifyRequest): string | null {
  for (const name of [AUTH_HEADER, 'authorization']) {
    const value = header(request, name)?.trim();
    if (!value) continue;
    const match = /^Bearer\s+(\S+)$/i.exec(value);
    if (match?.[1]) return match[1];
  }
  return null;
}

export function readSwitchUser(request: FastifyRequest): string | null {
  const value = header(request, SWITCH_USER_HEADER)?.trim().toLowerCase();
  return value ? value : null;
}

interface Owner {
  user: UserRecord;
  sessionId: number | null;
}

export function createSessionResolver(db: Database, tokens: Tokens, badToken: RateLimit): SessionResolver {
  const failures = new FailureThrottle(badToken);
  const owners = new WeakMap<FastifyRequest, Promise<Owner | null>>();
  const sessions = new WeakMap<FastifyRequest, Promise<Session | null>>();

  /**
   * An API key (without a bearer token) acts as its user while that user may use the API; a replaced or
   * revoked key is unknown, so refused like a bad token.
   */
  async function loadKeyOwner(key: string): Promise<Owner> {
    const user = await findApiKeyUser(db, hashSecret(key));
    if (!user) throw unauthorized(apiKeyMessages.invalid);
    if (!user.is_allow_use_api) throw forbidden(apiKeyMessages.notAllowed);
    return { user, sessionId: null };
  }

  function guard(request: FastifyRequest): void {
    const wait = failures.blockedFor(request.ip);
    if (wait > 0) throw tooManyRequests(wait);
  }

  function refuse(request: FastifyRequest, error: HttpError): HttpError {
    failures.fail(request.ip);
    return error;
  }

  /**
   * A revoked or expired session, or a deleted user, is refused like a bad token. Forged tokens and tokens
   * of no live session count against the address (with a known APP_SECRET, guessing goes no further than
   * the `badToken` limit); a genuine token past its time does not, the client just refreshes it. API keys
   * are not counted: 256 random bits are not guessed, and a program retrying a revoked key must not lock
   * the logins of its office out.
   */
  async function loadOwner(request: FastifyRequest): Promise<Owner | null> {
    const token = readToken(request);
    if (token === null) {
      const key = readApiKey(request); // only without a token: the token wins
      return key === null ? null : loadKeyOwner(key);
    }
    guard(request);
    const check = tokens.check(token);
    if ('refused' in check) {
      const error = unauthorized(messages.sessionExpired);
      throw check.refused === 'expired' ? error : refuse(request, error);
    }
    const owner = await findSessionUser(db, check.claims.userId, check.claims.sessionTokenId);
    if (!owner) throw refuse(request, unauthorized(messages.sessionExpired));
    return owner;
  }

  async function loadSession(request: FastifyRequest): Promise<Session | null> {
    const owner = await ownSession(request);
    if (owner === null) return null;
    const switchTo = readSwitchUser(request);
    if (switchTo === null) return { user: owner.user, impersonator: null, sessionId: owner.sessionId };
    if (owner.sessionId === null) throw forbidden(apiKeyMessages.noSwitch);
    if (!owner.user.is_admin) throw forbidden();
    const target = await findUserByEmail(db, switchTo);
    if (!target) throw notFound('Пользователь для переключения не найден');
    return { user: target, impersonator: owner.user, sessionId: owner.sessionId };
  }

  function ownSession(request: FastifyRequest): Promise<Owner | null> {
    let owner = owners.get(request);
    if (!owner) {
      owner = loadOwner(request);
      owners.set(request, owner);
    }
    return owner;
  }

  async function own(request: FastifyRequest): Promise<UserRecord | null> {
    return (await ownSession(request))?.user ?? null;
  }

  function optional(request: FastifyRequest): Promise<Session | null> {
    let session = sessions.get(request);
    if (!session) {
      session = loadSession(request);
      sessions.set(request, session);
    }
    return session;
  }

  return {
    optional,
    own,
    guard,
    refuse,
    async required(request) {
      const session = await optional(request);
      if (session === null) throw unauthorized();
      return session;
    },
  };
}

import type { FastifyInstance } from 'fastify';
import '@fastify/jwt';
import { messages, unauthorized } from '../errors/http-error.js';

/** What an access token says: the user and the session (a row of `sessions`) it belongs to. */
export interface TokenPayload {
  uid: number;
  sid: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export interface TokenClaims {
  userId: number;
  sessionId: number;
}

export interface Tokens {
  /** A short-lived access token (`TOKEN_TTL`). */
  sign(claims: TokenClaims): string;
  /** The claims of a valid token; 401 for a malformed, forged or expired one. */
  verify(token: string): TokenClaims;
  /** Like `verify`, but an expired token is still read (logout ends the session it names). */
  verifyIgnoringExpiry(token: string): TokenClaims;
}

function integerClaim(payload: unknown, name: 'uid' | 'sid'): number {
  const value: unknown =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw unauthorized(messages.sessionExpired);
  return value;
}

/** Access tokens are HS256 JWTs signed by `@fastify/jwt` (registered by `buildApp`). */
export function createTokens(app: FastifyInstance): Tokens {
  function read(token: string, ignoreExpiration: boolean): TokenClaims {
    let payload: unknown;
    try {
      payload = app.jwt.verify(token, { ignoreExpiration });
    } catch {
      throw unauthorized(messages.sessionExpired);
    }
    return { userId: integerClaim(payload, 'uid'), sessionId: integerClaim(payload, 'sid') };
  }
  return {
    sign: ({ userId, sessionId }) => app.jwt.sign({ uid: userId, sid: sessionId }),
    verify: (token) => read(token, false),
    verifyIgnoringExpiry: (token) => read(token, true),
  };
}

import type { FastifyInstance } from 'fastify';
import '@fastify/jwt';
import { messages, unauthorized } from '../errors/http-error.js';

/** What an access token says: the user and the session (`sessions.token_id`, random) it belongs to. */
export interface TokenPayload {
  uid: number;
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export interface TokenClaims {
  userId: number;
  /** `sessions.token_id`: a random UUID, so a session cannot be named by guessing. */
  sessionTokenId: string;
}

/** A token's claims, or why it was refused: `expired` is a genuine token past its time (no attack). */
export type TokenCheck = { claims: TokenClaims } | { refused: 'expired' | 'invalid' };

export interface Tokens {
  /** A short-lived access token (`TOKEN_TTL`). */
  sign(claims: TokenClaims): string;
  check(token: string): TokenCheck;
  /** The claims even of an expired token (logout ends the session it names); 401 for a bad one. */
  verifyIgnoringExpiry(token: string): TokenClaims;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function claimsOf(payload: unknown): TokenClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { uid, sid } = payload as Record<string, unknown>;
  if (typeof uid !== 'number' || !Number.isInteger(uid)) return null;
  // Tokens of the sequential ids (before migration 0025) are refused: their refresh token renews them.
  if (typeof sid !== 'string' || !uuid.test(sid)) return null;
  return { userId: uid, sessionTokenId: sid };
}

/** Access tokens are HS256 JWTs signed by `@fastify/jwt` (registered by `buildApp`). */
export function createTokens(app: FastifyInstance): Tokens {
  function read(token: string, ignoreExpiration: boolean): TokenClaims | null {
    try {
      return claimsOf(app.jwt.verify(token, { ignoreExpiration }));
    } catch {
      return null;
    }
  }
  return {
    sign: ({ userId, sessionTokenId }) => app.jwt.sign({ uid: userId, sid: sessionTokenId }),
    check(token) {
      const claims = read(token, false);
      if (claims) return { claims };
      // Checked again only after a refusal: a well-signed token past its time is not counted as an attack.
      return { refused: read(token, true) ? 'expired' : 'invalid' };
    },
    verifyIgnoringExpiry(token) {
      const claims = read(token, true);
      if (!claims) throw unauthorized(messages.sessionExpired);
      return claims;
    },
  };
}

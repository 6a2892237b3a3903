import type { FastifyInstance } from 'fastify';
import '@fastify/jwt';
import { messages, unauthorized } from '../errors/http-error.js';

export interface TokenPayload {
  uid: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export interface Tokens {
  sign(userId: number): string;
  /** The user id of a valid token; 401 for a malformed, forged or expired one. */
  verify(token: string): number;
}

/** Session tokens are HS256 JWTs signed by `@fastify/jwt` (registered by `buildApp`). */
export function createTokens(app: FastifyInstance): Tokens {
  return {
    sign: (userId) => app.jwt.sign({ uid: userId }),
    verify(token) {
      let payload: unknown;
      try {
        payload = app.jwt.verify(token);
      } catch {
        throw unauthorized(messages.sessionExpired);
      }
      const uid =
        typeof payload === 'object' && payload !== null && 'uid' in payload ? payload.uid : undefined;
      if (typeof uid !== 'number' || !Number.isInteger(uid)) throw unauthorized(messages.sessionExpired);
      return uid;
    },
  };
}

import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors/http-error.js';
import { hashSecret } from './secret.js';

/** The header a client program sends its key in (SPEC §6: users allowed to use the API). */
export const API_KEY_HEADER = 'x-api-key';

export const apiKeyMessages = {
  invalid: 'Ключ API недействителен',
  notAllowed: 'Доступ к API для вашей учётной записи не разрешён',
  noSwitch: 'С ключом API нельзя действовать от имени другого пользователя',
  credentials: 'Ключом API нельзя управлять ключами: войдите в личный кабинет',
} as const;

/** The key the request carries (the session resolver ignores it when a bearer token comes along). */
export function readApiKey(request: FastifyRequest): string | null {
  const raw = request.headers[API_KEY_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : null;
}

/** What the rate limit counts: the key's sha-256, so the raw key is never kept in memory. */
export function apiKeyRateKey(request: FastifyRequest): string | null {
  const key = readApiKey(request);
  return key === null ? null : `api-key:${hashSecret(key)}`;
}

/** Issuing, replacing and revoking keys need a login: a leaked key cannot mint its successor. */
export function refuseApiKeySession(session: { sessionId: number | null }): void {
  if (session.sessionId === null) throw forbidden(apiKeyMessages.credentials);
}

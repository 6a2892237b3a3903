import type { FastifyRequest } from 'fastify';

/** Path segments that are secrets: the token of a password-reset link (API call and SPA page). */
const secretSegments = /(\/resetting\/reset\/)[^/?#]+/g;

/** The URL as logs may keep it: a reset link's token becomes `***`. */
export function redactUrl(url: string): string {
  return url.replace(secretSegments, '$1***');
}

/** Fastify's own `req` log fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

import type { FastifyRequest } from 'fastify';
import { REQUESTED_WITH_HEADER } from '@shop/shared';

/** An XHR/fetch call of the frontend rather than a page navigation. */
export function wantsJson(request: FastifyRequest): boolean {
  if (request.headers[REQUESTED_WITH_HEADER.toLowerCase()]) return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** A page navigation of a browser (scripts and images ask for `*\/*`, not for HTML). */
export function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

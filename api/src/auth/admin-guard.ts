import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../errors/http-error.js';
import type { UserRecord } from '../user-records/queries.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin operation outside `/api/admin/` (an older path, a demo tool): the admin guard covers it too. */
    adminOnly?: boolean;
  }
}

export const ADMIN_PREFIX = '/api/admin/';

/** Marks an admin operation that lives outside `/api/admin/`; spread into the route's `config`. */
export const adminOnly = { adminOnly: true } as const;

/** Every route under `/api/admin/`, and the routes elsewhere marked {@link adminOnly}. */
export function isAdminRoute(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  return route.url.startsWith(ADMIN_PREFIX) || route.config?.adminOnly === true;
}

const admins = new WeakMap<FastifyRequest, UserRecord>();

/**
 * The one admin check: a `preValidation` hook put in front of every admin route as it is declared (an
 * `onRoute` hook installed before the routes), so no route can forget it. A guest gets 401 and anyone else
 * 403 before the query or body is validated; rate limits (`onRequest`) still count first. The token's own
 * user decides (`X-Switch-User` ignored): an admin keeps the back office while working as a customer.
 */
export function guardAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    if (!isAdminRoute(route)) return;
    const own = Array.isArray(route.preValidation)
      ? route.preValidation
      : route.preValidation
        ? [route.preValidation]
        : [];
    route.preValidation = [
      async (request: FastifyRequest) => {
        const owner = await ctx.sessions.own(request);
        if (owner === null) throw unauthorized();
        if (!owner.is_admin) throw forbidden();
        admins.set(request, owner);
      },
      ...own,
    ];
  });
}

/** The admin behind a request to an admin route (set by the guard's hook). */
export function adminOf(request: FastifyRequest): UserRecord {
  const admin = admins.get(request);
  if (admin === undefined) throw forbidden();
  return admin;
}

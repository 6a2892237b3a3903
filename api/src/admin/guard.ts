import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../errors/http-error.js';
import type { UserRecord } from '../user-records/queries.js';

export const ADMIN_PREFIX = '/api/admin/';

const admins = new WeakMap<FastifyRequest, UserRecord>();

/**
 * Every route under `/api/admin/` is for admins only: a guest gets 401 and anyone else 403 before the body or
 * query is validated, from one hook added to each such route as it is declared, so no route can forget it.
 * The token's own user decides (`X-Switch-User` ignored): an admin keeps the back office while working as a
 * customer. Call before the admin routes are registered.
 */
export function requireAdminForAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
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

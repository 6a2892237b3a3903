import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { findUserByEmail } from '../user-records/queries.js';
import { recordAudit, recordImpersonation } from './queries.js';
import { readSwitchUser, readToken, type Session } from './session.js';

/** GET routes that change data (SPEC §7 keeps them GET): audited like the other methods. */
const changingGetRoutes = new Set([
  '/api/cart/remove/:id',
  '/api/orders/cancel-order-item/:itemUid',
  '/api/contracts/:id/select',
  // Registers a payment at the bank.
  '/api/orders/show/:id/qr-code',
  // Issues the key on the first call (refused while impersonating; the attempt is kept).
  '/api/user/api-key',
]);

function changesData(request: FastifyRequest): boolean {
  if (request.method === 'GET') return changingGetRoutes.has(request.routeOptions.url ?? '');
  return request.method !== 'HEAD' && request.method !== 'OPTIONS';
}

/**
 * Everything an admin does to a customer's data while acting as the customer (`X-Switch-User`) lands in
 * `audit_log` with both users: one central hook, so no route can forget it. The route's pattern and
 * parameters are kept, never the URL (a reset link's token) or the body.
 */
export function auditImpersonatedRequests(app: FastifyInstance, ctx: AppContext): void {
  // onSend, not onResponse: the row is written before the answer leaves, so no client sees an action
  // that the log does not have yet.
  app.addHook('onSend', async (request, reply, payload) => {
    if (readSwitchUser(request) === null || readToken(request) === null || !changesData(request)) {
      return payload;
    }
    const session = await ctx.sessions.optional(request).catch(() => null);
    if (!session?.impersonator) return payload;
    try {
      await recordAudit(ctx.db, {
        actorId: session.impersonator.id,
        subjectId: session.user.id,
        action: `${request.method} ${request.routeOptions.url ?? 'unknown'}`,
        details: { status: reply.statusCode, params: request.params ?? {}, ip: request.ip },
      });
    } catch (error) {
      request.log.error({ err: error }, 'Не удалось записать действие в журнал аудита');
    }
    return payload;
  });
}

/** An admin's session as a customer, recorded when the client first asks who it is (`GET /api/user`). */
export async function recordSwitchIn(ctx: AppContext, session: Session, ip: string): Promise<void> {
  if (session.impersonator === null) return;
  await recordImpersonation(ctx.db, {
    adminId: session.impersonator.id,
    targetId: session.user.id,
    action: 'switch',
    ip,
  });
}

/** An admin leaving a customer's session; anyone else's exit is not recorded. */
export async function recordSwitchExit(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const admin = await ctx.sessions.own(request);
  if (!admin?.is_admin) return;
  const email = readSwitchUser(request);
  const target = email ? await findUserByEmail(ctx.db, email) : undefined;
  await recordImpersonation(ctx.db, {
    adminId: admin.id,
    targetId: target?.id ?? null,
    action: 'exit',
    ip: request.ip,
  });
}

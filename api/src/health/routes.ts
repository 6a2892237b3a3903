import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/connection.js';
import { messages } from '../errors/http-error.js';
import { checkDatabase } from './service.js';

/** Whether the instance takes requests; `shutDownGracefully` clears it before the server stops. */
export interface Readiness {
  stopping: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface HealthOptions {
  db: Database;
  readiness: Readiness;
  /** How long the readiness check waits for the database. */
  timeoutMs: number;
}

const Status = Type.Object({ status: Type.String() });
const NotReady = Type.Object({ code: Type.Integer(), message: Type.String() });

/**
 * Probes of an orchestrator (Kubernetes, a load balancer): `/healthz` says the process answers (restart it if
 * not), `/readyz` that it can serve requests now (send it none if not: the database is unreachable or the
 * server is shutting down). Outside `/api`, so nginx does not publish them.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<HealthOptions> = async (
  app,
  { db, readiness, timeoutMs },
) => {
  const schema = { tags: ['health'], hide: true, response: { 200: Status, 503: NotReady } };

  app.get('/healthz', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const notReady = { code: 503, message: messages.unavailable };
    if (readiness.stopping) return reply.code(503).send(notReady);
    try {
      await checkDatabase(db, timeoutMs);
    } catch (error) {
      request.log.warn({ err: error }, 'Проверка готовности: база данных не отвечает');
      return reply.code(503).send(notReady);
    }
    return { status: 'ok' };
  });
};

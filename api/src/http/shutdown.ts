import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Requests are still served this long while `/readyz` says 503, so a load balancer stops sending them. */
  drainMs: number;
  /** From the signal on: past it the process exits anyway, with code 1. */
  timeoutMs: number;
  exit: (code: number) => void;
}

/**
 * Graceful stop on SIGTERM: `/readyz` answers 503, then the server stops accepting connections (Fastify's
 * `close`), requests in flight are finished and the `onClose` hooks close the database pool. A request that
 * hangs cannot hold the process past the deadline.
 */
export async function shutDownGracefully(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  const deadline = setTimeout(() => {
    app.log.error(`Сервер не остановился за ${options.timeoutMs} мс: выход без ожидания запросов`);
    options.exit(1);
  }, options.timeoutMs);
  deadline.unref();
  app.readiness.stopping = true;
  if (options.drainMs > 0) await sleep(options.drainMs);
  // A kept-alive connection would hold `close` for the keep-alive timeout (72 s) after its last answer.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
    options.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Ошибка при остановке сервера');
    options.exit(1);
  } finally {
    clearTimeout(deadline);
    clearInterval(idle);
  }
}

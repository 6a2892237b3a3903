import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Queues `work` to run after the current answer has left. */
export type AfterReply = (log: FastifyBaseLogger, work: () => Promise<void>) => void;

/**
 * Work that must not lengthen an answer (its duration would tell what it found) runs once the answer has
 * been written, one task after another, so a burst of requests is not a burst of database work. Closing the
 * app waits for what is queued.
 */
export function createAfterReply(app: FastifyInstance): AfterReply {
  let tail: Promise<void> = Promise.resolve();
  app.addHook('onClose', async () => {
    await tail;
  });
  return (log, work) => {
    tail = tail
      // setImmediate: after the handler's answer has been serialised and handed to the socket.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .catch((error: unknown) => {
        log.error({ err: error }, 'Не удалось выполнить отложенную работу запроса');
      });
  };
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.js';
import { deleteInstance, deleteStaleInstances, touchInstance } from './queries.js';

/** This API instance as the database knows it: the work it runs names `id`. */
export interface ApiInstance {
  readonly id: string;
  stop(): Promise<void>;
}

export interface LivenessTimes {
  /** How often the instance says it is alive. */
  beatMs: number;
  /** Silent this long, an instance is taken for gone (killed, crashed, cut off) and its work as interrupted. */
  staleMs: number;
}

/**
 * Marks the work of instances gone for `staleSeconds` (or of none) as interrupted. Runs at start and after
 * each beat, so work of a killed instance is marked by any live one, its replacement included.
 */
export type OrphanSweep = (db: Database, staleSeconds: number) => Promise<void>;

export const DEFAULT_LIVENESS: LivenessTimes = { beatMs: 10_000, staleMs: 30_000 };

/**
 * Registers this instance in `api_instances` (migration 0026) and keeps it there while it runs. Several
 * instances share a database (Kubernetes, `API_PROCESSES`): one starting never takes another's running work
 * for interrupted while that one beats; only what no live instance owns is swept.
 */
export async function startApiInstance(
  db: Database,
  log: FastifyBaseLogger,
  sweep: OrphanSweep,
  times: LivenessTimes = DEFAULT_LIVENESS,
): Promise<ApiInstance> {
  const id = randomUUID();
  const staleSeconds = times.staleMs / 1000;
  const beat = async () => {
    await touchInstance(db, id);
    await deleteStaleInstances(db, staleSeconds);
    await sweep(db, staleSeconds);
  };
  // A database down at start or later must not stop the API (it answers 503 and recovers): a failed beat
  // is logged, and the next one tries again. One beat at a time: on PGlite a long import holds the only
  // connection and beats wait for it.
  let beating: Promise<void> | null = null;
  const beatOnce = () => {
    beating ??= beat()
      .catch((error: unknown) => log.warn({ err: error }, 'Не удалось отметить, что экземпляр API работает'))
      .finally(() => {
        beating = null;
      });
    return beating;
  };
  await beatOnce();
  const timer = setInterval(() => void beatOnce(), times.beatMs);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await beating;
      // Left behind when the database is gone, the row goes stale and any instance removes it.
      await deleteInstance(db, id).catch((error: unknown) =>
        log.warn({ err: error }, 'Не удалось снять отметку экземпляра API'),
      );
    },
  };
}

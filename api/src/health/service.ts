import type { Database } from '../db/connection.js';
import { pingDatabase } from './queries.js';

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Проверка базы данных не уложилась во время')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves when the database answers within `ms`; rejects when it fails or is slower. */
export function checkDatabase(db: Database, ms: number): Promise<void> {
  return within(pingDatabase(db), ms);
}

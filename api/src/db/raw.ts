import { CompiledQuery } from 'kysely';
import type { Executor } from './connection.js';

/**
 * Runs SQL text with `$1…` parameters and answers its rows: for the few callers that build statements as
 * text (the price-list import's bulk statements, which it also sends through COPY on a server).
 */
export async function rawRows<R>(db: Executor, text: string, params: readonly unknown[] = []): Promise<R[]> {
  return (await db.executeQuery<R>(CompiledQuery.raw(text, [...params]))).rows;
}

import type { Database } from '../db/connection.js';
import { bytesOf, pathsWithBytes } from './media-queries.js';
import { originalKey, type MediaStore } from './media-store.js';

/** PostgreSQL's 'undefined column': another instance's migration dropped the bytes meanwhile. */
const isColumnGone = (error: unknown) =>
  error instanceof Error && 'code' in error && (error as { code: unknown }).code === '42703';

/**
 * Runs before the migrations: a database from before migration 0020 keeps its files' bytes in `media.data`;
 * they are copied to the store so the migration that drops the column loses nothing. Copies are puts of
 * the same bytes, so an interrupted start, or instances starting together, simply copy again.
 */
export async function copyMediaBytesToStore(db: Database, store: MediaStore): Promise<number> {
  try {
    const paths = await pathsWithBytes(db);
    if (paths === null) return 0;
    for (const path of paths) {
      const file = await bytesOf(db, path);
      if (file) await store.put(originalKey(path), file.data, file.contentType);
    }
    return paths.length;
  } catch (error) {
    if (isColumnGone(error)) return 0;
    throw error;
  }
}

import type { Database } from '../db/connection.js';

export interface StoredMedia {
  id: number;
  path: string;
  content_type: string;
  data: Buffer;
}

export function findMedia(db: Database, path: string): Promise<StoredMedia | undefined> {
  return db
    .selectFrom('media')
    .select(['id', 'path', 'content_type', 'data'])
    .where('path', '=', path)
    .executeTakeFirst();
}

/** A resized copy by the original's path: one indexed lookup, the original's bytes are not read. */
export function findMediaVariant(
  db: Database,
  path: string,
  filter: string,
): Promise<{ content_type: string; data: Buffer } | undefined> {
  return db
    .selectFrom('media_variants as v')
    .innerJoin('media as m', 'm.id', 'v.media_id')
    .select(['v.content_type', 'v.data'])
    .where('m.path', '=', path)
    .where('v.filter', '=', filter)
    .executeTakeFirst();
}

/** Two requests may resize the same image at once: the first copy stays. */
export async function saveMediaVariant(
  db: Database,
  variant: { mediaId: number; filter: string; contentType: string; data: Buffer },
): Promise<void> {
  await db
    .insertInto('media_variants')
    .values({
      media_id: variant.mediaId,
      filter: variant.filter,
      content_type: variant.contentType,
      data: variant.data,
    })
    .onConflict((conflict) => conflict.columns(['media_id', 'filter']).doNothing())
    .execute();
}

/** Stores a file under its path; a new file at a taken path replaces it and drops its resized copies. */
export async function saveMedia(
  db: Database,
  file: { path: string; contentType: string; data: Buffer },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('media')
      .values({ path: file.path, content_type: file.contentType, size: file.data.length, data: file.data })
      .onConflict((conflict) =>
        conflict.column('path').doUpdateSet({
          content_type: file.contentType,
          size: file.data.length,
          data: file.data,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('media_variants').where('media_id', '=', row.id).execute();
  });
}

export function listMedia(
  db: Database,
): Promise<{ path: string; content_type: string; size: number; created_at: Date }[]> {
  return db
    .selectFrom('media')
    .select(['path', 'content_type', 'size', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
}

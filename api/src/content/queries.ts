import type { Database } from '../db/connection.js';
import type { OfficeRow, PageRow } from '../db/schema.js';

export function findPageBySlug(db: Database, slug: string): Promise<PageRow | undefined> {
  return db
    .selectFrom('pages')
    .selectAll()
    .where('slug', '=', slug)
    .where('is_published', '=', true)
    .executeTakeFirst();
}

export function listOffices(db: Database): Promise<OfficeRow[]> {
  return db
    .selectFrom('offices')
    .selectAll()
    .orderBy('is_main', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Database } from '../db/connection.js';
import type {
  CertificatesTable,
  PageBlocksTable,
  PostType,
  PostsTable,
  SlidesTable,
} from '../db/schema-content.js';

export type PostRow = Selectable<PostsTable>;
export type CertificateRow = Selectable<CertificatesTable> & { content_type: string | null };
export type SlideRow = Selectable<SlidesTable>;
export type PageBlockRow = Selectable<PageBlocksTable>;

/** What customers see: published, and not dated in the future. */
function visiblePosts(db: Database, type: PostType) {
  return db
    .selectFrom('posts')
    .where('type', '=', type)
    .where('is_published', '=', true)
    .where('published_at', '<=', sql<Date>`now()`);
}

export async function listVisiblePosts(
  db: Database,
  type: PostType,
  page: { limit: number; offset: number } | null,
): Promise<{ rows: PostRow[]; total: number }> {
  let query = visiblePosts(db, type).selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const [rows, count] = await Promise.all([
    query.execute(),
    visiblePosts(db, type)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findVisiblePost(db: Database, type: PostType, slug: string): Promise<PostRow | undefined> {
  return visiblePosts(db, type).selectAll().where('slug', '=', slug).executeTakeFirst();
}

function certificates(db: Database) {
  return db
    .selectFrom('certificates as c')
    .leftJoin('media as m', 'm.path', 'c.file')
    .selectAll('c')
    .select('m.content_type')
    .where('c.is_published', '=', true);
}

export function listVisibleCertificates(db: Database): Promise<CertificateRow[]> {
  return certificates(db).orderBy('c.sort').orderBy('c.id').execute();
}

export function findVisibleCertificate(db: Database, slug: string): Promise<CertificateRow | undefined> {
  return certificates(db).where('c.slug', '=', slug).executeTakeFirst();
}

export function listVisibleSlides(db: Database): Promise<SlideRow[]> {
  return db
    .selectFrom('slides')
    .selectAll()
    .where('is_published', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findVisibleSlide(db: Database, slug: string): Promise<SlideRow | undefined> {
  return db
    .selectFrom('slides')
    .selectAll()
    .where('is_published', '=', true)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function findVisiblePageBlock(db: Database, url: string): Promise<PageBlockRow | undefined> {
  return db
    .selectFrom('page_blocks')
    .selectAll()
    .where('is_published', '=', true)
    .where('url', '=', url)
    .executeTakeFirst();
}

import type { Office, Page } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import { findPageBySlug, listOffices } from './queries.js';
import { sanitizeContent } from './sanitize.js';

export const contentMessages = {
  pageNotFound: 'Страница не найдена',
} as const;

const slugPattern = /^[a-z0-9][a-z0-9_-]*$/i;

/** `GET /api/page/{slug}`: the page with its HTML sanitised on the way out. */
export async function getPage(db: Database, slug: string): Promise<Page> {
  const page = slugPattern.test(slug) ? await findPageBySlug(db, slug.toLowerCase()) : undefined;
  if (!page) throw notFound(contentMessages.pageNotFound);
  return { slug: page.slug, title: page.title, content: sanitizeContent(page.content) };
}

function coordinate(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export async function getOffices(db: Database): Promise<Office[]> {
  const rows = await listOffices(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    workTime: row.work_time,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    isMain: row.is_main,
  }));
}

import type { Office, Page } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import { findPageBySlug, listOffices } from './queries.js';
import { sanitizeContent } from './sanitize.js';
import { fillSellerPlaceholders, getSeller } from '../seller/service.js';

export const contentMessages = {
  pageNotFound: 'Страница не найдена',
} as const;

const slugPattern = /^[a-z0-9][a-z0-9_-]*$/i;

/** `GET /api/page/{slug}`: the page with the seller's data filled in and its HTML sanitised on the way out. */
export async function getPage(db: Database, slug: string): Promise<Page> {
  const page = slugPattern.test(slug) ? await findPageBySlug(db, slug.toLowerCase()) : undefined;
  if (!page) throw notFound(contentMessages.pageNotFound);
  const content = fillSellerPlaceholders(page.content, await getSeller(db));
  return { slug: page.slug, title: page.title, content: sanitizeContent(content) };
}

function coordinate(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/**
 * `GET /api/offices`. The main office's address, phone, e-mail and hours are the seller's (its one record), so
 * the contacts, the header and the offices cannot disagree; the other offices keep their own.
 */
export async function getOffices(db: Database): Promise<Office[]> {
  const [rows, seller] = await Promise.all([listOffices(db), getSeller(db)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    isMain: row.is_main,
    ...(row.is_main
      ? { address: seller.officeAddress, phone: seller.phone, email: seller.email, workTime: seller.workTime }
      : { address: row.address, phone: row.phone, email: row.email, workTime: row.work_time }),
  }));
}

import type { Static } from '@sinclair/typebox';
import { CONTENT_URL_PATTERN } from '@shop/back-office-rules';
import type { Database } from '../db/connection.js';
import type { PostType } from '../db/schema-content.js';
import { notFound } from '../errors/http-error.js';
import {
  findVisibleCertificate,
  findVisiblePageBlock,
  findVisiblePost,
  findVisibleSlide,
  listVisibleCertificates,
  listVisiblePosts,
  listVisibleSlides,
  type CertificateRow,
  type PostRow,
  type SlideRow,
} from './post-queries.js';
import type {
  CertificateSchema,
  PageBlockSchema,
  PostPageSchema,
  PostSchema,
  SlideSchema,
} from './public-schemas.js';
import { sanitizeContent } from './sanitize.js';
import { fillSellerPlaceholders, getSeller } from '../seller/service.js';

type Post = Static<typeof PostSchema>;
type Certificate = Static<typeof CertificateSchema>;
type Slide = Static<typeof SlideSchema>;

export const postMessages = {
  sectionNotFound: 'Раздел не найден',
  postNotFound: 'Запись не найдена',
  certificateNotFound: 'Сертификат не найден',
  slideNotFound: 'Слайд не найден',
  blockNotFound: (url: string) => `Блок «${url}» не найден`,
} as const;

export const POSTS_PER_PAGE = 10;
const postTypes: readonly PostType[] = ['news', 'articles', 'popups'];

function postType(text: string): PostType {
  const type = postTypes.find((known) => known === text);
  if (!type) throw notFound(postMessages.sectionNotFound);
  return type;
}

function postOfRow(row: PostRow): Post {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    announce: row.announce,
    content: sanitizeContent(row.content),
    mainImage: row.main_image,
    showPopupInterval: row.show_popup_interval,
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

/** `GET /api/posts/{type}?page`: newest first; `paginator=false` gives every post (popups). */
export async function getPosts(
  db: Database,
  typeText: string,
  page: number,
  paginate: boolean,
): Promise<Static<typeof PostPageSchema>> {
  const type = postType(typeText);
  const window = paginate ? { limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE } : null;
  const { rows, total } = await listVisiblePosts(db, type, window);
  return {
    items: rows.map(postOfRow),
    total,
    page: paginate ? page : 1,
    perPage: paginate ? POSTS_PER_PAGE : total,
  };
}

export async function getPost(db: Database, typeText: string, slug: string): Promise<Post> {
  const row = await findVisiblePost(db, postType(typeText), slug);
  if (!row) throw notFound(postMessages.postNotFound);
  return postOfRow(row);
}

function certificateOfRow(row: CertificateRow): Certificate {
  return {
    slug: row.slug,
    title: row.title,
    description: sanitizeContent(row.description),
    file: row.file,
    isPdf: row.content_type === 'application/pdf',
  };
}

export async function getCertificates(db: Database): Promise<Certificate[]> {
  return (await listVisibleCertificates(db)).map(certificateOfRow);
}

export async function getCertificate(db: Database, slug: string): Promise<Certificate> {
  const row = await findVisibleCertificate(db, slug);
  if (!row) throw notFound(postMessages.certificateNotFound);
  return certificateOfRow(row);
}

/** A link saved before links were held to this site's paths is not shown. */
const sitePath = new RegExp(CONTENT_URL_PATTERN);

function slideOfRow(row: SlideRow): Slide {
  const link = sitePath.test(row.link) ? row.link : '';
  return { slug: row.slug, title: row.title, description: row.description, image: row.image, link };
}

export async function getSlides(db: Database): Promise<Slide[]> {
  return (await listVisibleSlides(db)).map(slideOfRow);
}

export async function getSlide(db: Database, slug: string): Promise<Slide> {
  const row = await findVisibleSlide(db, slug);
  if (!row) throw notFound(postMessages.slideNotFound);
  return slideOfRow(row);
}

/** A page block by the page's URL path; the 404 message is what an admin sees in its place. */
export async function getPageBlock(db: Database, url: string): Promise<Static<typeof PageBlockSchema>> {
  const row = await findVisiblePageBlock(db, url);
  if (!row) throw notFound(postMessages.blockNotFound(url));
  return { url: row.url, content: sanitizeContent(fillSellerPlaceholders(row.content, await getSeller(db))) };
}

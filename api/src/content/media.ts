import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../db/connection.js';
import { HttpError, notFound } from '../errors/http-error.js';
import { findMedia, listMedia, saveMedia } from './media-queries.js';
import { originalKey, variantKey, type MediaStore } from './media-store.js';

/**
 * Pixels of an image the shop resizes (sharp refuses more: decoded, 40 megapixels take 160 MB). A few
 * kilobytes of PNG can hold far more, so an upload is measured by its header, not its bytes.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const mediaMessages = {
  notFound: 'Файл не найден',
  unknownFilter: 'Неизвестный размер изображения',
  badType: 'Допустимы изображения PNG, JPEG, WebP, GIF, SVG и файлы PDF',
  notImage: 'Файл не является изображением этого типа',
  tooLarge: (mb: number) => `Файл больше ${mb} МБ`,
  tooManyPixels: (width: number, height: number) =>
    `Изображение ${width} × ${height} точек больше ${MAX_IMAGE_PIXELS / 1_000_000} мегапикселей: уменьшите его`,
  noVariant: 'Изображение слишком велико для уменьшенной копии',
  empty: 'Файл пуст',
} as const;

/** Width and height from the image's header, without decoding it; zeros when sharp cannot read it. */
async function imageSize(data: Buffer): Promise<{ format: string | null; width: number; height: number }> {
  const metadata = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return { format: metadata?.format ?? null, width: metadata?.width ?? 0, height: metadata?.height ?? 0 };
}

/** Sizes of `/media/cache/resolve/{filter}/{path}` (SPEC §7): thumb is the 64×64 brand thumbnail. */
export const MEDIA_FILTERS = {
  thumb: { width: 64, height: 64, fit: 'cover' },
  list: { width: 240, height: 240, fit: 'inside' },
  card: { width: 480, height: 480, fit: 'inside' },
  zoom: { width: 1200, height: 1200, fit: 'inside' },
  slide: { width: 1280, height: 400, fit: 'cover' },
} as const;

export type MediaFilter = keyof typeof MEDIA_FILTERS;

const types: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** Folders and a name of latin letters, digits, `-`, `_`, `.`: never `..`, never absolute. */
const pathPattern =
  /^(?:[a-z0-9][a-z0-9_-]{0,60}\/){0,4}[a-z0-9][a-z0-9_.-]{0,120}\.(?:png|jpe?g|webp|gif|svg|pdf)$/i;

export function isMediaPath(path: string): boolean {
  return pathPattern.test(path) && !path.includes('..');
}

function extensionOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1).toLowerCase();
}

export interface MediaFile {
  contentType: string;
  data: Buffer;
  /** Quoted, for the `ETag` header: the same on every instance for the same bytes. */
  etag: string;
}

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export async function originalMedia(db: Database, store: MediaStore, path: string): Promise<MediaFile> {
  const media = isMediaPath(path) ? await findMedia(db, path) : undefined;
  const data = media ? await store.get(originalKey(path)) : null;
  if (!media || !data) throw notFound(mediaMessages.notFound);
  return { contentType: media.content_type, data, etag: `"${media.checksum}"` };
}

/** Resized copies are JPEG for a JPEG original, PNG for every other image (SVG and GIF included). */
function variantType(path: string): string {
  return types[extensionOf(path)] === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

/**
 * An image at a filter's size: from the store's cache (`cache/{filter}/{path}`, no database query), or
 * resized by sharp from the original on first request and put there. SVG is drawn to PNG; a PDF has no
 * sizes (404), animated GIFs keep their first frame.
 */
export async function resizedMedia(
  db: Database,
  store: MediaStore,
  filterName: string,
  path: string,
): Promise<MediaFile> {
  const filter = Object.hasOwn(MEDIA_FILTERS, filterName) ? MEDIA_FILTERS[filterName as MediaFilter] : null;
  if (filter === null) throw notFound(mediaMessages.unknownFilter);
  if (!isMediaPath(path)) throw notFound(mediaMessages.notFound);
  const contentType = variantType(path);
  const cached = await store.get(variantKey(filterName, path));
  if (cached) return { contentType, data: cached, etag: `"${sha256(cached)}"` };
  const media = await findMedia(db, path);
  const original = media?.content_type.startsWith('image/') ? await store.get(originalKey(path)) : null;
  if (!original) throw notFound(mediaMessages.notFound);
  // An original stored before uploads were measured: no copy, and no failing resize on every request.
  const { width, height } = await imageSize(original);
  if (width * height > MAX_IMAGE_PIXELS) throw notFound(mediaMessages.noVariant);
  const image = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({
      width: filter.width,
      height: filter.height,
      fit: filter.fit,
      withoutEnlargement: filter.fit === 'inside',
    });
  const data =
    contentType === 'image/jpeg'
      ? await image.jpeg({ quality: 82 }).toBuffer()
      : await image.png().toBuffer();
  await store.put(variantKey(filterName, path), data, contentType);
  return { contentType, data, etag: `"${sha256(data)}"` };
}

function slugOfName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '').toLowerCase();
  const slug = base
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug === '' ? 'file' : slug;
}

/** The newest stored files (at most 500), as the admin's media list shows them. */
export async function listStoredMedia(db: Database) {
  return (await listMedia(db)).map((row) => ({
    path: row.path,
    contentType: row.content_type,
    size: row.size,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Stores an admin's upload under `uploads/{hash}-{name}.{ext}`: the hash of the bytes makes the path
 * change with the content, so served files may be cached for ever. The type comes from the file name
 * and must agree with the bytes (sharp reads images; a PDF starts with `%PDF-`).
 */
export async function uploadMedia(
  db: Database,
  store: MediaStore,
  file: { name: string; data: Buffer },
  maxBytes: number,
): Promise<{ path: string; contentType: string; size: number }> {
  const extension = extensionOf(file.name);
  const contentType = types[extension];
  if (!contentType) throw new HttpError(415, mediaMessages.badType);
  if (file.data.length === 0) throw new HttpError(400, mediaMessages.empty);
  if (file.data.length > maxBytes) throw new HttpError(413, mediaMessages.tooLarge(maxBytes / 1024 / 1024));
  if (contentType === 'application/pdf') {
    if (!file.data.subarray(0, 5).equals(Buffer.from('%PDF-')))
      throw new HttpError(400, mediaMessages.notImage);
  } else {
    const { format, width, height } = await imageSize(file.data);
    const expected = extension === 'jpg' ? 'jpeg' : extension;
    if (format !== expected) throw new HttpError(400, mediaMessages.notImage);
    if (width * height > MAX_IMAGE_PIXELS)
      throw new HttpError(413, mediaMessages.tooManyPixels(width, height));
  }
  const checksum = sha256(file.data);
  const path = `uploads/${checksum.slice(0, 12)}-${slugOfName(file.name)}.${extension === 'jpeg' ? 'jpg' : extension}`;
  await putMedia(db, store, { path, contentType, data: file.data, checksum });
  return { path, contentType, size: file.data.length };
}

/**
 * The bytes go to the store before the row names them, so a listed file is always there. New bytes at a
 * path drop its resized copies, also when the row is new: the store may have outlived a database.
 */
async function putMedia(
  db: Database,
  store: MediaStore,
  file: { path: string; contentType: string; data: Buffer; checksum: string },
): Promise<void> {
  const previous = await findMedia(db, file.path);
  await store.put(originalKey(file.path), file.data, file.contentType);
  if (previous?.checksum !== file.checksum) {
    for (const filter of Object.keys(MEDIA_FILTERS)) await store.delete(variantKey(filter, file.path));
  }
  await saveMedia(db, {
    path: file.path,
    contentType: file.contentType,
    size: file.data.length,
    checksum: file.checksum,
  });
}

/** Demo data and tests store files at fixed paths; the same bytes already stored are left as they are. */
export async function storeMedia(db: Database, store: MediaStore, path: string, data: Buffer): Promise<void> {
  const contentType = types[extensionOf(path)];
  if (!contentType || !isMediaPath(path)) throw new Error(`Недопустимый путь файла: ${path}`);
  const checksum = sha256(data);
  const known = await findMedia(db, path);
  if (known?.checksum === checksum && (await store.exists(originalKey(path)))) return;
  await putMedia(db, store, { path, contentType, data, checksum });
}

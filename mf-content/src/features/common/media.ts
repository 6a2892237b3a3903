/** Filters of the media store (api/src/content/media.ts): thumb 64×64, list, card, zoom, slide. */
export type MediaFilter = 'thumb' | 'list' | 'card' | 'zoom' | 'slide';

/** A stored file at a filter's size, or the original without one (PDFs have no sizes). */
export function mediaUrl(path: string, filter?: MediaFilter): string {
  return filter ? `/media/cache/resolve/${filter}/${path}` : `/media/${path}`;
}

import type { Brand, Good, Offer } from '@shop/shared';
import type { BrandRow, GoodRow } from './queries.js';

export function brandOfRow(row: BrandRow): Brand {
  return {
    id: row.id,
    name: row.name,
    warranty: row.warranty,
    warrantyDescription: row.warranty_description,
    country: row.country,
    site: row.site,
    thumbs: row.thumbs,
    description: row.description,
  };
}

/** Images are stored as served URLs; the same files serve as thumbnails (the browser scales them). */
export function goodOfRow(row: GoodRow, offers: Offer[], isCross: boolean): Good {
  return {
    id: row.id,
    brand: brandOfRow(row.brand),
    number: row.number,
    name: row.name,
    images: row.images,
    thumbs: row.images,
    isInFavorite: row.in_notepad,
    isCross,
    offers,
  };
}

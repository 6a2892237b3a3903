import type { Brand, NumberMatch } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import { brandOfRow } from './mapper.js';
import { analogueIds, findBrand, findGoodId, goodsWithNumber, listBrands, raiseRating } from './queries.js';

// The catalog as the routes read it: goods and brands without offers (those with offers: `search/`).

export const catalogMessages = {
  brandNotFound: 'Бренд не найден',
} as const;

/** Brands that have this number, at most `limit`. */
export function numberMatches(
  db: Database,
  number: string,
  strict: boolean,
  limit: number,
): Promise<NumberMatch[]> {
  return goodsWithNumber(db, number, strict, limit);
}

export async function brands(db: Database): Promise<Brand[]> {
  return (await listBrands(db)).map(brandOfRow);
}

/** The brand by its name or a synonym; 404 when there is none. */
export async function brandByName(db: Database, name: string): Promise<Brand> {
  const brand = await findBrand(db, name);
  if (!brand) throw notFound(catalogMessages.brandNotFound);
  return brandOfRow(brand);
}

/** The good of this brand (or synonym) with this number in any spelling. */
export function goodIdOf(db: Database, brandName: string, number: string): Promise<number | undefined> {
  return findGoodId(db, brandName, number);
}

/** The good and its analogues, nearest first. */
export function analoguesOf(db: Database, goodId: number): Promise<number[]> {
  return analogueIds(db, goodId);
}

/** A picked suggestion rises in the list; answers the good's number (undefined for an unknown good). */
export function pickSuggestion(db: Database, goodId: number): Promise<string | undefined> {
  return raiseRating(db, goodId);
}

import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import { findBrand } from '../catalog/queries.js';
import { brandGoodsPage, brandsWithGoods, countBrandGoods, goodsCounts } from './queries.js';

export const BRAND_GOODS_PAGE_SIZE = 50;

/** Brands starting with a digit are listed under this 'letter', after the alphabets. */
export const DIGITS_LETTER = '0-9';

export const goodsCatalogMessages = {
  brandNotFound: 'Бренд не найден',
} as const;

export interface BrandGoods {
  brand: { name: string; description: string | null };
  items: { number: string; name: string; hasOffers: boolean }[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/goods/{brand}`: the brand (by name or synonym) and one page of its goods. */
export async function goodsOfBrand(db: Database, brandName: string, page: number): Promise<BrandGoods> {
  const brand = await findBrand(db, brandName);
  if (!brand) throw notFound(goodsCatalogMessages.brandNotFound);
  const [rows, total] = await Promise.all([
    brandGoodsPage(db, brand.id, BRAND_GOODS_PAGE_SIZE, (page - 1) * BRAND_GOODS_PAGE_SIZE),
    countBrandGoods(db, brand.id),
  ]);
  return {
    brand: { name: brand.name, description: brand.description === '' ? null : brand.description },
    items: rows.map((row) => ({ number: row.number, name: row.name, hasOffers: row.has_offers })),
    total,
    page,
    pageSize: BRAND_GOODS_PAGE_SIZE,
  };
}

/** The letter a brand is listed under: its first letter (Ё as Е), or '0-9'; null for anything else. */
export function letterOf(name: string): string | null {
  const first = name.trim().charAt(0).toUpperCase().replace('Ё', 'Е');
  if (/[0-9]/.test(first)) return DIGITS_LETTER;
  return /[A-ZА-Я]/.test(first) ? first : null;
}

/** Latin letters, then Cyrillic, then digits. */
function letterOrder(letter: string): [number, string] {
  if (letter === DIGITS_LETTER) return [2, letter];
  return [/[A-Z]/.test(letter) ? 0 : 1, letter];
}

export interface BrandsList {
  letters: string[];
  brands: { name: string; goodsCount: number }[];
}

/**
 * `GET /api/goods-catalog/brands-list`: the letters that have brands with goods and the brands of one
 * letter (all of them without a letter) with their goods counted.
 */
export async function brandsList(db: Database, letter: string | null): Promise<BrandsList> {
  const brands = await brandsWithGoods(db);
  const letters = [...new Set(brands.flatMap((brand) => letterOf(brand.name) ?? []))].sort((a, b) => {
    const [ag, al] = letterOrder(a);
    const [bg, bl] = letterOrder(b);
    return ag - bg || al.localeCompare(bl, 'ru');
  });
  const chosen = letter === null ? brands : brands.filter((brand) => letterOf(brand.name) === letter);
  const counts = await goodsCounts(
    db,
    chosen.map((brand) => brand.id),
  );
  return {
    letters,
    brands: chosen.map((brand) => ({ name: brand.name, goodsCount: counts.get(brand.id) ?? 0 })),
  };
}

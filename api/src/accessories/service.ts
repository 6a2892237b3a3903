import type { Database } from '../db/connection.js';
import { validationError } from '../errors/http-error.js';
import { bestOfferOf, bestOffersOfGoods, type BestOffer, type ListViewer } from '../search/best-offer.js';
import { accessoryPage, categoriesWithCounts } from './queries.js';

export const ACCESSORIES_PAGE_SIZE = 24;

export const accessoryMessages = {
  unknownCategory: (slug: string) => `Неизвестная категория аксессуаров: ${slug}`,
} as const;

export interface AccessoryList {
  categories: { slug: string; name: string; count: number }[];
  items: {
    goodId: number;
    brandName: string;
    number: string;
    name: string;
    category: string;
    bestOffer: BestOffer | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/accessories`: the categories that have goods, and one page of a category (or of all). */
export async function listAccessories(
  db: Database,
  category: string | null,
  page: number,
  viewer: ListViewer,
): Promise<AccessoryList> {
  const categories = await categoriesWithCounts(db);
  const chosen = categories.find((candidate) => candidate.slug === category);
  if (category !== null && !chosen) {
    throw validationError([
      { propertyPath: 'category', message: accessoryMessages.unknownCategory(category) },
    ]);
  }
  const rows = await accessoryPage(db, category, ACCESSORIES_PAGE_SIZE, (page - 1) * ACCESSORIES_PAGE_SIZE);
  const offers = await bestOffersOfGoods(
    db,
    new Map(rows.map((row) => [row.good_id, row.brand_id])),
    viewer.view,
    viewer.officeVendorId,
  );
  return {
    categories: categories.filter((candidate) => candidate.count > 0),
    items: rows.map((row) => ({
      goodId: row.good_id,
      brandName: row.brand_name,
      number: row.number,
      name: row.name,
      category: row.category,
      bestOffer: bestOfferOf(offers.get(row.good_id)),
    })),
    total: chosen ? chosen.count : categories.reduce((sum, candidate) => sum + candidate.count, 0),
    page,
    pageSize: ACCESSORIES_PAGE_SIZE,
  };
}

import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import { hasOfferOnSale } from '../search/queries.js';

export interface CategoryRow {
  slug: string;
  name: string;
  count: number;
}

/** Every category in the shop's order with the number of its goods (0 for an empty one). */
export async function categoriesWithCounts(db: Database): Promise<CategoryRow[]> {
  const { rows } = await sql<CategoryRow>`
    select c.slug, c.name, count(a.good_id)::integer as count
    from accessory_categories c
    left join accessories a on a.category = c.slug
    group by c.slug, c.name, c.sort
    order by c.sort, c.slug`.execute(db);
  return rows;
}

export interface AccessoryRow {
  good_id: number;
  number: string;
  name: string;
  brand_id: number;
  brand_name: string;
  category: string;
}

/** One page of the accessories of a category (all without one): by category, those on sale first, by name. */
export async function accessoryPage(
  db: Database,
  category: string | null,
  limit: number,
  offset: number,
): Promise<AccessoryRow[]> {
  const { rows } = await sql<AccessoryRow>`
    select a.good_id, g.number, g.name, b.id as brand_id, b.name as brand_name, a.category
    from accessories a
    join accessory_categories c on c.slug = a.category
    join goods g on g.id = a.good_id
    join brands b on b.id = g.brand_id
    where ${category === null ? sql`true` : sql`a.category = ${category}`}
    order by c.sort, ${hasOfferOnSale(sql.ref('a.good_id'))} desc, g.name, a.good_id
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import { hasOfferOnSale } from '../search/queries.js';

export interface BrandGoodRow {
  number: string;
  name: string;
  has_offers: boolean;
}

/** One page of a brand's goods by number (the `(brand_id, normalized_number)` key reads them in order). */
export async function brandGoodsPage(
  db: Database,
  brandId: number,
  limit: number,
  offset: number,
): Promise<BrandGoodRow[]> {
  const { rows } = await sql<BrandGoodRow>`
    select g.number, g.name, ${hasOfferOnSale(sql.ref('g.id'))} as has_offers
    from goods g
    where g.brand_id = ${brandId}
    order by g.normalized_number, g.id
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export async function countBrandGoods(db: Database, brandId: number): Promise<number> {
  const row = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Brands that have at least one good (one probe of the brand's key each). */
export function brandsWithGoods(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('brands as b')
    .select(['b.id', 'b.name'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('goods as g').select('g.id').whereRef('g.brand_id', '=', 'b.id')),
    )
    .orderBy('b.name')
    .execute();
}

/** Goods per brand for these brands. */
export async function goodsCounts(db: Database, brandIds: readonly number[]): Promise<Map<number, number>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('goods')
    .select(['brand_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('brand_id', 'in', brandIds)
    .groupBy('brand_id')
    .execute();
  return new Map(rows.map((row) => [row.brand_id, Number(row.count)]));
}

import { sql } from 'kysely';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import type { Database } from '../../db/connection.js';

/** A simulated supplier: one remote ABCP vendor of the shop's own database. */
export interface SimulatedVendor {
  id: number;
  login: string;
  password: string;
  /** Roubles for one unit of the vendor's currency, decimal string. */
  rate: string;
}

/** A part the simulated suppliers know: the shop's goods. */
export interface SimulatedGood {
  brand: string;
  normalizedBrand: string;
  number: string;
  normalizedNumber: string;
  name: string;
  /** The part asked for, not one of its analogues. */
  isSearched: boolean;
  /** Lowest purchase price of the shop's own offers, roubles, decimal string; null without offers. */
  basePrice: string | null;
}

/** A supplier answers for at most this many parts (the part and its analogues). */
const maxGoods = 200;

export async function findSimulatedVendor(db: Database, id: number): Promise<SimulatedVendor | null> {
  const row = await db
    .selectFrom('vendors as v')
    .leftJoin('currencies as c', 'c.code', 'v.currency')
    .select(['v.id', 'v.api_login', 'v.api_password', 'c.rate'])
    .where('v.id', '=', id)
    .where('v.is_remote', '=', true)
    .where('v.provider', '=', 'abcp')
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, login: row.api_login ?? '', password: row.api_password ?? '', rate: row.rate ?? '1' };
}

interface GoodRow {
  brand: string;
  normalized_brand: string;
  number: string;
  normalized_number: string;
  name: string;
  is_searched: boolean;
  base_price: string | null;
}

/**
 * The goods with this number (of this brand, by name or synonym, when a brand is given) and their
 * analogues from the cross groups, the searched ones first.
 */
export async function findSimulatedGoods(
  db: Database,
  brandName: string,
  number: string,
): Promise<SimulatedGood[]> {
  const normalizedNumber = normalizePartNumber(number);
  if (!normalizedNumber) return [];
  const normalizedBrand = normalizeBrandName(brandName);
  const result = await sql<GoodRow>`
    with searched as (
      select g.id from goods g
      where g.normalized_number = ${normalizedNumber}
        and (${normalizedBrand} = '' or g.brand_id in (
          select id from brands where normalized_name = ${normalizedBrand}
          union select brand_id from brand_synonyms where normalized_name = ${normalizedBrand}
        ))
    ),
    related as (
      select id, true as is_searched from searched
      union
      select other.good_id, false from cross_group_goods own
      join cross_group_goods other on other.group_id = own.group_id
      where own.good_id in (select id from searched) and other.good_id not in (select id from searched)
    )
    select b.name as brand, b.normalized_name as normalized_brand, g.number, g.normalized_number, g.name,
      r.is_searched,
      (select min(o.purchase_price * coalesce(c.rate, 1)) from offers o
        left join currencies c on c.code = o.currency where o.good_id = g.id)::text as base_price
    from related r
    join goods g on g.id = r.id
    join brands b on b.id = g.brand_id
    order by r.is_searched desc, b.name, g.number
    limit ${maxGoods}
  `.execute(db);
  return result.rows.map((row) => ({
    brand: row.brand,
    normalizedBrand: row.normalized_brand,
    number: row.number,
    normalizedNumber: row.normalized_number,
    name: row.name,
    isSearched: row.is_searched,
    basePrice: row.base_price,
  }));
}

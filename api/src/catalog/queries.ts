import { sql } from 'kysely';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import type { Database } from '../db/connection.js';
import type { BrandsTable } from '../db/schema.js';
import type { Selectable } from 'kysely';

export type BrandRow = Selectable<BrandsTable>;

/** A good with its brand, as the search and the part page read it. */
export interface GoodRow {
  id: number;
  number: string;
  name: string;
  images: string[];
  brand: BrandRow;
  /** The viewer has the good in their favourites notepad. */
  in_notepad: boolean;
}

const brandColumns = [
  'b.id',
  'b.name',
  'b.normalized_name',
  'b.warranty',
  'b.warranty_description',
  'b.country',
  'b.site',
  'b.thumbs',
  'b.description',
] as const;

/** The brand by its name or a synonym ('MB' → MERCEDES-BENZ), in any spelling. */
export async function findBrand(db: Database, name: string): Promise<BrandRow | undefined> {
  const normalized = normalizeBrandName(name);
  if (!normalized) return undefined;
  const direct = await db
    .selectFrom('brands as b')
    .select(brandColumns)
    .where('b.normalized_name', '=', normalized)
    .executeTakeFirst();
  if (direct) return direct;
  return db
    .selectFrom('brand_synonyms as s')
    .innerJoin('brands as b', 'b.id', 's.brand_id')
    .select(brandColumns)
    .where('s.normalized_name', '=', normalized)
    .executeTakeFirst();
}

export function listBrands(db: Database): Promise<BrandRow[]> {
  return db.selectFrom('brands as b').select(brandColumns).orderBy('b.name').execute();
}

/** Goods with their brands by id, in the order of `ids`; `in_notepad` for this user (none for a guest). */
export async function goodsByIds(
  db: Database,
  ids: readonly number[],
  userId: number | null,
): Promise<GoodRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('goods as g')
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .select(['g.id as good_id', 'g.number', 'g.name as good_name', 'g.images', ...brandColumns])
    .select(
      userId === null
        ? sql<boolean>`false`.as('in_notepad')
        : (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('notepad_records as n')
                  .select('n.id')
                  .where('n.user_id', '=', userId)
                  .whereRef('n.good_id', '=', 'g.id'),
              )
              .$castTo<boolean>()
              .as('in_notepad'),
    )
    .where('g.id', 'in', ids)
    .execute();
  const byId = new Map(
    rows.map((row) => [
      row.good_id,
      {
        id: row.good_id,
        number: row.number,
        name: row.good_name,
        images: row.images,
        brand: {
          id: row.id,
          name: row.name,
          normalized_name: row.normalized_name,
          warranty: row.warranty,
          warranty_description: row.warranty_description,
          country: row.country,
          site: row.site,
          thumbs: row.thumbs,
          description: row.description,
        },
        in_notepad: row.in_notepad,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The good of this brand (or its synonym) with this number in any spelling. */
export async function findGoodId(
  db: Database,
  brandName: string,
  number: string,
): Promise<number | undefined> {
  const brand = await findBrand(db, brandName);
  const normalized = normalizePartNumber(number);
  if (!brand || !normalized) return undefined;
  const row = await db
    .selectFrom('goods')
    .select('id')
    .where('brand_id', '=', brand.id)
    .where('normalized_number', '=', normalized)
    .executeTakeFirst();
  return row?.id;
}

/** The brand of a good, or null when the good is gone (what pricing an offer needs). */
export async function brandIdOfGood(db: Database, goodId: number): Promise<number | null> {
  const good = await db.selectFrom('goods').select('brand_id').where('id', '=', goodId).executeTakeFirst();
  return good?.brand_id ?? null;
}

/** Adds a good to the catalog unless the brand has its number already; answers the new id (else undefined). */
export async function insertGoodIfNew(
  db: Database,
  good: { brandId: number; number: string; normalizedNumber: string; name: string },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('goods')
    .values({
      brand_id: good.brandId,
      number: good.number,
      normalized_number: good.normalizedNumber,
      name: good.name,
    })
    .onConflict((oc) => oc.columns(['brand_id', 'normalized_number']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Goods in an analogue group with `goodId`, in both directions (groups are symmetric), nearest first. */
export async function analogueIds(db: Database, goodId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('cross_group_goods as mine')
    .innerJoin('cross_group_goods as other', 'other.group_id', 'mine.group_id')
    .select('other.good_id')
    .distinct()
    .where('mine.good_id', '=', goodId)
    .where('other.good_id', '<>', goodId)
    .orderBy('other.good_id')
    .limit(500)
    .execute();
  return rows.map((row) => row.good_id);
}

/** Brands that have this number (exact normalised match, or a prefix when not strict). */
export async function goodsWithNumber(
  db: Database,
  number: string,
  strict: boolean,
  limit: number,
): Promise<{ id: number; brand: string; number: string; name: string }[]> {
  const normalized = normalizePartNumber(number);
  if (!normalized) return [];
  let query = db
    .selectFrom('goods as g')
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .select(['g.id', 'b.name as brand', 'g.number', 'g.name']);
  query = strict
    ? query.where('g.normalized_number', '=', normalized)
    : query.where('g.normalized_number', 'like', `${escapeLike(normalized)}%`);
  return query
    .orderBy(sql`g.normalized_number = ${normalized}`, 'desc')
    .orderBy('g.rating', 'desc')
    .orderBy('b.name')
    .limit(limit)
    .execute();
}

export interface PartSuggestionRow {
  id: number;
  brand: string;
  number: string;
  name: string;
}

/**
 * Suggestions: goods whose normalised number starts with the typed one, ranked by rating. Goods never picked
 * all have rating 0 and follow in number order; so two index range scans, each stopping at `limit`, give the
 * ranking without sorting every match (a two-letter prefix matches thousands of parts). Picked goods are
 * ranked from their index, and only the shown ones are read from the table. The prefix is given as a range
 * of numbers, which the server plans once for every prefix (a LIKE pattern it plans per call).
 */
export async function suggestGoods(
  db: Database,
  normalizedPrefix: string,
  limit: number,
): Promise<PartSuggestionRow[]> {
  const end = prefixEnd(normalizedPrefix);
  const { rows } = await sql<PartSuggestionRow>`/* prepared:suggestions */
    select s.id, b.name as brand, s.number, s.name
    from (
      (select g.id, g.brand_id, g.number, g.name, 0 as part, g.rating, g.normalized_number
       from (select normalized_number, brand_id from goods
             where rating > 0 and normalized_number >= ${normalizedPrefix} and normalized_number < ${end}
             order by rating desc, normalized_number limit ${limit}) picked
       join goods g on g.normalized_number = picked.normalized_number and g.brand_id = picked.brand_id)
      union all
      (select id, brand_id, number, name, 1, rating, normalized_number from goods
       where rating = 0 and normalized_number >= ${normalizedPrefix} and normalized_number < ${end}
       order by normalized_number limit ${limit})
    ) s
    join brands b on b.id = s.brand_id
    order by s.part, s.rating desc, s.normalized_number
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * The least string after all those starting with `prefix` in byte ("C") order, which UTF-8 keeps in code point
 * order: the last character moved up by one. Normalised numbers end with a letter or a digit, never with the
 * last code point.
 */
function prefixEnd(prefix: string): string {
  const points = Array.from(prefix, (char) => char.codePointAt(0) ?? 0);
  const last = points.pop() ?? 0;
  return String.fromCodePoint(...points, last + 1);
}

/** Raises the good's rating; its normalised number, or undefined when there is no such good. */
export async function raiseRating(db: Database, goodId: number): Promise<string | undefined> {
  const row = await db
    .updateTable('goods')
    .set((eb) => ({ rating: eb('rating', '+', 1) }))
    .where('id', '=', goodId)
    .returning('normalized_number')
    .executeTakeFirst();
  return row?.normalized_number;
}

/** Normalised numbers are letters and digits only, but keep LIKE safe whatever comes in. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

import { sql, type RawBuilder } from 'kysely';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import type { Database, Executor } from '../db/connection.js';
import type { GoodRow } from '../catalog/queries.js';
import type { OfferFilter, OfferRow } from './offer-queries.js';

/**
 * Whether an active vendor has units of the good on sale (listed less what open orders hold): what the
 * search's `stockOnly` keeps, for lists that filter goods by it in SQL. `goodId` is a column reference.
 */
export function hasOfferOnSale(goodId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from offers o join vendors v on v.id = o.vendor_id
    left join stock_reservations r on r.vendor_id = o.vendor_id and r.good_id = o.good_id
    where o.good_id = ${goodId} and v.is_active and o.amount > coalesce(r.amount, 0))`;
}

/** Analogues listed at most for one part: a cross group never needs more on one page. */
const ANALOGUES_LIMIT = 500;

interface PartRow extends Omit<OfferRow, 'id' | 'good_id'> {
  ord: number;
  good_id: number;
  number: string;
  good_name: string;
  images: string[];
  brand_id: number;
  brand_name: string;
  normalized_name: string;
  warranty: string;
  warranty_description: string;
  country: string;
  site: string;
  thumbs: string[];
  description: string;
  offer_id: number | null;
  in_notepad: boolean;
}

export interface PartWithAnalogues {
  /** The part searched for; null when the brand or the number is unknown. */
  goodId: number | null;
  /** The part first, then its analogues. */
  goods: GoodRow[];
  offers: OfferRow[];
}

/**
 * The part by brand (or a synonym) and number, its analogues (both ways through the cross groups) and all
 * their offers (units available: listed less what open orders hold), in ONE statement: the search's hot path
 * costs one round trip to the database.
 */
export async function partWithAnalogues(
  db: Database,
  brandName: string,
  number: string,
  crosses: boolean,
  filter: OfferFilter,
  userId: number | null,
): Promise<PartWithAnalogues> {
  const brand = normalizeBrandName(brandName);
  const normalized = normalizePartNumber(number);
  if (!brand || !normalized) return { goodId: null, goods: [], offers: [] };
  const stockOnly = filter.stockOnly ? sql`and o.amount > coalesce(r.amount, 0)` : sql``;
  const vendor = filter.vendorId === undefined ? sql`` : sql`and o.vendor_id = ${filter.vendorId}`;
  // Planned once per connection and variant of the filter (see `preparedName`).
  const prepared = sql.raw(
    `/* prepared:part-with-analogues-${filter.stockOnly ? 'stock' : 'all'}-${filter.vendorId === undefined ? 'any' : 'vendor'} */`,
  );
  const { rows } = await sql<PartRow>`${prepared}
    with brand as (
      select id from brands where normalized_name = ${brand}
      union all
      select brand_id from brand_synonyms where normalized_name = ${brand}
      limit 1
    ), part as (
      select id from goods where brand_id = (select id from brand) and normalized_number = ${normalized}
    ), ids as (
      select id as good_id, 0 as ord from part
      union all
      (select distinct other.good_id, 1
       from cross_group_goods mine
       join cross_group_goods other on other.group_id = mine.group_id
       where ${crosses} and mine.good_id = (select id from part) and other.good_id <> mine.good_id
       limit ${ANALOGUES_LIMIT})
    )
    select ids.ord, g.id as good_id, g.number, g.name as good_name, g.images,
      b.id as brand_id, b.name as brand_name, b.normalized_name, b.warranty, b.warranty_description,
      b.country, b.site, b.thumbs, b.description,
      fav.good_id is not null as in_notepad,
      o.id as offer_id, o.vendor_id, o.vendor_name, o.is_remote, o.purchase_price, o.currency, o.amount,
      o.min_amount, o.multiplicity, o.delivery_hours, o.refund_allowed, o.refund_percent,
      o.refund_conditions, o.fixed_price, o.minimum_retail_price
    from ids
    join goods g on g.id = ids.good_id
    join brands b on b.id = g.brand_id
    -- The viewer's favourites: one probe of the (user, good) index per good (LIMIT 1 keeps it a probe,
    -- not a hash of the whole notepad); a guest (null) matches nothing.
    left join lateral (
      select n.good_id from notepad_records n
      where n.user_id = ${userId}::integer and n.good_id = g.id
      limit 1
    ) fav on true
    left join lateral (
      select o.id, o.vendor_id, v.name as vendor_name, v.is_remote, o.purchase_price, o.currency,
        greatest(o.amount - coalesce(r.amount, 0), 0) as amount,
        o.min_amount, o.multiplicity, o.delivery_hours + v.extra_delivery_hours as delivery_hours,
        o.refund_allowed, o.refund_percent, o.refund_conditions, o.fixed_price, o.minimum_retail_price
      from offers o join vendors v on v.id = o.vendor_id
      left join stock_reservations r on r.vendor_id = o.vendor_id and r.good_id = o.good_id
      where o.good_id = g.id and v.is_active ${stockOnly} ${vendor}
    ) o on true
    order by ids.ord, g.id`.execute(db);

  const goods: GoodRow[] = [];
  const offers: OfferRow[] = [];
  for (const row of rows) {
    if (goods.at(-1)?.id !== row.good_id) {
      goods.push({
        id: row.good_id,
        number: row.number,
        name: row.good_name,
        images: row.images,
        brand: {
          id: row.brand_id,
          name: row.brand_name,
          normalized_name: row.normalized_name,
          warranty: row.warranty,
          warranty_description: row.warranty_description,
          country: row.country,
          site: row.site,
          thumbs: row.thumbs,
          description: row.description,
        },
        in_notepad: row.in_notepad,
      });
    }
    if (row.offer_id !== null) {
      offers.push({
        id: row.offer_id,
        good_id: row.good_id,
        vendor_id: row.vendor_id,
        vendor_name: row.vendor_name,
        is_remote: row.is_remote,
        purchase_price: row.purchase_price,
        currency: row.currency,
        amount: row.amount,
        min_amount: row.min_amount,
        multiplicity: row.multiplicity,
        delivery_hours: row.delivery_hours,
        refund_allowed: row.refund_allowed,
        refund_percent: row.refund_percent,
        refund_conditions: row.refund_conditions,
        fixed_price: row.fixed_price,
        minimum_retail_price: row.minimum_retail_price,
      });
    }
  }
  const part = rows[0];
  return { goodId: part && part.ord === 0 ? part.good_id : null, goods, offers };
}

/** The user's cart summed per offer (a remote offer per vendor and good): what add-to-cart limits count. */
export function cartAmountRows(db: Executor, userId: number) {
  return db
    .selectFrom('cart_items')
    .select(['offer_id', 'vendor_id', 'good_id', (eb) => eb.fn.sum<string>('amount').as('amount')])
    .where('user_id', '=', userId)
    .groupBy(['offer_id', 'vendor_id', 'good_id'])
    .execute();
}

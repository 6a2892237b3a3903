import type { CartItem } from '@shop/shared';
import { sql, type Transaction } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/connection.js';
import { preparedStatement, slot } from '../db/prepared.js';
import type { DB, RefundTerms } from '../db/schema.js';
import type { ItemKeys } from '../search/item-key.js';
import { offerWithBrandQuery } from '../search/offer-queries.js';

type Executor = Database | Transaction<DB>;

export interface NewCartLine {
  userId: number;
  goodId: number;
  vendorId: number;
  itemKey: string;
  offerId: number | null;
  amount: number;
  price: string;
  deliveryHours: number;
  isStock: boolean;
  refund: RefundTerms;
  reference: string;
  searchId: string | null;
}

/** Where an offer sits in a cart: stock, the offer row; remote (no row), the supplier and the part. */
export interface CartOfferPlace {
  userId: number;
  goodId: number;
  vendorId: number;
  offerId: number | null;
}

/** The user's line that holds the offer, other than line `exceptId`; lines of one offer are merged into one. */
export async function findLineOfOffer(
  trx: Transaction<DB>,
  place: CartOfferPlace,
  exceptId?: number,
): Promise<{ id: number; amount: number } | undefined> {
  let query = trx
    .selectFrom('cart_items')
    .select(['id', 'amount'])
    .where('user_id', '=', place.userId)
    .where('vendor_id', '=', place.vendorId)
    .where('good_id', '=', place.goodId);
  query =
    place.offerId === null
      ? query.where('offer_id', 'is', null)
      : query.where('offer_id', '=', place.offerId);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/**
 * Adds a line, or raises the amount of the user's line for the same offer, taking the newest price, term and
 * terms of the offer.
 */
export async function addCartLine(trx: Transaction<DB>, line: NewCartLine): Promise<void> {
  const current = await findLineOfOffer(trx, line);
  const values = {
    item_key: line.itemKey,
    price: line.price,
    delivery_hours: line.deliveryHours,
    is_stock: line.isStock,
    refund: JSON.stringify(line.refund),
    search_id: line.searchId,
    updated_at: new Date(),
  };
  if (current) {
    await trx
      .updateTable('cart_items')
      .set({
        ...values,
        amount: current.amount + line.amount,
        ...(line.reference ? { reference: line.reference } : {}),
      })
      .where('id', '=', current.id)
      .execute();
    return;
  }
  await trx
    .insertInto('cart_items')
    .values({
      ...values,
      user_id: line.userId,
      good_id: line.goodId,
      vendor_id: line.vendorId,
      offer_id: line.offerId,
      amount: line.amount,
      reference: line.reference,
    })
    .execute();
}

export async function countCartLines(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function cartLineQuery(db: Executor) {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('goods as g', 'g.id', 'c.good_id')
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .innerJoin('vendors as v', 'v.id', 'c.vendor_id')
    .select([
      'c.id',
      'c.user_id',
      'c.good_id',
      'b.name as brand_name',
      'g.number',
      'g.name',
      'g.images',
      'c.amount',
      'c.price',
      'c.reference',
      'c.delivery_hours',
      'c.is_stock',
      'c.is_selected',
      'c.item_key',
      'c.offer_id',
      'c.vendor_id',
      'v.name as vendor_name',
      'v.is_remote',
      'c.refund',
    ]);
}

/** A cart line with its good, brand and vendor. */
export type CartLineRow = Awaited<ReturnType<ReturnType<typeof cartLineQuery>['executeTakeFirstOrThrow']>>;

const linesOfUser = preparedStatement<[userId: number, ids: number[]]>()('cart-lines-of-user', (db) =>
  cartLineQuery(db)
    .where('c.user_id', '=', slot<number>(0))
    .where(sql<boolean>`c.id = any(${slot<number[]>(1)}::int8[])`)
    .orderBy('c.id'),
);

/** The user's lines with these ids (another user's lines are not found). */
export function cartLinesOfUser(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<CartLineRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : linesOfUser(db, userId, [...ids]);
}

const linesWithStockOffers = preparedStatement<[userId: number, ids: number[]]>()(
  'cart-lines-with-stock-offers',
  (db) =>
    cartLineQuery(db)
      .select(
        jsonObjectFrom(offerWithBrandQuery(db).where(sql<boolean>`o.id = c.offer_id`)).as('stock_offer'),
      )
      .where('c.user_id', '=', slot<number>(0))
      .where(sql<boolean>`c.id = any(${slot<number[]>(1)}::int8[])`)
      .orderBy('c.id'),
);

/**
 * The user's lines with these ids, each with its stock offer as it is now and its good's brand (null for a
 * remote line, or when the offer or its vendor is gone): what an order checks, in one prepared statement.
 */
export function cartLinesWithStockOffers(db: Database, userId: number, ids: readonly number[]) {
  return ids.length === 0 ? Promise.resolve([]) : linesWithStockOffers(db, userId, [...ids]);
}

export type CartLineWithStockOffer = Awaited<ReturnType<typeof cartLinesWithStockOffers>>[number];

export function selectedCartLines(db: Executor, userId: number): Promise<CartLineRow[]> {
  return cartLineQuery(db)
    .where('c.user_id', '=', userId)
    .where('c.is_selected', '=', true)
    .orderBy('c.id')
    .execute();
}

export async function findCartLine(db: Executor, userId: number, id: number): Promise<CartLineRow | null> {
  const [row] = await cartLinesOfUser(db, userId, [id]);
  return row ?? null;
}

/**
 * A line as the API sends it. A remote line's `offer` is null once its signed key has expired: the browser
 * then asks for the supplier's current offer (`GET /api/v2/cart/{id}/offer`).
 */
export function toCartItem(row: CartLineRow, keys: ItemKeys): CartItem {
  const keyValid = row.offer_id !== null || keys.parse(row.item_key) !== null;
  return {
    id: row.id,
    good: {
      id: row.good_id,
      brand: { name: row.brand_name },
      number: row.number,
      images: row.images,
      thumbs: row.images,
    },
    name: row.name,
    amount: row.amount,
    price: Number(row.price),
    reference: row.reference,
    deliveryTime: row.delivery_hours,
    isStock: row.is_stock,
    isSelected: row.is_selected,
    offer: keyValid ? { itemKey: row.item_key } : null,
    vendor: { id: row.vendor_id, name: row.vendor_name, isRemote: row.is_remote },
    refund: row.refund,
    images: row.images,
    thumbs: row.images,
  };
}

/** The user's cart, newest line first. */
export async function listCart(db: Executor, keys: ItemKeys, userId: number): Promise<CartItem[]> {
  const rows = await cartLineQuery(db).where('c.user_id', '=', userId).orderBy('c.id', 'desc').execute();
  return rows.map((row) => toCartItem(row, keys));
}

import type { Updateable } from 'kysely';
import type { Database, Executor } from '../db/connection.js';
import type { DB } from '../db/schema.js';

export type CartLineChanges = Updateable<DB['cart_items']>;

/** Locks the user's row: one cart change at a time per user, so quantity checks see the whole cart. */
export async function lockCartOfUser(trx: Executor, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Writes these columns of a line (`updated_at` only when asked: a selection or reference is no change). */
export async function writeCartLine(trx: Executor, id: number, changes: CartLineChanges): Promise<void> {
  await trx.updateTable('cart_items').set(changes).where('id', '=', id).execute();
}

export async function deleteCartLine(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('cart_items').where('id', '=', id).execute();
}

/** Deletes the user's line; false when the user has no such line. */
export async function deleteLineOfUser(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('cart_items')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** A remote line keeps the supplier's latest key, so the cart shows an offer again after the old one expired. */
export async function keepLineItemKey(db: Database, id: number, itemKey: string): Promise<void> {
  await db.updateTable('cart_items').set({ item_key: itemKey }).where('id', '=', id).execute();
}

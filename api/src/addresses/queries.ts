import type { Database } from '../db/connection.js';

export function addressRowsOf(db: Database, userId: number) {
  return db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The user's first address with exactly this text. */
export function addressWithText(db: Database, userId: number, text: string) {
  return db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('address', '=', text)
    .orderBy('id')
    .executeTakeFirst();
}

export function insertAddress(
  db: Database,
  address: { userId: number; text: string; data: string | null; regionId: string | null },
) {
  return db
    .insertInto('delivery_addresses')
    .values({
      user_id: address.userId,
      address: address.text,
      data: address.data,
      region_id: address.regionId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the user's address; false when the user has none with this uid. */
export async function deleteAddressOfUser(db: Database, userId: number, uid: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('delivery_addresses')
    .where('uid', '=', uid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** The user's saved address by its uid (another user's is not found). */
export function addressOfUser(db: Database, userId: number, uid: string) {
  return db
    .selectFrom('delivery_addresses')
    .select(['address', 'data'])
    .where('uid', '=', uid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

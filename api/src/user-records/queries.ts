/**
 * The user record as stored, read by both the sessions (auth/) and the account services (users/): a layer
 * below both, so that neither imports the other's queries (README.md → 'Import direction').
 */
import type { Executor } from '../db/connection.js';
import type { UserRow } from '../db/schema.js';

export interface UserRecord extends UserRow {
  office_name: string | null;
  office_vendor_id: number | null;
}

/** Users with the name and stock vendor of their office (the shape of `UserRecord`). */
export function selectUsers(db: Executor) {
  return db
    .selectFrom('users')
    .leftJoin('offices', 'offices.id', 'users.office_id')
    .selectAll('users')
    .select(['offices.name as office_name', 'offices.vendor_id as office_vendor_id']);
}

export function findUserById(db: Executor, id: number): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

/** `email` must already be normalised (trimmed, lower case). */
export function findUserByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.email', '=', email).executeTakeFirst();
}

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

/**
 * Every column of `users` by name, not `*`: the session lookup is a prepared statement, which a `*` would
 * break once a migration adds a column (db/prepared.ts). A column missing here fails the type check of the
 * functions below, which return `UserRecord`.
 */
const userColumns = [
  'users.id',
  'users.email',
  'users.password_hash',
  'users.type',
  'users.last_name',
  'users.first_name',
  'users.middle_name',
  'users.phone',
  'users.address',
  'users.is_admin',
  'users.is_wholesale',
  'users.markup',
  'users.is_allow_download_pricelist',
  'users.is_allow_use_api',
  'users.is_allow_batch_search',
  'users.company',
  'users.api_key_hash',
  'users.api_key_issued_at',
  'users.api_key_issued_by',
  'users.office_id',
  'users.price_level_id',
  'users.user_settings',
  'users.created_at',
  'users.updated_at',
] as const;

/** Users with the name and stock vendor of their office (the shape of `UserRecord`). */
export function selectUsers(db: Executor) {
  return db
    .selectFrom('users')
    .leftJoin('offices', 'offices.id', 'users.office_id')
    .select(userColumns)
    .select(['offices.name as office_name', 'offices.vendor_id as office_vendor_id']);
}

export function findUserById(db: Executor, id: number): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

/** `email` must already be normalised (trimmed, lower case). */
export function findUserByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.email', '=', email).executeTakeFirst();
}

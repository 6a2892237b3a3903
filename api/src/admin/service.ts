import type { AdminUserRow, Paginated } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { searchUsers } from './queries.js';

/** The admin panel's user list, from which an admin switches into a customer (SPEC §6). */
export function adminUsers(
  db: Database,
  query: string | undefined,
  page: string | undefined,
): Promise<Paginated<AdminUserRow>> {
  return searchUsers(db, query?.trim() ?? '', Number(page ?? '1'));
}

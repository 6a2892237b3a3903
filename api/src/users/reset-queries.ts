import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/connection.js';
import type { DB } from '../db/schema.js';

export const RESET_TOKEN_TTL_MINUTES = 60;

export async function insertResetToken(db: Database, userId: number, tokenHash: string): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
    })
    .execute();
}

/** Reset tokens created for the user within the last hour (to stop flooding a mailbox). */
export async function countRecentResetTokens(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface ActiveResetToken {
  id: number;
  userId: number;
  email: string;
}

/** An unused, unexpired token with its user. */
export async function findActiveResetToken(
  db: Database,
  tokenHash: string,
): Promise<ActiveResetToken | undefined> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['password_reset_tokens.id', 'password_reset_tokens.user_id', 'users.email'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, email: row.email } : undefined;
}

/** Marks the token used if it still is active; false when another request used it first or it expired. */
export async function consumeResetToken(trx: Transaction<DB>, id: number): Promise<boolean> {
  const row = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** After a reset every other outstanding link of the user stops working too. */
export async function revokeResetTokens(trx: Transaction<DB>, userId: number): Promise<void> {
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import type { Executor } from '../db/connection.js';
import { preparedStatement, slot } from '../db/prepared.js';
import { selectUsers, type UserRecord } from '../user-records/queries.js';

function expiresIn(days: number) {
  return sql<Date>`now() + make_interval(days => ${days})`;
}

export async function insertSession(
  db: Executor,
  session: { userId: number; refreshTokenHash: string; userAgent: string | null; ttlDays: number },
): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      refresh_token_hash: session.refreshTokenHash,
      user_agent: session.userAgent,
      expires_at: expiresIn(session.ttlDays),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const sessionUser = preparedStatement<[userId: number, sessionId: number]>()('session-user', (db) =>
  selectUsers(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .where('sessions.id', '=', slot<number>(1))
    .where('users.id', '=', slot<number>(0))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`),
);

/**
 * The user of a live session (not revoked, not expired): the one lookup every authenticated request makes
 * (the primary key of `sessions` joined with the user), a prepared statement.
 */
export async function findSessionUser(
  db: Database,
  userId: number,
  sessionId: number,
): Promise<UserRecord | undefined> {
  const [user] = await sessionUser(db, userId, sessionId);
  return user;
}

/** The user whose API key has this sha-256 (the column is unique), allowed the API or not. */
export function findApiKeyUser(db: Database, keyHash: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.api_key_hash', '=', keyHash).executeTakeFirst();
}

/**
 * Swaps a live session's refresh token for a new one and extends it; undefined when the old token is
 * unknown, already used, revoked or expired. One statement, so a token is exchanged at most once.
 */
export async function rotateRefreshToken(
  db: Database,
  oldHash: string,
  newHash: string,
  ttlDays: number,
): Promise<{ sessionId: number; userId: number } | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ refresh_token_hash: newHash, refreshed_at: sql<Date>`now()`, expires_at: expiresIn(ttlDays) })
    .where('refresh_token_hash', '=', oldHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  return row ? { sessionId: row.id, userId: row.user_id } : undefined;
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every live session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  keepSessionId: number | null = null,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

/** Sessions that ended (expired or revoked) over a day ago are kept no longer. */
export async function purgeEndedSessions(db: Database): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', sql<Date>`now() - interval '1 day'`),
        eb('revoked_at', '<', sql<Date>`now() - interval '1 day'`),
      ]),
    )
    .execute();
}

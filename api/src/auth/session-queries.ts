import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import type { Executor } from '../db/connection.js';
import { preparedStatement, slot } from '../db/prepared.js';
import { selectUsers, type UserRecord } from '../user-records/queries.js';

function expiresIn(days: number) {
  return sql<Date>`now() + make_interval(days => ${days})`;
}

/** A new session row; answers its random `token_id`, which the access tokens name. */
export async function insertSession(
  db: Executor,
  session: { userId: number; refreshTokenHash: string; userAgent: string | null; ttlDays: number },
): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_id: randomUUID(),
      refresh_token_hash: session.refreshTokenHash,
      user_agent: session.userAgent,
      expires_at: expiresIn(session.ttlDays),
    })
    .returning('token_id')
    .executeTakeFirstOrThrow();
  return row.token_id;
}

const sessionUser = preparedStatement<[userId: number, tokenId: string]>()('session-user-by-token-id', (db) =>
  selectUsers(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select('sessions.id as session_id')
    .where('sessions.token_id', '=', slot<string>(1))
    .where('users.id', '=', slot<number>(0))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`),
);

/**
 * The user of a live session (not revoked, not expired) and the session's row id: the one lookup every
 * authenticated request makes (the unique `token_id` joined with the user), a prepared statement.
 */
export async function findSessionUser(
  db: Database,
  userId: number,
  tokenId: string,
): Promise<{ user: UserRecord; sessionId: number } | undefined> {
  const [row] = await sessionUser(db, userId, tokenId);
  if (!row) return undefined;
  const { session_id: sessionId, ...user } = row;
  return { user, sessionId };
}

/** The user whose API key has this sha-256 (the column is unique), allowed the API or not. */
export function findApiKeyUser(db: Database, keyHash: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.api_key_hash', '=', keyHash).executeTakeFirst();
}

/**
 * Swaps a live session's refresh token for a new one and extends it; undefined when the old token is
 * unknown, already used, revoked or expired. The update is one statement, so a token is exchanged at most
 * once; the old token's hash is remembered for {@link revokeSessionOfReusedToken}.
 */
export async function rotateRefreshToken(
  db: Database,
  oldHash: string,
  newHash: string,
  ttlDays: number,
): Promise<{ sessionTokenId: string; userId: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('sessions')
      .set({ refresh_token_hash: newHash, refreshed_at: sql<Date>`now()`, expires_at: expiresIn(ttlDays) })
      .where('refresh_token_hash', '=', oldHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'token_id', 'user_id'])
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .insertInto('used_refresh_tokens')
      .values({ token_hash: oldHash, session_id: row.id })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .execute();
    return { sessionTokenId: row.token_id, userId: row.user_id };
  });
}

/**
 * A refresh token that was already exchanged more than `graceSeconds` ago came back: someone holds a copy,
 * so the session it was rotated into ends. Within the grace it is a second tab that raced the first.
 */
export async function revokeSessionOfReusedToken(
  db: Database,
  tokenHash: string,
  graceSeconds: number,
): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('revoked_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('used_refresh_tokens')
        .select('session_id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', '<', sql<Date>`now() - make_interval(secs => ${graceSeconds})`),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeSession(db: Executor, tokenId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_id', '=', tokenId)
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

import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import type { ImpersonationAction } from '../db/schema.js';

export interface ThrottleCount {
  key: string;
  /** Attempts within the window, this one included. */
  attempts: number;
  /** Seconds until the window closes. */
  retryAfterSeconds: number;
}

/**
 * Counts one more attempt under each key and returns the counts, in one statement: concurrent attempts
 * queue on the counter rows, so each sees the count its own attempt made (no check-then-record gap).
 * A window older than `windowMinutes` starts again at 1.
 */
export async function countLoginAttempt(
  db: Database,
  keys: string[],
  windowMinutes: number,
): Promise<ThrottleCount[]> {
  const stale = sql<boolean>`login_throttle.window_started_at <= now() - make_interval(mins => ${windowMinutes})`;
  const rows = await db
    .insertInto('login_throttle')
    .values(keys.map((key) => ({ key, attempts: 1 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        attempts: sql<number>`case when ${stale} then 1 else login_throttle.attempts + 1 end`,
        window_started_at: sql<Date>`case when ${stale} then now() else login_throttle.window_started_at end`,
      }),
    )
    .returning([
      'key',
      'attempts',
      sql<number>`greatest(ceil(extract(epoch from window_started_at + make_interval(mins => ${windowMinutes}) - now())), 1)::int`.as(
        'retryAfterSeconds',
      ),
    ])
    .execute();
  return rows.map((row) => ({
    key: row.key,
    attempts: Number(row.attempts),
    retryAfterSeconds: Number(row.retryAfterSeconds),
  }));
}

/** After a successful login: the account's counter is cleared and the attempt is not held against the IP. */
export async function forgiveLoginAttempt(db: Database, accountKey: string, ipKey: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', accountKey).execute();
  await db
    .updateTable('login_throttle')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('key', '=', ipKey)
    .execute();
}

/** Windows that closed a day ago no longer matter. */
export async function purgeLoginThrottle(db: Database): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('window_started_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

export async function recordImpersonation(
  db: Database,
  entry: { adminId: number; targetId: number | null; action: ImpersonationAction; ip: string },
): Promise<void> {
  await db
    .insertInto('impersonation_audit')
    .values({ admin_id: entry.adminId, target_id: entry.targetId, action: entry.action, ip: entry.ip })
    .execute();
}

export async function recordAudit(
  db: Database,
  entry: { actorId: number; subjectId: number | null; action: string; details: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorId,
      subject_user_id: entry.subjectId,
      action: entry.action,
      details: JSON.stringify(entry.details),
    })
    .execute();
}

/** The setting's value, written first as `fresh` when the key has none (the first writer of many wins). */
export async function keptSetting(db: Database, key: string, fresh: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: fresh })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}

import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import type { ImpersonationAction } from '../db/schema.js';

export interface FailureWindow {
  failures: number;
  /** Seconds until the oldest counted failure leaves the window. */
  retryAfterSeconds: number;
}

/**
 * Failed logins of an account within the window, counting only those after its last success
 * (a successful login clears the account's counter).
 */
export async function accountFailures(
  db: Database,
  email: string,
  windowMinutes: number,
): Promise<FailureWindow> {
  const lastSuccess = db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('attempted_at').as('at'))
    .where('email', '=', email)
    .where('succeeded', '=', true);
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*)::int`.as('failures'),
      sql<number>`coalesce(ceil(extract(epoch from min(attempted_at) + make_interval(mins => ${windowMinutes}) - now())), 0)::int`.as(
        'retryAfterSeconds',
      ),
    ])
    .where('email', '=', email)
    .where('succeeded', '=', false)
    .where('attempted_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .where('attempted_at', '>', sql<Date>`coalesce((${lastSuccess}), '-infinity'::timestamptz)`)
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), retryAfterSeconds: Number(row.retryAfterSeconds) };
}

/** Failed logins from one address within the window, whatever the account. */
export async function ipFailures(db: Database, ip: string, windowMinutes: number): Promise<FailureWindow> {
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*)::int`.as('failures'),
      sql<number>`coalesce(ceil(extract(epoch from min(attempted_at) + make_interval(mins => ${windowMinutes}) - now())), 0)::int`.as(
        'retryAfterSeconds',
      ),
    ])
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('attempted_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), retryAfterSeconds: Number(row.retryAfterSeconds) };
}

export async function recordLoginAttempt(
  db: Database,
  email: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insertInto('login_attempts').values({ email, ip, succeeded }).execute();
}

/** Attempts older than a day no longer matter to any window. */
export async function purgeOldLoginAttempts(db: Database): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('attempted_at', '<', sql<Date>`now() - interval '1 day'`)
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

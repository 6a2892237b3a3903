import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/connection.js';

const SECRET_KEY = 'jwt_secret';

/**
 * The token secret: `APP_SECRET` when set, otherwise generated once and kept in `app_settings`, so
 * restarts and every instance sharing the database accept the same sessions.
 */
export async function resolveTokenSecret(db: Database, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Refresh tokens, reset tokens and API keys are kept as their sha-256 only. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

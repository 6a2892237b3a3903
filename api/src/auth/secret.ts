import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/connection.js';
import { keptSetting } from './queries.js';

const SECRET_KEY = 'jwt_secret';

/**
 * A secret of the install under `key` in `app_settings`: generated at the first call and kept, so restarts
 * and every instance sharing the database use the same one.
 */
export async function installSecret(db: Database, key: string): Promise<string> {
  return keptSetting(db, key, randomBytes(48).toString('base64url'));
}

/**
 * `installSecret` read at its first use and then kept: a route plugin that needs one starts even while the
 * database is down (the API answers 503 and recovers); a failed read is tried again at the next use.
 */
export function lazyInstallSecret(db: Database, key: string): () => Promise<string> {
  let secret: Promise<string> | null = null;
  return () => {
    secret ??= installSecret(db, key).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}

/** The token secret: `APP_SECRET` when set, otherwise the install's own (`installSecret`). */
export async function resolveTokenSecret(db: Database, configured: string | null): Promise<string> {
  return configured ?? installSecret(db, SECRET_KEY);
}

/** Refresh tokens, reset tokens and API keys are kept as their sha-256 only. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

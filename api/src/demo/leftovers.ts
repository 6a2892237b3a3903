import type { PasswordHasher } from '../auth/password.js';
import type { Database } from '../db/connection.js';
import { findUserByEmail } from '../user-records/queries.js';
import { demoAccounts } from './accounts.js';

/**
 * Demo accounts that still open with their published passwords (a database once filled in demo mode).
 * Outside demo mode such an account is anyone's: the API refuses to start while one is left.
 */
export async function demoAccountsStillOpen(db: Database, hasher: PasswordHasher): Promise<string[]> {
  const open: string[] = [];
  for (const account of Object.values(demoAccounts)) {
    const user = await findUserByEmail(db, account.email);
    if (user && (await hasher.verify(user.password_hash, account.password))) open.push(account.email);
  }
  return open;
}

/** Throws a Russian message when `demoAccountsStillOpen` finds any (the server prints it and exits). */
export async function refuseOpenDemoAccounts(db: Database, hasher: PasswordHasher): Promise<void> {
  const open = await demoAccountsStillOpen(db, hasher);
  if (open.length > 0) {
    throw new Error(
      `В базе остались демо-учётные записи с опубликованными паролями (${open.join(', ')}): ` +
        'смените им пароли или удалите их, либо запустите в демо-режиме (DEMO=1)',
    );
  }
}

import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import type { PasswordHasher } from '../auth/password.js';
import { demoAccounts, demoCompany, demoManager, demoProfiles } from './accounts.js';
import { demoOffices } from './offices.js';
import { demoPages } from './pages.js';
import { seedDemoCheckout } from './checkout.js';

/** Arbitrary key of the advisory lock that keeps two starting instances from seeding twice. */
const SEED_LOCK = 7_340_001;

/**
 * Loads the demo data on the first start only (while there are no users), then the checkout data (contracts,
 * payment and delivery methods) if it is missing. Returns whether the accounts were loaded.
 */
export async function seedDemoData(db: Database, hasher: PasswordHasher): Promise<boolean> {
  const seeded = await seedAccounts(db, hasher);
  await seedDemoCheckout(db);
  return seeded;
}

async function seedAccounts(db: Database, hasher: PasswordHasher): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  const [retailHash, wholesaleHash, adminHash] = await Promise.all([
    hasher.hash(demoAccounts.retail.password),
    hasher.hash(demoAccounts.wholesale.password),
    hasher.hash(demoAccounts.admin.password),
  ]);

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const again = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (again) return false;

    const offices = await trx
      .insertInto('offices')
      .values([...demoOffices])
      .returning(['id', 'is_main'])
      .execute();
    const mainOffice = offices.find((office) => office.is_main)?.id ?? null;

    await trx
      .insertInto('users')
      .values([
        {
          ...demoProfiles.retail,
          email: demoAccounts.retail.email,
          password_hash: retailHash,
          office_id: mainOffice,
        },
        {
          ...demoProfiles.wholesale,
          email: demoAccounts.wholesale.email,
          password_hash: wholesaleHash,
          office_id: mainOffice,
          is_wholesale: true,
          markup: '7',
          is_allow_download_pricelist: true,
          is_allow_batch_search: true,
          is_allow_use_api: true,
          company: JSON.stringify(demoCompany),
        },
        {
          ...demoProfiles.admin,
          email: demoAccounts.admin.email,
          password_hash: adminHash,
          office_id: mainOffice,
          is_admin: true,
        },
      ])
      .execute();

    const wholesale = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.wholesale.email)
      .executeTakeFirstOrThrow();
    const manager = await trx
      .insertInto('managers')
      .values(demoManager)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('curators').values({ user_id: wholesale.id, manager_id: manager.id }).execute();

    await trx
      .insertInto('pages')
      .values(demoPages)
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    return true;
  });
}

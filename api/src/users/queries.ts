import { sql } from 'kysely';
import type { Company, Curator, ProfileForm, UserSettingsPatch } from '@shop/shared';
import type { Database, Executor } from '../db/connection.js';
import type { NewUser } from '../db/schema.js';

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Executor, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The profile's fields, and the company's requisites when given. */
export async function updateProfile(
  db: Database,
  id: number,
  form: ProfileForm,
  company?: Company,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      last_name: form.lastName,
      first_name: form.firstName,
      middle_name: form.middleName,
      phone: form.phone,
      address: form.address,
      ...(company ? { company: JSON.stringify(company) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Merges the changed settings into the stored ones in one statement (two tabs changing different settings
 * keep both); a `null` setting is removed, so it reads as its default.
 */
export async function mergeUserSettings(db: Database, id: number, patch: UserSettingsPatch): Promise<void> {
  const entries = Object.entries(patch);
  const set = Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined));
  const removed = entries.filter(([, value]) => value === null).map(([key]) => key);
  await db
    .updateTable('users')
    .set({
      user_settings: sql`(user_settings || ${JSON.stringify(set)}::jsonb) - ${sql.val(removed)}::text[]`,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function updatePasswordHash(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function findCurators(db: Database, userId: number): Promise<Curator[]> {
  return db
    .selectFrom('curators')
    .innerJoin('managers', 'managers.id', 'curators.manager_id')
    .select(['managers.id', 'managers.name', 'managers.email', 'managers.phone'])
    .where('curators.user_id', '=', userId)
    .orderBy('managers.name')
    .execute();
}

/**
 * Stores the key's hash, issued now by the user himself, only if the user has none yet; false when a key
 * was issued before.
 */
export async function storeFirstApiKey(db: Database, userId: number, hash: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ api_key_hash: hash, api_key_issued_at: sql<Date>`now()`, api_key_issued_by: userId })
    .where('id', '=', userId)
    .where('api_key_hash', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new key, issued now by the user himself, replaces the old one, which stops working. */
export async function replaceApiKey(db: Database, userId: number, hash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ api_key_hash: hash, api_key_issued_at: sql<Date>`now()`, api_key_issued_by: userId })
    .where('id', '=', userId)
    .execute();
}

/** The key stops working (revoked, or the password changed); a later request issues a new one. */
export async function revokeApiKeyOf(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ api_key_hash: null, api_key_issued_at: null, api_key_issued_by: null })
    .where('id', '=', userId)
    .execute();
}

export interface ApiKeyIssue {
  hasKey: boolean;
  issuedAt: Date | null;
  issuerId: number | null;
  /** The issuer's full name, or his e-mail when he gave none. */
  issuerName: string;
}

export async function findApiKeyIssue(db: Database, userId: number): Promise<ApiKeyIssue | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('users as issuer', 'issuer.id', 'users.api_key_issued_by')
    .select([
      sql<boolean>`users.api_key_hash is not null`.as('hasKey'),
      'users.api_key_issued_at',
      'issuer.id as issuer_id',
      sql<string>`coalesce(nullif(trim(concat_ws(' ', issuer.last_name, issuer.first_name, issuer.middle_name)), ''), issuer.email, '')`.as(
        'issuerName',
      ),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        hasKey: row.hasKey,
        issuedAt: row.api_key_issued_at,
        issuerId: row.issuer_id,
        issuerName: row.issuerName,
      }
    : undefined;
}

export async function findDefaultOfficeId(db: Executor): Promise<number | null> {
  const row = await db
    .selectFrom('offices')
    .select('id')
    .orderBy('is_main', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

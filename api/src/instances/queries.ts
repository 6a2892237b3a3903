import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** This instance is alive now (the row is written again if a peer dropped it as stale). */
export async function touchInstance(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .insertInto('api_instances')
    .values({ id })
    .onConflict((oc) => oc.column('id').doUpdateSet({ seen_at: sql<Date>`now()` }))
    .execute();
}

export async function deleteInstance(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('api_instances').where('id', '=', id).execute();
}

/** Rows of instances not seen for `staleSeconds` (by the database's clock: instances' clocks may differ). */
export async function deleteStaleInstances(db: Kysely<DB>, staleSeconds: number): Promise<void> {
  await db
    .deleteFrom('api_instances')
    .where('seen_at', '<', sql<Date>`now() - ${staleSeconds} * interval '1 second'`)
    .execute();
}

import { sql } from 'kysely';
import type { Database } from '../db/connection.js';

/** The cheapest round trip that needs a connection of the pool and a live server. */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}

import type { Database } from '../db/connection.js';

export interface ClientErrorEntry {
  message: string;
  stack: string | null;
  url: string | null;
  userAgent: string | null;
  userId: number | null;
  ip: string;
}

export async function insertClientError(db: Database, entry: ClientErrorEntry): Promise<void> {
  await db
    .insertInto('client_errors')
    .values({
      message: entry.message,
      stack: entry.stack,
      url: entry.url,
      user_agent: entry.userAgent,
      user_id: entry.userId,
      ip: entry.ip,
    })
    .execute();
}

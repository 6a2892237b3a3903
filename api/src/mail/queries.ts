import type { OutboxMail } from '@shop/shared';
import type { Database } from '../db/connection.js';

export async function insertOutboxMail(
  db: Database,
  mail: { to: string; subject: string; text: string; html: string },
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    .execute();
}

/** Newest first; `to` must be normalised (lower case). */
export async function listOutbox(db: Database, to: string | null, limit: number): Promise<OutboxMail[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to !== null) query = query.where('to_address', '=', to);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
  }));
}

import type { Database } from '../db/connection.js';
import type { OutboxMail } from '@shop/shared';
import { listOutbox } from './queries.js';

/** The newest 50 mails of the outbox, to one address when given (any spelling of its case). */
export function outboxMails(db: Database, email: string | undefined): Promise<OutboxMail[]> {
  const to = email?.trim().toLowerCase();
  return listOutbox(db, to ? to : null, 50);
}

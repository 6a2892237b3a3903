import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export const AUDIT_PER_PAGE = 50;

export interface AuditFilter {
  /** Action prefix: 'order', 'customer.terms' … */
  action?: string;
  /** E-mail fragment of the admin who acted. */
  actor?: string;
  /** E-mail fragment of the customer concerned. */
  subject?: string;
  from?: Date;
  before?: Date;
  descending: boolean;
  page: number;
}

export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  actor: { id: number; email: string } | null;
  subject: { id: number; email: string } | null;
  details: Record<string, unknown>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The audit log, newest first by default. */
export async function listAudit(
  db: Kysely<DB>,
  filter: AuditFilter,
): Promise<{ items: AuditEntry[]; total: number }> {
  let base = db
    .selectFrom('audit_log as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
    .leftJoin('users as subject', 'subject.id', 'a.subject_user_id');
  if (filter.action) base = base.where('a.action', 'like', `${escapeLike(filter.action)}%`);
  if (filter.actor) base = base.where('actor.email', 'ilike', `%${escapeLike(filter.actor)}%`);
  if (filter.subject) base = base.where('subject.email', 'ilike', `%${escapeLike(filter.subject)}%`);
  if (filter.from) base = base.where('a.at', '>=', filter.from);
  if (filter.before) base = base.where('a.at', '<', filter.before);
  const direction = filter.descending ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    base
      .select([
        'a.id',
        'a.at',
        'a.action',
        'a.details',
        'a.actor_user_id',
        'actor.email as actor_email',
        'a.subject_user_id',
        'subject.email as subject_email',
      ])
      .orderBy('a.at', direction)
      .orderBy('a.id', direction)
      .limit(AUDIT_PER_PAGE)
      .offset((filter.page - 1) * AUDIT_PER_PAGE)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      action: row.action,
      actor:
        row.actor_user_id !== null && row.actor_email !== null
          ? { id: row.actor_user_id, email: row.actor_email }
          : null,
      subject:
        row.subject_user_id !== null && row.subject_email !== null
          ? { id: row.subject_user_id, email: row.subject_email }
          : null,
      details: row.details,
    })),
    total: Number(count.count),
  };
}

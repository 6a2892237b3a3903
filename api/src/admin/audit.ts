import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { recordAudit } from '../auth/queries.js';
import type { UserRecord } from '../user-records/queries.js';

export interface AdminChange {
  /** The customer the change is about (null: none, e.g. a price list). */
  subjectId: number | null;
  /** 'order.status', 'customer.terms' … */
  action: string;
  /** What was changed: `{ orderId: 12 }`. */
  target: Record<string, unknown>;
  before: unknown;
  after: unknown;
}

/** Writes an admin's change to `audit_log` in the caller's transaction: the change and its row go together. */
export async function auditChange(trx: Kysely<DB>, admin: UserRecord, change: AdminChange): Promise<void> {
  await recordAudit(trx, {
    actorId: admin.id,
    subjectId: change.subjectId,
    action: change.action,
    details: { ...change.target, before: change.before, after: change.after },
  });
}

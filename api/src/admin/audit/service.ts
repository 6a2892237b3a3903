import type { Database } from '../../db/connection.js';
import { AUDIT_PER_PAGE, listAudit, type AuditFilter } from './queries.js';

/** One page of the audit log with its total, as the back office's table pages it. */
export async function auditPage(db: Database, filter: AuditFilter) {
  const { items, total } = await listAudit(db, filter);
  return { items, total, page: filter.page, perPage: AUDIT_PER_PAGE };
}

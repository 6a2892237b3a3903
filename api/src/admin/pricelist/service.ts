import type { Database } from '../../db/connection.js';
import { notFound } from '../../errors/http-error.js';
import { importableVendors, importRejections, listImports } from './queries.js';

/** The vendors a manager may load a price list for. */
export function importVendors(db: Database) {
  return importableVendors(db);
}

/** The newest imports, of one vendor or of all (null). */
export function importHistory(db: Database, vendorId: number | null) {
  return listImports(db, vendorId);
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A finished import's bad rows as CSV (semicolons, as Excel in Russian expects); 404 for an unknown import. */
export async function rejectionReport(db: Database, id: number): Promise<{ id: number; csv: string }> {
  const entry = await importRejections(db, id);
  if (entry === null) throw notFound('Загрузка не найдена');
  const lines = [
    'Строка;Причина',
    ...entry.rejected.map((row) => `${csvCell(row.line)};${csvCell(row.reason)}`),
  ];
  if (entry.rejected_total > entry.rejected.length) {
    lines.push(
      `;${csvCell(`Всего отклонено строк: ${entry.rejected_total}, перечислены первые ${entry.rejected.length}`)}`,
    );
  }
  return { id: entry.id, csv: `${lines.join('\r\n')}\r\n` };
}

import type { FastifyBaseLogger } from 'fastify';
import type { ImportReport } from '@shop/shared';
import type { Database } from '../../db/connection.js';
import { ImportError } from '../../catalog/import/errors.js';
import { finishImport, insertImport, markInterruptedImports, writeImportProgress } from './queries.js';

/** Imports still 'running' under an instance silent for `staleSeconds` (or none) become 'interrupted'. */
export function interruptOrphanedImports(db: Database, staleSeconds: number): Promise<void> {
  return markInterruptedImports(db, staleSeconds);
}

/** How often the rows read so far are written while a list is imported. */
const PROGRESS_EVERY_MS = 500;

export interface ImportHistory {
  progress(rowsRead: number): void;
  done(report: ImportReport): Promise<void>;
  failed(error: unknown): Promise<void>;
}

/**
 * A row of `price_list_imports` for one upload, owned by this API instance: 'running' with the rows read so
 * far, then 'done' with the report or 'failed' with the reason ('interrupted' when the instance died first). Progress is
 * written without waiting (one write at a time, at most twice a second), so the import never waits for it; on PGlite, whose one connection the import holds, the
 * writes land when it ends.
 */
export async function startImportHistory(
  db: Database,
  log: FastifyBaseLogger,
  entry: { vendorId: number; adminId: number; fileName: string; instanceId: string },
): Promise<ImportHistory> {
  const id = await insertImport(db, entry);
  if (id === null) throw new ImportError(`Поставщик ${entry.vendorId} не найден`, 404);
  let writing = false;
  let lastWrite = 0;
  return {
    progress(rowsRead) {
      const now = Date.now();
      if (writing || now - lastWrite < PROGRESS_EVERY_MS) return;
      writing = true;
      lastWrite = now;
      writeImportProgress(db, id, rowsRead)
        .catch((error: unknown) => log.warn({ err: error }, 'Не удалось записать ход загрузки прайс-листа'))
        .finally(() => {
          writing = false;
        });
    },
    done: (report) => finishImport(db, id, { report }),
    async failed(error) {
      const reason =
        error instanceof ImportError
          ? [error.message, ...error.details].join('\n')
          : error instanceof Error && 'statusCode' in error
            ? error.message
            : 'Загрузка прервана';
      await finishImport(db, id, { error: reason, rejected: [] }).catch((failure: unknown) =>
        log.error({ err: failure }, 'Не удалось записать итог загрузки прайс-листа'),
      );
    },
  };
}

import { formatNumber } from '@shop/shared/format';
import type { BatchParseResult } from '@shop/shared';
import { readSheetRecords, type SheetLimits } from '../cart/upload-file.js';
import type { XlsxCaps } from '../catalog/import/xlsx-archive.js';
import { HttpError } from '../errors/http-error.js';
import { detectColumns } from './columns.js';
import { splitSpacedLines } from './split-lines.js';

/** A batch holds at least the 1,000 lines issue 13 asks for; five times that still resolves in seconds. */
export const MAX_BATCH_LINES = 5_000;
export const MAX_BATCH_FILE_BYTES = 2 * 1024 * 1024;

/** 5,000 lines of four columns: a few megabytes unpacked, strings counted in tens of thousands at most. */
const BATCH_XLSX_CAPS: XlsxCaps = {
  maxUnpackedBytes: 32 * 1024 * 1024,
  maxSharedStringsBytes: 4 * 1024 * 1024,
  maxSharedStrings: 25_000,
};

/** A list has brand, number, quantity and comment, maybe a few more: columns past these are dropped. */
const MAX_COLUMNS = 8;
/** Longer cells are cut: no brand, number or comment is this long. */
const MAX_CELL = 200;

export const batchFileMessages = {
  tooManyLines: `В списке больше ${formatNumber(MAX_BATCH_LINES, 0)} строк: разделите его на части`,
  tooLarge: `Файл больше ${MAX_BATCH_FILE_BYTES / 1024 / 1024} МБ`,
} as const;

const limits: SheetLimits = {
  maxLines: MAX_BATCH_LINES,
  xlsxCaps: BATCH_XLSX_CAPS,
  tooManyLines: batchFileMessages.tooManyLines,
};

/**
 * The rows of an uploaded list (pasted lines come as a txt file) with the columns guessed for the preview;
 * the user may change the mapping before the batch is created.
 */
export async function parseBatchFile(buffer: Buffer, filename: string): Promise<BatchParseResult> {
  const records = await readSheetRecords(buffer, filename, limits);
  const rows = splitSpacedLines(
    records.map((record) => record.cells.slice(0, MAX_COLUMNS).map((cell) => cell.trim().slice(0, MAX_CELL))),
  );
  const { columns, hasHeader } = detectColumns(rows);
  if (rows.length - (hasHeader ? 1 : 0) > MAX_BATCH_LINES) {
    throw new HttpError(400, batchFileMessages.tooManyLines);
  }
  return { rows, columns, hasHeader };
}

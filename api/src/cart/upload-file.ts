import { Readable } from 'node:stream';
import { csvRecords, xlsxRecords, type Encoding, type SourceRecord } from '../catalog/import/sources.js';
import { ImportError } from '../catalog/import/errors.js';
import { checkXlsxArchive, type XlsxCaps } from '../catalog/import/xlsx-archive.js';
import { HttpError } from '../errors/http-error.js';

/** A part list is typed by hand or exported from a spreadsheet: a few hundred lines at most. */
export const MAX_UPLOAD_LINES = 500;
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** 500 lines of three columns unpack to well under a megabyte; a spreadsheet's styles and themes add little. */
export const CART_XLSX_CAPS: XlsxCaps = {
  maxUnpackedBytes: 8 * 1024 * 1024,
  maxSharedStringsBytes: 1024 * 1024,
  maxSharedStrings: 5_000,
};

export const uploadFileMessages = {
  format: 'Загрузите файл xlsx, csv или txt: бренд, номер, количество',
  empty: 'В файле нет строк с товарами',
  tooManyLines: `В файле больше ${MAX_UPLOAD_LINES} строк`,
  tooLarge: `Файл больше ${MAX_UPLOAD_BYTES / 1024 / 1024} МБ`,
} as const;

/** How much of a part list a reader accepts: the cart's file and the batch search differ in size. */
export interface SheetLimits {
  maxLines: number;
  xlsxCaps: XlsxCaps;
  /** Refusal of a file with more lines (Russian). */
  tooManyLines: string;
}

const CART_LIMITS: SheetLimits = {
  maxLines: MAX_UPLOAD_LINES,
  xlsxCaps: CART_XLSX_CAPS,
  tooManyLines: uploadFileMessages.tooManyLines,
};

/** A line of the uploaded list: brand, number and quantity as typed. */
export interface UploadRow {
  line: number;
  brandName: string;
  number: string;
  amountText: string;
}

type FileKind = 'xlsx' | 'csv' | 'txt';

function kindOf(filename: string): FileKind | null {
  const extension = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'csv' || extension === 'txt' ? extension : null;
}

/** Text exported by Russian Excel is often windows-1251: whatever is not valid UTF-8 is read as that. */
function encodingOf(buffer: Buffer): Encoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return 'utf-8';
  } catch {
    return 'windows-1251';
  }
}

/** The separator the first line uses most: tab, semicolon, then (csv only) comma. */
function delimiterOf(buffer: Buffer, kind: FileKind): string {
  const firstLine =
    buffer
      .toString('latin1')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? '';
  const candidates = kind === 'csv' ? ['\t', ';', ','] : ['\t', ';'];
  const count = (delimiter: string) => firstLine.split(delimiter).length - 1;
  return candidates.reduce((best, next) => (count(next) > count(best) ? next : best));
}

/** Reading stops one line past the limit (a header line may be among them): a huge file is not kept. */
async function collect(
  batches: AsyncGenerator<SourceRecord[]>,
  limits: SheetLimits,
): Promise<SourceRecord[]> {
  const records: SourceRecord[] = [];
  for await (const batch of batches) {
    for (const record of batch) {
      if (record.cells.every((cell) => cell.trim() === '')) continue;
      records.push(record);
      if (records.length > limits.maxLines + 1) throw new HttpError(400, limits.tooManyLines);
    }
  }
  return records;
}

/**
 * The non-empty rows of an uploaded xlsx, csv or txt, as text cells: csv/txt in UTF-8 or windows-1251,
 * separated by tab, semicolon or (csv) comma; an xlsx is checked against `limits.xlsxCaps` before it is read.
 * The result may hold one line more than `maxLines` (a header line the caller recognises).
 */
export async function readSheetRecords(
  buffer: Buffer,
  filename: string,
  limits: SheetLimits,
): Promise<SourceRecord[]> {
  const kind = kindOf(filename);
  if (kind === null) throw new HttpError(400, uploadFileMessages.format);
  let records: SourceRecord[];
  try {
    if (kind === 'xlsx') await checkXlsxArchive(buffer, limits.xlsxCaps);
    records =
      kind === 'xlsx'
        ? await collect(xlsxRecords(Readable.from([buffer])), limits)
        : await collect(
            csvRecords(Readable.from([buffer]), {
              delimiter: delimiterOf(buffer, kind),
              encoding: encodingOf(buffer),
            }),
            limits,
          );
  } catch (error) {
    if (error instanceof ImportError) throw new HttpError(error.status, error.message);
    throw error;
  }
  if (records.length === 0) throw new HttpError(400, uploadFileMessages.empty);
  return records;
}

/**
 * The lines of an uploaded part list (brand, number, quantity; the header line is optional and recognised
 * by a quantity that is not a number). Empty lines are skipped.
 */
export async function readUploadRows(buffer: Buffer, filename: string): Promise<UploadRow[]> {
  const records = await readSheetRecords(buffer, filename, CART_LIMITS);
  const [first] = records;
  if (first && !/\d/.test(first.cells[2] ?? '')) records.shift();
  if (records.length === 0) throw new HttpError(400, uploadFileMessages.empty);
  if (records.length > MAX_UPLOAD_LINES) throw new HttpError(400, uploadFileMessages.tooManyLines);
  return records.map((record) => ({
    line: record.line,
    brandName: (record.cells[0] ?? '').trim(),
    number: (record.cells[1] ?? '').trim(),
    amountText: (record.cells[2] ?? '').trim(),
  }));
}

import type { Readable } from 'node:stream';
import { csvRecords, xlsxRecords, type Encoding } from './sources.js';

export const PREVIEW_ROWS = 10;

/**
 * The first rows of a price list as text, for the back office's column mapping preview. Stops reading once it
 * has them (the rest of the upload is left to be drained by the caller).
 */
export async function previewPriceList(
  input: Readable,
  options: { format: 'csv' | 'xlsx'; delimiter: string; encoding: Encoding },
  limit = PREVIEW_ROWS,
): Promise<string[][]> {
  const records =
    options.format === 'xlsx'
      ? xlsxRecords(input)
      : csvRecords(input, { delimiter: options.delimiter, encoding: options.encoding });
  const rows: string[][] = [];
  for await (const batch of records) {
    for (const record of batch) {
      rows.push(record.cells);
      if (rows.length >= limit) {
        await records.return(undefined);
        return rows;
      }
    }
  }
  return rows;
}

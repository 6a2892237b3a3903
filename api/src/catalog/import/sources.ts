import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { ImportError } from './errors.js';
import { cellText } from './values.js';

/** One row of the file: its 1-based line (the spreadsheet's row number) and its cells as text. */
export interface SourceRecord {
  line: number;
  cells: string[];
}

export type Encoding = 'utf-8' | 'windows-1251';

export interface CsvOptions {
  delimiter: string;
  encoding: Encoding;
}

/**
 * The objects a stream has ready, a batch at a time: one await per batch rather than per row, which at a
 * million rows is a good part of the parse time.
 */
async function* readyBatches<T>(stream: Readable): AsyncGenerator<T[]> {
  let wake: (() => void) | null = null;
  let ended = false;
  let failure: unknown = null;
  const onReadable = (): void => wake?.();
  const onEnd = (): void => {
    ended = true;
    wake?.();
  };
  const onError = (error: unknown): void => {
    failure = error;
    wake?.();
  };
  stream.on('readable', onReadable).on('end', onEnd).on('error', onError);
  try {
    for (;;) {
      if (failure !== null) throw failure;
      const batch: T[] = [];
      for (let item: unknown = stream.read(); item !== null; item = stream.read()) batch.push(item as T);
      if (batch.length > 0) {
        yield batch;
        continue;
      }
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  } finally {
    stream.off('readable', onReadable).off('end', onEnd).off('error', onError);
  }
}

/**
 * Rows of a CSV stream, decoded and parsed as they arrive, in batches. Line numbers are counted here rather
 * than with csv-parse's `info` (which costs ~70% more time): one per record plus the line breaks inside
 * quoted cells.
 */
export async function* csvRecords(input: Readable, options: CsvOptions): AsyncGenerator<SourceRecord[]> {
  const parser = parse({
    delimiter: options.delimiter,
    bom: true,
    relax_column_count: true,
    // Supplier lists have stray quotes in unquoted cells ('Диск 16"').
    relax_quotes: true,
    skip_empty_lines: false,
  });
  const decoded = options.encoding === 'windows-1251' ? input.pipe(iconv.decodeStream('win1251')) : input;
  // A failing source (a broken upload) must fail the parse, not leave it waiting.
  input.once('error', (error) => parser.destroy(error));
  decoded.pipe(parser);
  let line = 0;
  try {
    for await (const batch of readyBatches<string[]>(parser)) {
      const records: SourceRecord[] = [];
      for (const cells of batch) {
        line += 1;
        records.push({ line, cells });
        for (const cell of cells) {
          if (cell.includes('\n')) line += cell.split('\n').length - 1;
        }
      }
      yield records;
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
      if (error.code.startsWith('CSV_')) {
        throw new ImportError(`Файл не читается как CSV (строка ${line + 1}): ${error.message}`);
      }
    }
    throw error;
  } finally {
    drain(input);
  }
}

/** Whatever is left of an abandoned upload is read and dropped, so the request can finish. */
function drain(input: Readable): void {
  input.unpipe();
  input.resume();
}

/** The first error of a stream, so that a reader the stream feeds can stop waiting. */
class StreamFailure {
  error: unknown = null;
  private reject: ((error: unknown) => void) | null = null;

  constructor(stream: Readable) {
    stream.once('error', (error) => {
      this.error = error;
      this.reject?.(error);
    });
  }

  /**
   * Values of `source` until the stream fails (exceljs pipes the upload and would otherwise wait forever).
   * Each step waits on a promise of its own: racing every step against one long-pending promise would pile
   * up reactions on it and keep every row in memory.
   */
  async *until<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
    const iterator = source[Symbol.asyncIterator]();
    for (;;) {
      if (this.error !== null) throw this.error;
      const step = iterator.next();
      const next = await new Promise<IteratorResult<T>>((resolve, reject) => {
        this.reject = reject;
        step.then(resolve, reject);
      }).finally(() => {
        this.reject = null;
      });
      if (next.done === true) return;
      yield next.value;
    }
  }
}

const XLSX_BATCH = 1_000;

/**
 * Rows of the first worksheet of an XLSX stream, read with exceljs's streaming reader (the shared-strings
 * table is the only part kept in memory), in batches. Other worksheets are skipped.
 */
export async function* xlsxRecords(input: Readable): AsyncGenerator<SourceRecord[]> {
  const failure = new StreamFailure(input);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let first = true;
  try {
    for await (const worksheet of failure.until(reader)) {
      // Later worksheets are drained by exceljs when left unread.
      if (!first) continue;
      first = false;
      let batch: SourceRecord[] = [];
      for await (const row of failure.until(worksheet)) {
        const values = row.values;
        const cells: string[] = [];
        // exceljs numbers columns from 1: `values[0]` is always empty.
        if (Array.isArray(values)) {
          for (let index = 1; index < values.length; index += 1) cells.push(cellText(values[index]));
        }
        batch.push({ line: row.number, cells });
        if (batch.length === XLSX_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    }
  } catch (error) {
    if (error instanceof ImportError || error === failure.error) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportError(`Файл не читается как XLSX: ${reason}`);
  } finally {
    drain(input);
  }
  if (first) throw new ImportError('В файле XLSX нет ни одного листа');
}

import { Transform, type Readable } from 'node:stream';
import Papa from 'papaparse';
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

const lineBreak = /\r\n?/g;

/**
 * Text with every line break as '\n' ('\r\n' of Excel, '\r' of old Macs, a mix of them): papaparse takes one
 * kind of line break per file. A '\r' at the end of a piece waits for the next, which may start with '\n'.
 */
function unixLineBreaks(): Transform {
  let pending = '';
  return new Transform({
    decodeStrings: false,
    encoding: 'utf8',
    transform(piece: string, _encoding, done) {
      const text = pending + piece;
      pending = text.endsWith('\r') ? '\r' : '';
      done(null, (pending ? text.slice(0, -1) : text).replace(lineBreak, '\n'));
    },
    flush(done) {
      done(null, pending ? '\n' : '');
    },
  });
}

/** Parsed rows waiting for the reader at most; the decoded file is paused beyond (memory stays flat). */
const QUEUED_CHUNKS = 4;

/**
 * Rows of a CSV stream, decoded and parsed as they arrive (papaparse: four to seven times as fast as
 * csv-parse on a million-row list), one batch per chunk of the file. A quote is special only at the start of a
 * cell, so stray quotes in unquoted cells ('Диск 16"') are text; a quoted cell left open or closed in the
 * middle fails the file. Line numbers count one per record plus the line breaks inside quoted cells.
 */
export async function* csvRecords(input: Readable, options: CsvOptions): AsyncGenerator<SourceRecord[]> {
  // iconv-lite keeps a character split between two chunks whole and drops a byte-order mark.
  const decoded = input
    .pipe(iconv.decodeStream(options.encoding === 'windows-1251' ? 'win1251' : 'utf8'))
    .pipe(unixLineBreaks());
  // A failing source (a broken upload) must fail the parse, not leave it waiting.
  input.once('error', (error) => decoded.destroy(error));
  const queue: string[][][] = [];
  let finished = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let line = 0;
  Papa.parse<string[]>(decoded, {
    delimiter: options.delimiter,
    newline: '\n',
    chunk(results, parser) {
      const broken = results.errors.find((error) => error.type === 'Quotes');
      if (broken !== undefined) {
        const row = line + queue.reduce((rows, chunk) => rows + chunk.length, 0) + (broken.row ?? 0) + 1;
        failure = new ImportError(`Файл не читается как CSV (строка ${row}): ${broken.message}`);
        parser.abort();
      } else {
        queue.push(results.data);
        if (queue.length >= QUEUED_CHUNKS) decoded.pause();
      }
      wake?.();
    },
    complete() {
      finished = true;
      wake?.();
    },
    error(error) {
      failure = error;
      wake?.();
    },
  });
  try {
    for (;;) {
      if (failure !== null) throw failure;
      const rows = queue.shift();
      if (rows === undefined) {
        if (finished) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      if (queue.length < QUEUED_CHUNKS) decoded.resume();
      const records: SourceRecord[] = [];
      for (const cells of rows) {
        line += 1;
        records.push({ line, cells });
        for (const cell of cells) {
          if (cell.includes('\n')) line += cell.split('\n').length - 1;
        }
      }
      yield records;
    }
  } finally {
    // An abandoned parse stops here; the rest of the upload is read and dropped.
    decoded.destroy();
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

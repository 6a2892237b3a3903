import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { ImportReport } from '@shop/shared';
import type { Database } from '../../db/connection.js';
import { ImportError } from './errors.js';
import { resolveColumns, type ColumnMapping, type ResolvedColumns } from './mapping.js';
import { createRowReader, type RowRules, type StagedRow } from './rows.js';
import { csvRecords, xlsxRecords, type Encoding, type SourceRecord } from './sources.js';
import { chunksOf, readAhead } from './chunks.js';
import {
  CHUNK_ROWS,
  createStagingTables,
  importVendor,
  replaceOffers,
  stageGoods,
  withKyselySession,
  withPostgresSession,
  type ImportSession,
} from './staging.js';
import { currencyCode } from './values.js';
import { chunkDigest, lastListDigests, saveListDigests } from './digests.js';

export type PriceListFormat = 'csv' | 'xlsx';

export interface ImportOptions {
  vendorId: number;
  format: PriceListFormat;
  mapping: ColumnMapping;
  /** CSV only; ',' by default. */
  delimiter?: string;
  /** CSV only; 'utf-8' by default. */
  encoding?: Encoding;
  /** Whether the first row holds column titles; true by default. */
  hasHeader?: boolean;
  /** Currency of rows without one; the vendor's currency by default. */
  currency?: string;
  /** '123,45' is 123.45 (lists saved by Excel in a Russian locale). */
  decimalComma?: boolean;
  /** Told the number of rows read so far after each batch of the file (the back office's progress). */
  onRowsRead?: (rows: number) => void;
}

/** Where offers go: the app's database, and the server's pool when there is one (for COPY). */
export interface ImportTarget {
  db: Database;
  pool?: pg.Pool;
}

/** Bad rows listed in the report; the rest are only counted. */
export const LISTED_REJECTIONS = 100;

const badDelimiter = /^["\r\n]$/;

function checkOptions(options: ImportOptions): void {
  if (!Number.isSafeInteger(options.vendorId) || options.vendorId <= 0) {
    throw new ImportError('Не указан поставщик');
  }
  const delimiter = options.delimiter ?? ',';
  if ([...delimiter].length !== 1 || badDelimiter.test(delimiter)) {
    throw new ImportError(
      'Разделитель колонок должен быть одним символом (не кавычкой и не переводом строки)',
    );
  }
}

function records(input: Readable, options: ImportOptions): AsyncGenerator<SourceRecord[]> {
  return options.format === 'xlsx'
    ? xlsxRecords(input)
    : csvRecords(input, { delimiter: options.delimiter ?? ',', encoding: options.encoding ?? 'utf-8' });
}

interface Tally {
  staged: number;
  rejected: ImportReport['rejected'];
  rejectedTotal: number;
}

/** Good rows of the file, in batches; bad ones are tallied with their line numbers and reasons. */
async function* goodRows(
  source: AsyncIterable<SourceRecord[]>,
  options: ImportOptions,
  rules: RowRules,
  tally: Tally,
): AsyncGenerator<StagedRow[]> {
  const hasHeader = options.hasHeader ?? true;
  let read = hasHeader ? null : createRowReader(resolveColumns(options.mapping, null), rules);
  let rowsRead = 0;
  for await (const records of source) {
    rowsRead += records.length;
    options.onRowsRead?.(rowsRead);
    const staged: StagedRow[] = [];
    for (const { line, cells } of records) {
      if (read === null) {
        const columns: ResolvedColumns = resolveColumns(options.mapping, cells);
        read = createRowReader(columns, rules);
        continue;
      }
      const verdict = read(cells, line);
      if (verdict === null) continue;
      if (typeof verdict === 'string') {
        if (tally.rejected.length < LISTED_REJECTIONS) tally.rejected.push({ line, reason: verdict });
        tally.rejectedTotal += 1;
        continue;
      }
      staged.push(verdict);
    }
    tally.staged += staged.length;
    if (staged.length > 0) yield staged;
  }
}

async function loadRules(session: ImportSession, options: ImportOptions): Promise<RowRules> {
  // Locks the vendor against a second import at the same time; FOR KEY SHARE (cart lines) is not blocked.
  const vendor = await session.query<{ currency: string }>(
    'select currency from vendors where id = $1 for no key update',
    [options.vendorId],
  );
  const vendorCurrency = vendor[0]?.currency;
  if (vendorCurrency === undefined) throw new ImportError(`Поставщик ${options.vendorId} не найден`, 404);

  const codes = await session.query<{ code: string }>('select code from currencies');
  const currencies = new Set(codes.map((row) => row.code));
  const defaultCurrency = options.currency ? currencyCode(options.currency) : vendorCurrency;
  if (!currencies.has(defaultCurrency)) {
    throw new ImportError(`Неизвестная валюта по умолчанию «${options.currency ?? defaultCurrency}»`);
  }

  type Spelling = { normalized_name: string; brand_id: number };
  const names = await session.query<Spelling>('select normalized_name, id as brand_id from brands');
  const synonyms = await session.query<Spelling>('select normalized_name, brand_id from brand_synonyms');
  const brands = new Map(names.map((row) => [row.normalized_name, row.brand_id]));
  // A brand's own name wins over another brand's synonym of the same spelling.
  for (const row of synonyms)
    if (!brands.has(row.normalized_name)) brands.set(row.normalized_name, row.brand_id);
  return { brands, currencies, defaultCurrency, decimalComma: options.decimalComma ?? false };
}

/**
 * Imports a supplier's price list: the file is streamed (parsed as it arrives, never held whole), good rows are
 * bulk-loaded into a staging table `chunkRows` at a time (the next chunk is parsed while the database matches
 * one to goods), and the vendor's previous offers are replaced by them in one transaction. Bad rows are
 * reported with line numbers and reasons. Throws `ImportError` (and changes nothing) when the file as a whole
 * cannot be imported, including when it has no good row at all.
 */
export async function importPriceList(
  target: ImportTarget,
  input: Readable,
  options: ImportOptions,
  chunkRows = CHUNK_ROWS,
): Promise<ImportReport> {
  const started = performance.now();
  checkOptions(options);
  const tally: Tally = { staged: 0, rejected: [], rejectedTotal: 0 };
  const work = async <Batch>(session: ImportSession<Batch>): Promise<void> => {
    const rules = await loadRules(session, options);
    for (const statement of createStagingTables) await session.query(statement);
    const rows = goodRows(records(input, options), options, rules, tally);
    const vendor = await importVendor(session, options.vendorId);
    const last = await lastListDigests(session, options.vendorId, chunkRows);
    const digests: Buffer[] = [];
    // The chunks equal to the last list's so far, staged only once a chunk differs.
    let held: Batch[][] | null = last === null ? null : [];
    const stageHeld = async (): Promise<void> => {
      for (const chunk of held ?? []) await stageGoods(session, vendor, chunk);
      held = null;
    };
    for await (const chunk of readAhead(chunksOf(rows, chunkRows, (batch) => session.pack(batch)))) {
      const digest = chunkDigest(session, chunk);
      digests.push(digest);
      if (held !== null && last?.[digests.length - 1]?.equals(digest)) {
        held.push(chunk);
        continue;
      }
      await stageHeld();
      await stageGoods(session, vendor, chunk);
    }
    if (tally.staged === 0) {
      const details = tally.rejected.slice(0, 10).map((row) => `Строка ${row.line}: ${row.reason}`);
      throw new ImportError(
        'В прайс-листе нет ни одной пригодной строки; предложения поставщика не изменены',
        400,
        details,
      );
    }
    // The same list as last time: the vendor's offers are already its rows.
    if (held !== null && digests.length === last?.length) return;
    await stageHeld();
    await replaceOffers(session, vendor);
    await saveListDigests(session, options.vendorId, chunkRows, digests, tally.staged);
  };
  try {
    if (target.pool) await withPostgresSession(target.pool, work);
    else await withKyselySession(target.db, work);
    return {
      vendorId: options.vendorId,
      imported: tally.staged,
      rejected: tally.rejected,
      rejectedTotal: tally.rejectedTotal,
      seconds: Math.round(performance.now() - started) / 1000,
    };
  } finally {
    // An import that failed before reading the whole upload leaves the rest to be read and dropped.
    input.resume();
  }
}

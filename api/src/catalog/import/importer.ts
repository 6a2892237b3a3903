import { Readable } from 'node:stream';
import type pg from 'pg';
import type { ImportReport } from '@shop/shared';
import type { Database } from '../../db/connection.js';
import { ImportError } from './errors.js';
import { resolveColumns, type ColumnMapping, type ResolvedColumns } from './mapping.js';
import { StockReadings } from './stock-readings.js';
import { createRowReader, isHeld, type HeldRow, type RowRules, type StagedRow } from './rows.js';
import { csvRecords, xlsxRecords, type Encoding, type SourceRecord } from './sources.js';
import { chunksOf, readAhead } from './chunks.js';
import {
  CHUNK_ROWS,
  createStagingTables,
  importVendor,
  matchOffers,
  stageGoods,
  withKyselySession,
  withPostgresSession,
  writeOffers,
  type ImportMode,
  type ImportSession,
  type OfferChanges,
} from './staging.js';
import { holdRows } from './held-rows.js';
import { DEFAULT_IMPORT_SETTINGS, type VendorImportSettings } from './settings.js';
import { currencyCode } from './values.js';
import {
  PIECE_BYTES,
  forgetList,
  lastList,
  pieceDigest,
  piecesOf,
  saveList,
  settingsDigest,
  type LastList,
} from './digests.js';

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
  /** 'replace' (the default): the vendor's offers become the list; 'update': only the listed parts change. */
  mode?: ImportMode;
  /** Count what the list would change, and roll everything back. */
  dryRun?: boolean;
  /**
   * Called with what the list will change before anything is written (a dry run too); throws (an
   * `ImportError`) to refuse the import, which then changes nothing.
   */
  approve?: (plan: ImportPlan) => void | Promise<void>;
}

/** What an import will do, and which upload it is (the same file under the same settings: the same `upload`). */
export interface ImportPlan {
  vendorId: number;
  mode: ImportMode;
  changes: OfferChanges;
  /** A digest of the file's bytes, the settings it is read by and the mode. */
  upload: string;
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
  held: HeldRow[];
}

/** Rows of unknown brands one list may leave for the manager; past it they are rejected. */
export const MAX_HELD_ROWS = 50_000;

/** Rows above the header that may be skipped while looking for it (a title, merged cells of a spreadsheet). */
const HEADER_SEARCH_ROWS = 20;

function reject(tally: Tally, line: number, reason: string): void {
  if (tally.rejected.length < LISTED_REJECTIONS) tally.rejected.push({ line, reason });
  tally.rejectedTotal += 1;
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
  let rowsBeforeHeader = 0;
  let headerError: unknown = null;
  for await (const records of source) {
    rowsRead += records.length;
    options.onRowsRead?.(rowsRead);
    const staged: StagedRow[] = [];
    for (const { line, cells } of records) {
      if (read === null) {
        // A title or merged cells may stand above the header: the header is the first row naming the columns.
        let columns: ResolvedColumns;
        try {
          columns = resolveColumns(options.mapping, cells);
        } catch (error) {
          headerError ??= error;
          rowsBeforeHeader += 1;
          if (rowsBeforeHeader < HEADER_SEARCH_ROWS) continue;
          throw headerError;
        }
        read = createRowReader(columns, rules);
        continue;
      }
      const verdict = read(cells, line);
      if (verdict === null) continue;
      if (typeof verdict === 'string') {
        reject(tally, line, verdict);
      } else if (!isHeld(verdict)) {
        staged.push(verdict);
      } else if (tally.held.length < MAX_HELD_ROWS) {
        tally.held.push(verdict);
      } else {
        reject(tally, line, `Неизвестный бренд «${verdict.brand}»: отложено уже ${MAX_HELD_ROWS} строк`);
      }
    }
    tally.staged += staged.length;
    if (staged.length > 0) yield staged;
  }
  if (read === null && headerError !== null) throw headerError;
}

/** The vendor's import settings (`price_list_settings`), or the defaults. */
async function vendorSettings(session: ImportSession, vendorId: number): Promise<VendorImportSettings> {
  const found = await session.query<{
    stock_words: Record<string, number>;
    less_than: VendorImportSettings['lessThan'];
    duplicates: VendorImportSettings['duplicates'];
  }>('select stock_words, less_than, duplicates from price_list_settings where vendor_id = $1', [vendorId]);
  const row = found[0];
  if (row === undefined) return DEFAULT_IMPORT_SETTINGS;
  return { stockWords: row.stock_words, lessThan: row.less_than, duplicates: row.duplicates };
}

async function loadRules(
  session: ImportSession,
  options: ImportOptions,
): Promise<RowRules & { duplicates: VendorImportSettings['duplicates'] }> {
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
  const vendorRules = await vendorSettings(session, options.vendorId);
  return {
    brands,
    currencies,
    defaultCurrency,
    decimalComma: options.decimalComma ?? false,
    stock: { words: new Map(Object.entries(vendorRules.stockWords)), lessThan: vendorRules.lessThan },
    duplicates: vendorRules.duplicates,
  };
}

/** What the parser is given at a time: papaparse took half as long again on 1 MiB pieces as on 64 KiB ones. */
const PARSE_BYTES = 64 * 1024;

function* slicesOf(piece: Buffer): Generator<Buffer> {
  for (let start = 0; start < piece.length; start += PARSE_BYTES)
    yield piece.subarray(start, start + PARSE_BYTES);
}

/**
 * The upload as read, piece by piece, each piece's digest put in `digests`. While the pieces equal the last
 * list's, they are only held; `unchanged` is true once the whole upload equals it. Otherwise the held pieces and
 * the rest of the upload come out of `rest` for the parser.
 */
async function compareWithLast(
  input: Readable,
  last: LastList | null,
  pieceBytes: number,
  digests: Buffer[],
): Promise<{ unchanged: boolean; rest: Readable }> {
  const pieces = piecesOf(input, pieceBytes)[Symbol.asyncIterator]();
  let held: Buffer[] = [];
  let next = await pieces.next();
  while (last !== null && !next.done) {
    const digest = pieceDigest(next.value);
    digests.push(digest);
    held.push(next.value);
    next = await pieces.next();
    if (!last.digests[digests.length - 1]?.equals(digest)) break;
  }
  const unchanged =
    last !== null &&
    next.done === true &&
    digests.length === last.digests.length &&
    digests.every((digest, index) => last.digests[index]?.equals(digest));
  async function* rest(): AsyncGenerator<Buffer> {
    const ahead = held;
    held = [];
    for (const piece of ahead) yield* slicesOf(piece);
    for (; !next.done; next = await pieces.next()) {
      digests.push(pieceDigest(next.value));
      yield* slicesOf(next.value);
    }
  }
  return { unchanged, rest: Readable.from(rest(), { objectMode: false }) };
}

/** Thrown inside the transaction of a dry run to roll it back once the plan is known. */
class DryRunDone extends Error {}

function uploadDigest(settings: Buffer, digests: readonly Buffer[], mode: ImportMode): string {
  return pieceDigest(Buffer.concat([settings, Buffer.from(mode), ...digests])).toString('hex');
}

/**
 * Imports a supplier's price list: the file is streamed (parsed as it arrives, never held whole), good rows are
 * bulk-loaded into a staging table `chunkRows` at a time (the next chunk is parsed while the database matches
 * one to goods), and the vendor's offers are made the list's (mode 'replace') or the listed parts' offers
 * updated ('update') in one transaction. A part gets one offer: its rows are merged by the vendor's rule. Bad
 * rows are reported with line numbers and reasons; rows of unknown brands are held for the manager. A file
 * equal to the vendor's last one, byte for byte and read with the same settings, is only hashed: the offers
 * are already its rows, and the report is that import's. `approve` sees what will change before it is
 * written; a dry run stops there and rolls back. Throws `ImportError` (and changes nothing) when the file as a
 * whole cannot be imported, including when it has no good row at all.
 */
export async function importPriceList(
  target: ImportTarget,
  input: Readable,
  options: ImportOptions,
  sizes: { chunkRows: number; pieceBytes: number } = { chunkRows: CHUNK_ROWS, pieceBytes: PIECE_BYTES },
): Promise<ImportReport> {
  const started = performance.now();
  checkOptions(options);
  const mode = options.mode ?? 'replace';
  const dryRun = options.dryRun ?? false;
  const tally: Tally = { staged: 0, rejected: [], rejectedTotal: 0, held: [] };
  const stockReadings = new StockReadings();
  let changes: OfferChanges = { added: 0, changed: 0, removed: 0, unchanged: 0, existing: 0, listed: 0 };
  let heldTotal = 0;
  const work = async <Batch>(session: ImportSession<Batch>): Promise<void> => {
    const { duplicates, ...rules } = await loadRules(session, options);
    const settings = settingsDigest({
      format: options.format,
      mapping: options.mapping,
      delimiter: options.delimiter ?? ',',
      encoding: options.encoding ?? 'utf-8',
      hasHeader: options.hasHeader ?? true,
      duplicates,
      ...rules,
    });
    // Only a replace leaves the vendor's offers exactly a list's rows, which the shortcut relies on.
    const last =
      mode === 'replace' ? await lastList(session, options.vendorId, sizes.pieceBytes, settings) : null;
    const digests: Buffer[] = [];
    const { unchanged, rest } = await compareWithLast(input, last, sizes.pieceBytes, digests);
    // The counted changes go to the caller's check (a replace's confirmation); a dry run ends here, rolled back.
    const approveOrStop = async () => {
      await options.approve?.({
        vendorId: options.vendorId,
        mode,
        changes,
        upload: uploadDigest(settings, digests, mode),
      });
      if (dryRun) throw new DryRunDone();
    };
    if (unchanged && last !== null) {
      // The same list as last time: the vendor's offers are already its rows.
      tally.staged = last.report.imported;
      tally.rejected = last.report.rejected;
      tally.rejectedTotal = last.report.rejectedTotal;
      options.onRowsRead?.(tally.staged + tally.rejectedTotal);
      const imported = last.report.imported;
      changes = {
        added: 0,
        changed: 0,
        removed: 0,
        unchanged: imported,
        existing: imported,
        listed: imported,
      };
      const held = await session.query<{ count: number }>(
        'select count(*)::int as count from price_list_held_rows where vendor_id = $1',
        [options.vendorId],
      );
      heldTotal = held[0]?.count ?? 0;
      await approveOrStop();
      return;
    }
    for (const statement of createStagingTables) await session.query(statement);
    const rows = goodRows(records(rest, options), options, { ...rules, stockReadings }, tally);
    const vendor = await importVendor(session, options.vendorId, duplicates);
    let addedWithNewGoods = 0;
    for await (const chunk of readAhead(chunksOf(rows, sizes.chunkRows, (batch) => session.pack(batch)))) {
      addedWithNewGoods += await stageGoods(session, vendor, chunk);
    }
    if (tally.staged === 0 && tally.held.length === 0) {
      const details = tally.rejected.slice(0, 10).map((row) => `Строка ${row.line}: ${row.reason}`);
      throw new ImportError(
        'В прайс-листе нет ни одной пригодной строки; предложения поставщика не изменены',
        400,
        details,
      );
    }
    changes = await matchOffers(session, vendor, mode, addedWithNewGoods);
    heldTotal = tally.held.length;
    await approveOrStop();
    await writeOffers(session, vendor);
    await holdRows(session, options.vendorId, mode, tally.held);
    if (mode === 'replace') {
      await saveList(session, options.vendorId, sizes.pieceBytes, settings, digests, {
        imported: changes.listed,
        rejected: tally.rejected,
        rejectedTotal: tally.rejectedTotal,
      });
    } else {
      await forgetList(session, options.vendorId);
    }
  };
  try {
    try {
      if (target.pool) await withPostgresSession(target.pool, work, { rollback: DryRunDone });
      else await withKyselySession(target.db, work);
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    }
    return {
      vendorId: options.vendorId,
      imported: changes.listed,
      rejected: tally.rejected,
      rejectedTotal: tally.rejectedTotal,
      seconds: Math.round(performance.now() - started) / 1000,
      mode,
      dryRun,
      merged: tally.staged - changes.listed,
      held: heldTotal,
      changes: {
        added: changes.added,
        changed: changes.changed,
        removed: changes.removed,
        unchanged: changes.unchanged,
        existing: changes.existing,
      },
      largeRemoval: isLargeRemoval(changes),
      confirmation: null,
      stockReadings: stockReadings.list(),
    };
  } finally {
    // An import that failed before reading the whole upload leaves the rest to be read and dropped.
    input.resume();
  }
}

/** More than half of the vendor's offers would go: the manager is asked a second time. */
export function isLargeRemoval(changes: Pick<OfferChanges, 'removed' | 'existing'>): boolean {
  return changes.existing > 0 && changes.removed * 2 > changes.existing;
}

import { createHash } from 'node:crypto';
import type { ImportReport } from '@shop/shared';
import { storableRows } from '../../db/storable.js';
import type { ImportSession } from './staging.js';

/** The bytes of a list are compared with the last list's in pieces of this size (the last piece shorter). */
export const PIECE_BYTES = 1 << 20;

/**
 * Part of the settings' digest: raise it when the reading of rows changes (sources.ts, rows.ts, values.ts), so
 * that a file sent again after such a release is read anew rather than taken as the rows it gave before.
 */
const ROW_RULES_VERSION = 2;

const DIGEST_BYTES = 20;

function sha1(data: Buffer | string): Buffer {
  return createHash('sha1').update(data).digest();
}

/** A digest of each piece of a list's bytes. */
export function pieceDigest(piece: Buffer): Buffer {
  return sha1(piece);
}

/** The bytes of an upload in pieces of exactly `size` bytes (the last one shorter), however they arrive. */
export async function* piecesOf(input: AsyncIterable<Buffer | string>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const data of input) {
    let bytes = typeof data === 'string' ? Buffer.from(data) : data;
    while (length + bytes.length >= size) {
      const take = size - length;
      parts.push(bytes.subarray(0, take));
      yield Buffer.concat(parts);
      bytes = bytes.subarray(take);
      parts = [];
      length = 0;
    }
    if (bytes.length > 0) {
      parts.push(bytes);
      length += bytes.length;
    }
  }
  if (length > 0) yield Buffer.concat(parts);
}

/** What turns the same bytes into the same rows: the options and the brands and currencies they are read by. */
export interface ListSettings {
  format: string;
  mapping: unknown;
  delimiter: string;
  encoding: string;
  hasHeader: boolean;
  decimalComma: boolean;
  defaultCurrency: string;
  currencies: ReadonlySet<string>;
  brands: ReadonlyMap<string, number>;
  stock: { words: ReadonlyMap<string, number>; lessThan: string };
  duplicates: string;
}

export function settingsDigest(settings: ListSettings): Buffer {
  const byName = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  return sha1(
    JSON.stringify([
      ROW_RULES_VERSION,
      settings.format,
      settings.mapping,
      settings.delimiter,
      settings.encoding,
      settings.hasHeader,
      settings.decimalComma,
      settings.defaultCurrency,
      [...settings.currencies].sort(),
      [...settings.brands].sort(byName),
      [...settings.stock.words].sort(byName),
      settings.stock.lessThan,
      settings.duplicates,
    ]),
  );
}

export type ListReport = Pick<ImportReport, 'imported' | 'rejected' | 'rejectedTotal'>;

/** The vendor's last list: the digests of its pieces and the report it gave. */
export interface LastList {
  digests: Buffer[];
  report: ListReport;
}

/**
 * The vendor's last list, or null when there is none to compare with: no list yet, pieces of another size,
 * other settings, or offers that are no longer what that import left (a reset of the catalog).
 */
export async function lastList(
  session: ImportSession,
  vendorId: number,
  pieceBytes: number,
  settings: Buffer,
): Promise<LastList | null> {
  const found = await session.query<{
    piece_bytes: number;
    chunks: string;
    settings: string;
    offers: number;
    rejected: ListReport['rejected'];
    rejected_total: number;
    now: number;
  }>(
    `select piece_bytes, encode(chunks, 'hex') as chunks, encode(settings, 'hex') as settings, offers, rejected,
       rejected_total, (select count(*)::int from offers where vendor_id = $1) as now
     from price_list_digests where vendor_id = $1`,
    [vendorId],
  );
  const last = found[0];
  if (
    last === undefined ||
    last.piece_bytes !== pieceBytes ||
    last.settings !== settings.toString('hex') ||
    last.offers !== last.now
  ) {
    return null;
  }
  const bytes = Buffer.from(last.chunks, 'hex');
  const digests: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += DIGEST_BYTES) {
    digests.push(bytes.subarray(start, start + DIGEST_BYTES));
  }
  return {
    digests,
    report: { imported: last.offers, rejected: last.rejected, rejectedTotal: last.rejected_total },
  };
}

/** Remembers the list just imported; `report.imported` is what it left: one offer per good row. */
export async function saveList(
  session: ImportSession,
  vendorId: number,
  pieceBytes: number,
  settings: Buffer,
  digests: readonly Buffer[],
  report: ListReport,
): Promise<void> {
  await session.query(
    `insert into price_list_digests (vendor_id, piece_bytes, chunks, offers, settings, rejected, rejected_total)
     values ($1, $2, decode($3, 'hex'), $4, decode($5, 'hex'), $6, $7)
     on conflict (vendor_id) do update
       set piece_bytes = excluded.piece_bytes, chunks = excluded.chunks, offers = excluded.offers,
         settings = excluded.settings, rejected = excluded.rejected, rejected_total = excluded.rejected_total`,
    [
      vendorId,
      pieceBytes,
      Buffer.concat(digests).toString('hex'),
      report.imported,
      settings.toString('hex'),
      storableRows(report.rejected),
      report.rejectedTotal,
    ],
  );
}

/** After an 'update' the vendor's offers are no list's rows: the next list is read in full. */
export async function forgetList(session: ImportSession, vendorId: number): Promise<void> {
  await session.query('delete from price_list_digests where vendor_id = $1', [vendorId]);
}

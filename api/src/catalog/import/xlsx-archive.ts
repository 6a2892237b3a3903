import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { formatBytes, formatNumber } from '@shop/shared/format';
import { ImportError } from './errors.js';

/** How far an XLSX file (a zip) may expand before exceljs is given it. */
export interface XlsxCaps {
  /** All entries together, unpacked. */
  maxUnpackedBytes: number;
  /** `xl/sharedStrings.xml` unpacked: exceljs keeps the whole table in memory. */
  maxSharedStringsBytes: number;
  /** Strings (`<si>` elements) in that table. */
  maxSharedStrings: number;
}

const SHARED_STRINGS = /^xl\/sharedStrings\.xml$/i;
/** A data descriptor after an entry's data: crc and sizes, 32- or 64-bit, with or without its signature. */
const DESCRIPTOR_LENGTHS = new Set([12, 16, 20, 24]);
const EOCD_LENGTH = 22;
const ZIP64_TAIL_LENGTH = 56 + 20;

export const xlsxArchiveMessages = {
  unreadable: 'Файл не читается как XLSX: повреждённый архив',
  unpackedTooLarge: (caps: XlsxCaps) =>
    `Файл XLSX слишком велик в распакованном виде: больше ${formatBytes(caps.maxUnpackedBytes)}`,
  tooManyStrings: (caps: XlsxCaps) =>
    `В файле XLSX слишком много текста: таблица строк больше ${formatBytes(caps.maxSharedStringsBytes)} ` +
    `или ${formatNumber(caps.maxSharedStrings, 0)} строк`,
};

function refused(message: string): ImportError {
  return new ImportError(message, 413);
}

function unreadable(): ImportError {
  return new ImportError(xlsxArchiveMessages.unreadable, 400);
}

async function listEntries(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}

/**
 * exceljs reads the zip front to back by its local headers, yauzl by the central directory: they must
 * describe the same bytes, so the entries must follow one another from offset 0 with nothing between them
 * and end where the central directory begins.
 */
async function checkLayout(zip: ZipFile, entries: Entry[]): Promise<void> {
  const sorted = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  let end = 0;
  for (const entry of sorted) {
    const gap = entry.relativeOffsetOfLocalHeader - end;
    const described = (entry.generalPurposeBitFlag & 0x8) !== 0;
    if (gap !== 0 && !(described && end > 0 && DESCRIPTOR_LENGTHS.has(gap))) throw unreadable();
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    end = fileDataStart + entry.compressedSize;
  }
  const centralDirectory = entries.reduce(
    (sum, entry) => sum + 46 + entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength,
    0,
  );
  // Decoded as CP437 (one character per byte) unless marked UTF-8, which xlsx writers do not do.
  const comment = zip.comment.length;
  const tail = zip.fileSize - end - centralDirectory - EOCD_LENGTH - comment;
  const last = sorted.at(-1);
  const lastDescribed = last !== undefined && (last.generalPurposeBitFlag & 0x8) !== 0;
  const allowed = [0, ZIP64_TAIL_LENGTH];
  if (lastDescribed)
    for (const length of DESCRIPTOR_LENGTHS) allowed.push(length, length + ZIP64_TAIL_LENGTH);
  if (!allowed.includes(tail)) throw unreadable();
}

/** `<si>` elements in a stream of the shared-strings XML (a tag may be split between chunks). */
async function countStrings(stream: Readable, caps: XlsxCaps): Promise<void> {
  let count = 0;
  let carry = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const text = carry + chunk.toString('latin1');
    count += text.match(/<si[\s>]/g)?.length ?? 0;
    // Three characters cannot hold a whole `<si>`, so nothing counted here is counted again.
    carry = text.slice(-3);
    if (count > caps.maxSharedStrings) {
      stream.destroy();
      throw refused(xlsxArchiveMessages.tooManyStrings(caps));
    }
  }
}

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream as AsyncIterable<Buffer>) {
    // Only the sizes matter: yauzl fails the stream when an entry unpacks to more than it declared.
  }
}

/**
 * Refuses a zip bomb before exceljs sees it: the sizes the central directory declares must stay within
 * `caps`, the file must hold nothing the directory does not list, and every entry is unpacked once (and
 * dropped) so that one declaring less than it holds fails. Errors are Russian `ImportError`s: 413 over a
 * cap, 400 for a damaged archive.
 */
export async function checkXlsxArchive(source: Buffer | string, caps: XlsxCaps): Promise<void> {
  const options = { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true };
  let zip: ZipFile;
  try {
    zip =
      typeof source === 'string'
        ? await yauzl.openPromise(source, options)
        : await yauzl.fromBufferPromise(source, options);
  } catch {
    throw unreadable();
  }
  try {
    const entries = await listEntries(zip).catch(() => {
      throw unreadable();
    });
    const strings = entries.find((entry) => SHARED_STRINGS.test(entry.fileName));
    if (strings && strings.uncompressedSize > caps.maxSharedStringsBytes) {
      throw refused(xlsxArchiveMessages.tooManyStrings(caps));
    }
    const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (unpacked > caps.maxUnpackedBytes) throw refused(xlsxArchiveMessages.unpackedTooLarge(caps));
    await checkLayout(zip, entries).catch((error: unknown) => {
      throw error instanceof ImportError ? error : unreadable();
    });
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        const stream = await zip.openReadStreamPromise(entry);
        await (entry === strings ? countStrings(stream, caps) : drain(stream));
      } catch (error) {
        throw error instanceof ImportError ? error : unreadable();
      }
    }
  } finally {
    zip.close();
  }
}

/**
 * An uploaded XLSX stream kept in a temporary file while it is checked (a zip's directory is at its end)
 * and then read by `read`; the file is removed afterwards.
 */
export async function withCheckedXlsx<T>(
  input: Readable,
  caps: XlsxCaps,
  read: (file: Readable) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-xlsx-'));
  try {
    const path = join(dir, 'upload.xlsx');
    await pipeline(input, createWriteStream(path));
    await checkXlsxArchive(path, caps);
    return await read(createReadStream(path));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

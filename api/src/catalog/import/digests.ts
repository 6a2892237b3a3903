import { createHash } from 'node:crypto';
import type { ImportSession } from './staging.js';

/**
 * Digests of a list's chunks of good rows (the rows as staged: brand ids, normalised numbers, prices), kept per
 * vendor in `price_list_digests`. A chunk whose digest equals the same chunk's of the vendor's last list holds
 * the same rows; a list all of whose chunks are equal leaves the vendor's offers as they are.
 */
export function chunkDigest<Batch>(session: ImportSession<Batch>, chunk: readonly Batch[]): Buffer {
  const hash = createHash('sha1');
  for (const batch of chunk) hash.update(session.bytes(batch));
  return hash.digest();
}

const DIGEST_BYTES = 20;

/**
 * The chunk digests of the vendor's last list, or null when there is none to compare with: no list yet, chunks
 * of another size, or offers that are no longer what that import left (a reset of the catalog).
 */
export async function lastListDigests(
  session: ImportSession,
  vendorId: number,
  chunkRows: number,
): Promise<Buffer[] | null> {
  const found = await session.query<{ chunk_rows: number; chunks: string; offers: number; now: number }>(
    `select chunk_rows, encode(chunks, 'hex') as chunks, offers,
       (select count(*)::int from offers where vendor_id = $1) as now
     from price_list_digests where vendor_id = $1`,
    [vendorId],
  );
  const last = found[0];
  if (last === undefined || last.chunk_rows !== chunkRows || last.offers !== last.now) return null;
  const bytes = Buffer.from(last.chunks, 'hex');
  const digests: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += DIGEST_BYTES) {
    digests.push(bytes.subarray(start, start + DIGEST_BYTES));
  }
  return digests;
}

/** Remembers the list just imported; `offers` is what it left: one offer per good row. */
export async function saveListDigests(
  session: ImportSession,
  vendorId: number,
  chunkRows: number,
  digests: readonly Buffer[],
  offers: number,
): Promise<void> {
  await session.query(
    `insert into price_list_digests (vendor_id, chunk_rows, chunks, offers)
     values ($1, $2, decode($3, 'hex'), $4)
     on conflict (vendor_id) do update
       set chunk_rows = excluded.chunk_rows, chunks = excluded.chunks, offers = excluded.offers`,
    [vendorId, chunkRows, Buffer.concat(digests).toString('hex'), offers],
  );
}

// Rows of brands the shop does not know yet, kept for the manager (api/README.md, price-list import): mapped to
// a brand in the back office, they become offers without the file being uploaded again.
import type { HeldRow } from './rows.js';
import { multiRowInsert, STAGING_COLUMNS, type ImportMode, type ImportSession } from './staging.js';

/** A held row is a staged row that names its brand as written (no brand is known yet) and its vendor. */
const HELD_COLUMNS = [
  'vendor_id',
  'brand',
  'normalized_brand',
  ...STAGING_COLUMNS.filter((column) => column !== 'brand_id'),
];

const HELD_BATCH = 1_000;

/**
 * Keeps the rows of unknown brands for the manager. A 'replace' list's held rows replace all the vendor's held
 * rows; an 'update' list's replace only those of the same brand spelling and part.
 */
export async function holdRows(
  session: ImportSession,
  vendorId: number,
  mode: ImportMode,
  rows: readonly HeldRow[],
): Promise<void> {
  if (mode === 'replace') {
    await session.query('delete from price_list_held_rows where vendor_id = $1', [vendorId]);
  } else if (rows.length > 0) {
    await session.query(
      `delete from price_list_held_rows h
       using unnest($2::text[], $3::text[]) as n(brand, number)
       where h.vendor_id = $1 and h.normalized_brand = n.brand and h.normalized_number = n.number`,
      [vendorId, rows.map((row) => row.normalizedBrand), rows.map((row) => row.normalizedNumber)],
    );
  }
  for (let start = 0; start < rows.length; start += HELD_BATCH) {
    const batch = rows.slice(start, start + HELD_BATCH);
    await session.query(
      multiRowInsert('price_list_held_rows', HELD_COLUMNS, batch.length),
      batch.flatMap((row) => [
        vendorId,
        row.brand,
        row.normalizedBrand,
        row.line,
        row.number,
        row.normalizedNumber,
        row.name,
        row.price,
        row.currency,
        row.amount,
        row.minAmount,
        row.multiplicity,
        row.deliveryHours,
        row.refundAllowed,
        row.refundPercent,
      ]),
    );
  }
}

import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, Json, Nullable, NullableTimestamp } from './columns.js';

/** One upload of a supplier's price list through the back office (migration `0017-back-office`). */
export interface PriceListImportsTable {
  id: Generated<number>;
  vendor_id: number;
  admin_id: Nullable<number>;
  file_name: string;
  status: Defaulted<'running' | 'done' | 'failed'>;
  /** Rows of the file read so far (the page's progress while it runs). */
  rows_read: Defaulted<number>;
  imported: Defaulted<number>;
  rejected_total: Defaulted<number>;
  /** The listed bad rows (the first 100): the report to download. */
  rejected: Json<{ line: number; reason: string }[]>;
  error: Defaulted<string>;
  started_at: CreatedAt;
  finished_at: NullableTimestamp;
}

export interface BackOfficeTables {
  price_list_imports: PriceListImportsTable;
}

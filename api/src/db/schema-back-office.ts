import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, Json, Nullable, NullableTimestamp } from './columns.js';

/** One upload of a supplier's price list through the back office (migration `0017-back-office`). */
export interface PriceListImportsTable {
  id: Generated<number>;
  vendor_id: number;
  admin_id: Nullable<number>;
  file_name: string;
  /** 'interrupted': its API instance stopped (killed, crashed) before it finished (migration 0026). */
  status: Defaulted<'running' | 'done' | 'failed' | 'interrupted'>;
  /** Rows of the file read so far (the page's progress while it runs). */
  rows_read: Defaulted<number>;
  imported: Defaulted<number>;
  rejected_total: Defaulted<number>;
  /** The listed bad rows (the first 100): the report to download. */
  rejected: Json<{ line: number; reason: string }[]>;
  error: Defaulted<string>;
  started_at: CreatedAt;
  finished_at: NullableTimestamp;
  /** The `api_instances` row of the instance running it; null for imports older than migration 0026. */
  instance_id: Nullable<string>;
}

/** A live API instance (migration 0026): the work it runs is its own while `seen_at` is recent. */
export interface ApiInstancesTable {
  id: string;
  started_at: CreatedAt;
  seen_at: CreatedAt;
}

export interface BackOfficeTables {
  price_list_imports: PriceListImportsTable;
  api_instances: ApiInstancesTable;
}

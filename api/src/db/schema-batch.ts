import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, Nullable } from './columns.js';

/** A user's batch search (issue 13 §2): its lines are in `batch_search_lines`. */
export interface BatchSearchesTable {
  id: Generated<number>;
  uid: string;
  user_id: number;
  name: Defaulted<string>;
  line_count: number;
  created_at: CreatedAt;
}

export type BatchLineStatus = 'pending' | 'found' | 'ambiguous' | 'not_found' | 'invalid';

/** One line of a batch: as typed, its lookup keys and what the resolver found. */
export interface BatchSearchLinesTable {
  batch_id: number;
  line: number;
  brand_name: Defaulted<string>;
  number: Defaulted<string>;
  amount: number;
  comment: Defaulted<string>;
  normalized_brand: Defaulted<string>;
  normalized_number: Defaulted<string>;
  status: Defaulted<BatchLineStatus>;
  good_id: Nullable<number>;
  /** Goods of the number when the brand does not decide (ambiguous lines). */
  candidates: Defaulted<number[]>;
}

export interface BatchSearchTables {
  batch_searches: BatchSearchesTable;
  batch_search_lines: BatchSearchLinesTable;
}

import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, Nullable } from './columns.js';

/** A car in the user's garage (SPEC §3 Vehicle). */
export interface CarsTable {
  id: Generated<number>;
  user_id: number;
  mark: string;
  model: string;
  modification: Defaulted<string>;
  /** Upper-cased; null when the user did not give it. */
  vin: Nullable<string>;
  year: Nullable<number>;
  /** The OEM catalog vehicle the car was saved from (all three or none); the ssd is checked when used. */
  catalog_code: Nullable<string>;
  catalog_vehicle_id: Nullable<string>;
  catalog_ssd: Nullable<string>;
  created_at: CreatedAt;
}

/** A favourites notepad record (SPEC §3 Notepad record): a good the user keeps a note about. */
export interface NotepadRecordsTable {
  id: Generated<number>;
  user_id: number;
  good_id: number;
  amount: Defaulted<number>;
  comment: Defaulted<string>;
  car_id: Nullable<number>;
  created_at: CreatedAt;
}

export interface NotepadTables {
  cars: CarsTable;
  notepad_records: NotepadRecordsTable;
}

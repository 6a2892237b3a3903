import type { CreatedAt, Defaulted, NullableTimestamp } from './columns.js';

/** The seller's one row (migration `0029-seller`, `id` always 1). */
export interface SellerTable {
  id: Defaulted<number>;
  name: string;
  inn: string;
  kpp: Defaulted<string>;
  ogrn: string;
  legal_address: string;
  office_address: string;
  phone: string;
  wholesale_phone: Defaulted<string>;
  email: string;
  wholesale_email: Defaulted<string>;
  work_time: string;
  bank_name: string;
  bik: string;
  correspondent_account: string;
  settlement_account: string;
  updated_at: CreatedAt;
  /** When an admin last saved it; null while it holds the seed (then `SELLER_*` variables replace it at start). */
  edited_at: NullableTimestamp;
}

export interface SellerTables {
  seller: SellerTable;
}

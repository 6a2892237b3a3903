import type { Selectable } from 'kysely';
import type { SellerData } from '@shop/shared';
import type { Database } from '../db/connection.js';
import type { SellerTable } from '../db/schema-seller.js';

export type SellerRow = Selectable<SellerTable>;

/** Columns of each field of the record. */
const columns = {
  name: 'name',
  inn: 'inn',
  kpp: 'kpp',
  ogrn: 'ogrn',
  legalAddress: 'legal_address',
  officeAddress: 'office_address',
  phone: 'phone',
  wholesalePhone: 'wholesale_phone',
  email: 'email',
  wholesaleEmail: 'wholesale_email',
  workTime: 'work_time',
  bankName: 'bank_name',
  bik: 'bik',
  correspondentAccount: 'correspondent_account',
  settlementAccount: 'settlement_account',
} as const satisfies Record<keyof SellerData, keyof SellerTable>;

function toColumns(data: Partial<SellerData>) {
  const values: Partial<Record<(typeof columns)[keyof SellerData], string>> = {};
  for (const [field, value] of Object.entries(data) as [keyof SellerData, string][]) {
    values[columns[field]] = value;
  }
  return values;
}

export function sellerData(row: SellerRow): SellerData {
  const data = {} as SellerData;
  for (const [field, column] of Object.entries(columns) as [keyof SellerData, keyof SellerRow][]) {
    data[field] = String(row[column]);
  }
  return data;
}

/** The one row (migration 0029 inserts it). */
export async function findSeller(db: Database): Promise<SellerRow | undefined> {
  return db.selectFrom('seller').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The row locked for an admin's change, so two saves take turns and each audits what it replaced. */
export async function lockSeller(trx: Database): Promise<SellerRow | undefined> {
  return trx.selectFrom('seller').selectAll().where('id', '=', 1).forUpdate().executeTakeFirst();
}

export async function writeSeller(trx: Database, data: SellerData): Promise<SellerRow> {
  return trx
    .updateTable('seller')
    .set({ ...toColumns(data), updated_at: new Date(), edited_at: new Date() })
    .where('id', '=', 1)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The deploy's `SELLER_*` values over the seed, while no admin has edited the row. */
export async function writeSellerSeed(db: Database, data: Partial<SellerData>): Promise<void> {
  await db
    .updateTable('seller')
    .set({ ...toColumns(data), updated_at: new Date() })
    .where('id', '=', 1)
    .where('edited_at', 'is', null)
    .execute();
}

import type { Database } from '../db/connection.js';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';

/** A record with its good, brand and car, as the notepad list shows it. */
export interface RecordRow {
  id: number;
  amount: number;
  comment: string;
  good_id: number;
  good_name: string;
  number: string;
  brand_id: number;
  brand_name: string;
  car_id: number | null;
  mark: string | null;
  model: string | null;
  modification: string | null;
}

export interface RecordFilter {
  text?: string;
  brand?: string;
  carId?: number;
}

export interface RecordValues {
  good_id: number;
  amount: number;
  comment: string;
  car_id: number | null;
}

/** A notepad is a person's list of notes, not a catalogue: one page of this many is the whole of it. */
const RECORDS_LIMIT = 1000;

function likePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function recordQuery(db: Database, userId: number) {
  return db
    .selectFrom('notepad_records as r')
    .innerJoin('goods as g', 'g.id', 'r.good_id')
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .leftJoin('cars as c', 'c.id', 'r.car_id')
    .select([
      'r.id',
      'r.amount',
      'r.comment',
      'g.id as good_id',
      'g.name as good_name',
      'g.number',
      'b.id as brand_id',
      'b.name as brand_name',
      'c.id as car_id',
      'c.mark',
      'c.model',
      'c.modification',
    ])
    .where('r.user_id', '=', userId);
}

/** The user's records, newest first; the text matches the number (in any spelling), brand, name or comment. */
export function listRecords(db: Database, userId: number, filter: RecordFilter): Promise<RecordRow[]> {
  let query = recordQuery(db, userId);
  const text = filter.text?.trim();
  if (text) {
    const pattern = `%${likePattern(text)}%`;
    const number = normalizePartNumber(text);
    query = query.where((eb) =>
      eb.or([
        eb('g.name', 'ilike', pattern),
        eb('b.name', 'ilike', pattern),
        eb('r.comment', 'ilike', pattern),
        ...(number ? [eb('g.normalized_number', 'like', `%${likePattern(number)}%`)] : []),
      ]),
    );
  }
  if (filter.brand !== undefined)
    query = query.where('b.normalized_name', '=', normalizeBrandName(filter.brand));
  if (filter.carId !== undefined) query = query.where('r.car_id', '=', filter.carId);
  return query.orderBy('r.id', 'desc').limit(RECORDS_LIMIT).execute();
}

export function findRecord(db: Database, userId: number, id: number): Promise<RecordRow | undefined> {
  return recordQuery(db, userId).where('r.id', '=', id).executeTakeFirst();
}

export async function goodExists(db: Database, goodId: number): Promise<boolean> {
  const row = await db.selectFrom('goods').select('id').where('id', '=', goodId).executeTakeFirst();
  return row !== undefined;
}

export async function insertRecord(db: Database, userId: number, values: RecordValues): Promise<number> {
  const row = await db
    .insertInto('notepad_records')
    .values({ ...values, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the user's own record only; false when the id is not one of theirs. */
export async function updateRecord(
  db: Database,
  userId: number,
  id: number,
  values: RecordValues,
): Promise<boolean> {
  const result = await db
    .updateTable('notepad_records')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteRecord(db: Database, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('notepad_records')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

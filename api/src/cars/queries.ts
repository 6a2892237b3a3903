import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../db/connection.js';
import type { CarsTable } from '../db/schema-notepad.js';

export type CarRow = Selectable<CarsTable>;
export type CarValues = Omit<Insertable<CarsTable>, 'id' | 'user_id' | 'created_at'>;

/** One page of the user's cars, oldest first (SPEC §7: the garage asks page 1, perPage 100). */
export function listCars(db: Database, userId: number, page: number, perPage: number): Promise<CarRow[]> {
  return db
    .selectFrom('cars')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

export async function countCars(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cars')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findCar(db: Database, userId: number, id: number): Promise<CarRow | undefined> {
  return db
    .selectFrom('cars')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertCar(db: Database, userId: number, values: CarValues): Promise<CarRow> {
  return db
    .insertInto('cars')
    .values({ ...values, user_id: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes the user's own car only (columns left undefined stay); undefined when the id is not theirs. */
export function updateCar(
  db: Database,
  userId: number,
  id: number,
  values: CarValues,
): Promise<CarRow | undefined> {
  return db
    .updateTable('cars')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the user's own car; its notepad records keep their notes without a car. */
export async function deleteCar(db: Database, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cars')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

import type { Vehicle } from '@shop/shared';
import { VEHICLE_PAGE_SIZE } from '@shop/shared/cache';
import { validateOrViolations, vehicleSchema } from '@shop/shared/validation';
import type { Database } from '../db/connection.js';
import { notFound, validationError } from '../errors/http-error.js';
import { deleteCar, insertCar, listCars, updateCar, type CarRow, type CarValues } from './queries.js';

export const carMessages = {
  notFound: 'Автомобиль не найден',
} as const;

function toVehicle(row: CarRow): Vehicle {
  return {
    id: row.id,
    mark: row.mark,
    model: row.model,
    modification: row.modification,
    vin: row.vin,
    year: row.year,
  };
}

/** The body checked by the garage form's rules (VIN per SPEC §5 when given). */
async function carValues(body: unknown): Promise<CarValues> {
  const result = await validateOrViolations(vehicleSchema(), body);
  if (result.violations) throw validationError(result.violations);
  return result.value;
}

export async function garage(db: Database, userId: number): Promise<Vehicle[]> {
  return (await listCars(db, userId, VEHICLE_PAGE_SIZE)).map(toVehicle);
}

export async function addCar(db: Database, userId: number, body: unknown): Promise<Vehicle> {
  return toVehicle(await insertCar(db, userId, await carValues(body)));
}

/** Another user's car is 'not found' (404), and nothing changes. */
export async function changeCar(db: Database, userId: number, id: number, body: unknown): Promise<Vehicle> {
  const row = await updateCar(db, userId, id, await carValues(body));
  if (!row) throw notFound(carMessages.notFound);
  return toVehicle(row);
}

export async function removeCar(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteCar(db, userId, id))) throw notFound(carMessages.notFound);
}

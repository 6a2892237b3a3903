import type { CatalogVehicle, Vehicle, VehicleList } from '@shop/shared';
import { VEHICLE_PAGE_SIZE } from '@shop/shared/cache';
import { validateOrViolations, vehicleSchema, type VehicleInput } from '@shop/shared/validation';
import type { Database } from '../db/connection.js';
import { HttpError, notFound, validationError } from '../errors/http-error.js';
import type { OemProvider } from '../oem-catalogs/types.js';
import {
  countCars,
  deleteCar,
  insertCar,
  listCars,
  updateCar,
  type CarRow,
  type CarValues,
} from './queries.js';

export const carMessages = {
  notFound: 'Автомобиль не найден',
  catalogVehicleNotFound: 'Автомобиль не найден в каталоге',
} as const;

function toVehicle(row: CarRow): Vehicle {
  const { catalog_code: catalogCode, catalog_vehicle_id: vehicleId, catalog_ssd: ssd } = row;
  return {
    id: row.id,
    mark: row.mark,
    model: row.model,
    modification: row.modification,
    vin: row.vin,
    year: row.year,
    catalogVehicle:
      catalogCode !== null && vehicleId !== null && ssd !== null ? { catalogCode, vehicleId, ssd } : null,
  };
}

/**
 * The catalog vehicle must be one the catalog gives for this `ssd` now: a changed or foreign ssd (400) or an
 * unknown catalog or vehicle (404) is refused as bad input; a catalog service that fails answers as it does.
 */
async function checkCatalogVehicle(catalogs: OemProvider, vehicle: CatalogVehicle): Promise<void> {
  try {
    await catalogs.vehicle(vehicle.catalogCode, vehicle.ssd, vehicle.vehicleId, null);
  } catch (error) {
    if (!(error instanceof HttpError) || (error.statusCode !== 400 && error.statusCode !== 404)) throw error;
    const message = error.statusCode === 400 ? error.body.message : carMessages.catalogVehicleNotFound;
    throw validationError([{ propertyPath: 'catalogVehicle', message }]);
  }
}

/** The body checked by the garage form's rules (VIN per SPEC §5 when given), the catalog vehicle by its catalog. */
async function carValues(catalogs: OemProvider, body: unknown): Promise<CarValues> {
  const result = await validateOrViolations<VehicleInput>(vehicleSchema(), body);
  if (result.violations) throw validationError(result.violations);
  const { catalogVehicle, ...car } = result.value;
  if (catalogVehicle) await checkCatalogVehicle(catalogs, catalogVehicle);
  // Left out: the stored reference stays (a change from a client that does not know it).
  if (catalogVehicle === undefined) return car;
  return {
    ...car,
    catalog_code: catalogVehicle?.catalogCode ?? null,
    catalog_vehicle_id: catalogVehicle?.vehicleId ?? null,
    catalog_ssd: catalogVehicle?.ssd ?? null,
  };
}

/** A page of the user's garage; the garage page asks page 1 of 100 (SPEC §7 Cars). */
export async function garage(
  db: Database,
  userId: number,
  page = 1,
  perPage = VEHICLE_PAGE_SIZE,
): Promise<VehicleList> {
  const [rows, total] = await Promise.all([listCars(db, userId, page, perPage), countCars(db, userId)]);
  return { items: rows.map(toVehicle), total, page, perPage };
}

export async function addCar(
  db: Database,
  catalogs: OemProvider,
  userId: number,
  body: unknown,
): Promise<Vehicle> {
  return toVehicle(await insertCar(db, userId, await carValues(catalogs, body)));
}

/** Another user's car is 'not found' (404), and nothing changes. */
export async function changeCar(
  db: Database,
  catalogs: OemProvider,
  userId: number,
  id: number,
  body: unknown,
): Promise<Vehicle> {
  const row = await updateCar(db, userId, id, await carValues(catalogs, body));
  if (!row) throw notFound(carMessages.notFound);
  return toVehicle(row);
}

export async function removeCar(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteCar(db, userId, id))) throw notFound(carMessages.notFound);
}

import { CAR_MODIFICATION_MAX_LENGTH, CAR_TEXT_MAX_LENGTH, type VehicleInput } from '@shop/shared/validation';
import type { Vehicle } from '../../api/laximo';

const cut = (text: string, length: number) => text.trim().slice(0, length);

const isModel = (item: Vehicle['attributes'][number]) => item.key === 'model' || item.name === 'Модель';
const isYears = (item: Vehicle['attributes'][number]) => /год|year/i.test(`${item.key} ${item.name}`);

/** The year when the catalog names one; a range ('2010–2015') says nothing of this car's own year. */
function yearOf(vehicle: Vehicle): number | null {
  const years = vehicle.attributes.find(isYears)?.value.match(/(19|20)\d{2}/g) ?? [];
  return years.length === 1 ? Number(years[0]) : null;
}

/**
 * What tells this car from others of its model, short enough to read in a list: the attributes' values
 * without their names, each once (the engine's label already holds its code and power).
 */
function modificationOf(vehicle: Vehicle): string {
  const values: string[] = [];
  for (const item of vehicle.attributes) {
    const value = item.value.trim();
    if (isModel(item) || isYears(item) || value === '') continue;
    if (values.some((taken) => taken.includes(value))) continue;
    values.push(value);
  }
  return values.join(', ');
}

/**
 * The garage entry of a catalog vehicle: maker, the model attribute (else the vehicle's name), the
 * distinguishing attributes as modification, the VIN it was found by, and the vehicle itself (catalog, id,
 * ssd) so that the garage reopens this page also for a car found through the wizard, without a VIN.
 */
export function garageCar(vehicle: Vehicle, vin: string | null): VehicleInput {
  const model = vehicle.attributes.find(isModel)?.value ?? vehicle.name;
  return {
    mark: cut(vehicle.brand, CAR_TEXT_MAX_LENGTH),
    model: cut(model, CAR_TEXT_MAX_LENGTH),
    modification: cut(modificationOf(vehicle), CAR_MODIFICATION_MAX_LENGTH),
    vin,
    year: yearOf(vehicle),
    catalogVehicle: { catalogCode: vehicle.catalogCode, vehicleId: vehicle.vehicleId, ssd: vehicle.ssd },
  };
}

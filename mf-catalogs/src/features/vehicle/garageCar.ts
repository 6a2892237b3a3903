import { CAR_MODIFICATION_MAX_LENGTH, CAR_TEXT_MAX_LENGTH, type VehicleInput } from '@shop/shared/validation';
import type { Vehicle } from '../../api/laximo';

const cut = (text: string, length: number) => text.trim().slice(0, length);

/** The first four-digit year of the 'годы выпуска' kind of attribute, if any. */
function yearOf(vehicle: Vehicle): number | null {
  const attribute = vehicle.attributes.find((item) => /год|year/i.test(`${item.key} ${item.name}`));
  const year = attribute?.value.match(/(19|20)\d{2}/)?.[0];
  return year ? Number(year) : null;
}

const isModel = (item: Vehicle['attributes'][number]) => item.key === 'model' || item.name === 'Модель';

/**
 * The garage entry of a catalog vehicle: maker, the model attribute (else the vehicle's name), the other
 * attributes as modification, the VIN it was found by, and the vehicle itself (catalog, id, ssd) so that the
 * garage reopens this page also for a car found through the wizard, without a VIN.
 */
export function garageCar(vehicle: Vehicle, vin: string | null): VehicleInput {
  const model = vehicle.attributes.find(isModel)?.value ?? vehicle.name;
  const modification = vehicle.attributes
    .filter((item) => !isModel(item))
    .map((item) => `${item.name}: ${item.value}`)
    .join(', ');
  return {
    mark: cut(vehicle.brand, CAR_TEXT_MAX_LENGTH),
    model: cut(model, CAR_TEXT_MAX_LENGTH),
    modification: cut(modification, CAR_MODIFICATION_MAX_LENGTH),
    vin,
    year: yearOf(vehicle),
    catalogVehicle: { catalogCode: vehicle.catalogCode, vehicleId: vehicle.vehicleId, ssd: vehicle.ssd },
  };
}

import type { CarFromVin } from '@shop/shared';
import { isValidVin, normalizeVin, ruleMessages } from '@shop/shared/validation';
import { validationError } from '../errors/http-error.js';
import { findVehicles } from '../oem-catalogs/service.js';
import type { OemProvider, Vehicle as CatalogVehicleData } from '../oem-catalogs/types.js';

const attribute = (vehicle: CatalogVehicleData, key: string) =>
  vehicle.attributes.find((entry) => entry.key === key)?.value.trim() ?? '';

/** Engine, power and gearbox; a value the engine's label already tells ('1.6 MPI 105 л.с.') is not repeated. */
function modificationOf(vehicle: CatalogVehicleData): string {
  const parts: string[] = [];
  for (const value of ['engine', 'power', 'gearbox'].map((key) => attribute(vehicle, key))) {
    if (value && !parts.some((part) => part.includes(value))) parts.push(value);
  }
  return parts.join(', ');
}

/**
 * The garage form's fields from a VIN, decoded as the catalog's VIN search decodes it: the make and model year
 * from the VIN, model and modification (engine, power, gearbox) from the first vehicle the catalog finds.
 * A VIN that breaks the form's rule is refused with the form's message.
 */
export async function carFromVin(catalogs: OemProvider, typed: string): Promise<CarFromVin> {
  const vin = normalizeVin(typed);
  if (!isValidVin(vin)) throw validationError([{ propertyPath: 'vin', message: ruleMessages.vin }]);
  const { vehicles, decoded } = await findVehicles(catalogs, { identString: vin });
  const [vehicle] = vehicles;
  const known = decoded !== null && decoded.catalogCode !== null;
  return {
    mark: vehicle?.brand ?? (known ? decoded.maker : ''),
    model: vehicle ? attribute(vehicle, 'model') : '',
    modification: vehicle ? modificationOf(vehicle) : '',
    year: decoded?.modelYear ?? null,
    catalogVehicle: vehicle
      ? { catalogCode: vehicle.catalogCode, vehicleId: vehicle.vehicleId, ssd: vehicle.ssd }
      : null,
  };
}

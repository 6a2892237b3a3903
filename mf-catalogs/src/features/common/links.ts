import type { Unit, Vehicle } from '../../api/laximo';

/** A vehicle's title: its name, with the maker in front unless the name already starts with it. */
export function vehicleTitle(vehicle: Vehicle): string {
  return vehicle.name.toLowerCase().startsWith(vehicle.brand.toLowerCase())
    ? vehicle.name
    : `${vehicle.brand} ${vehicle.name}`;
}

/** The vehicle page of a found vehicle; `vin` is kept so that 'В гараж' saves it with the car. */
export function vehicleLink(vehicle: Vehicle, vin?: string | null): string {
  const query = new URLSearchParams({
    catalogCode: vehicle.catalogCode,
    ssd: vehicle.ssd,
    vehicleId: vehicle.vehicleId,
  });
  if (vin) query.set('vin', vin);
  return `/catalogs/originals/vehicle?${query.toString()}`;
}

/** A unit's page, remembering its vehicle for the way back. */
export function unitLink(catalogCode: string, unit: Unit, vehicleLinkBack: string): string {
  const query = new URLSearchParams({
    catalogCode,
    ssd: unit.ssd,
    unitId: unit.unitId,
    back: vehicleLinkBack,
  });
  return `/catalogs/originals/unit?${query.toString()}`;
}

/** Search offers of a part number (mf-search). */
export function offersLink(brandName: string, number: string): string {
  return `/search?${new URLSearchParams({ brandName, number }).toString()}`;
}

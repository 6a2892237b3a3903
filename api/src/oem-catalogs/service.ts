import { HttpError } from '../errors/http-error.js';
import type { OemProvider, Vehicle } from './types.js';
import { decodeVin, otherMakes, type DecodedVin } from './vin.js';

export const badIdentMessage = 'Неверный формат VIN или номера кузова';
const FRAME = /^[A-Z0-9]{2,10}-?[0-9]{4,8}$/;

export interface VehicleSearch {
  catalogCode?: string;
  ssd?: string;
  identString?: string;
}

/** Vehicles by a VIN (with what its WMI and year code say, also when nothing is found), a frame or the wizard. */
export async function findVehicles(
  provider: OemProvider,
  search: VehicleSearch,
): Promise<{ vehicles: Vehicle[]; decoded: DecodedVin | null }> {
  const catalogCode = search.catalogCode || null;
  if (search.identString !== undefined) {
    const ident = search.identString.replace(/\s+/g, '').toUpperCase();
    const decoded = decodeVin(ident);
    if (decoded) {
      const [vehicles, catalogs] = await Promise.all([
        provider.vehiclesByIdent(decoded.vin, 'vin', catalogCode),
        provider.catalogs(),
      ]);
      // The found vehicle's catalog is the wizard to link; a plant building two makes (Z94: Hyundai and
      // Kia) is named by the make of that catalog.
      const found = catalogs.find((catalog) => catalog.code === vehicles[0]?.catalogCode);
      if (found) {
        const maker = otherMakes(decoded.vin).includes(found.name) ? found.name : decoded.maker;
        return { vehicles, decoded: { ...decoded, maker, catalogCode: found.code } };
      }
      // The maker's wizard is offered only when the shop has that maker's catalog.
      const known = catalogs.some((catalog) => catalog.code === decoded.catalogCode);
      return { vehicles, decoded: { ...decoded, catalogCode: known ? decoded.catalogCode : null } };
    }
    if (!FRAME.test(ident)) throw new HttpError(400, badIdentMessage);
    return { vehicles: await provider.vehiclesByIdent(ident, 'frame', catalogCode), decoded: null };
  }
  if (catalogCode === null) throw new HttpError(400, 'Укажите каталог и выбор автомобиля (ssd) или VIN');
  return { vehicles: await provider.vehiclesByWizard(catalogCode, search.ssd ?? ''), decoded: null };
}

/** Image sizes: the source drawing, or a width from 50 to 2000 pixels. */
export function imageSize(size: string): string | null {
  if (size === 'source') return size;
  return /^[1-9]\d{1,3}$/.test(size) && Number(size) >= 50 && Number(size) <= 2000 ? size : null;
}

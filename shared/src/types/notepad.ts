/** The garage and the favourites notepad as the API sends them (SPEC §3 Vehicle, Notepad record). */
import type { Offer } from './catalog.js';

/**
 * The OEM catalog vehicle a garage car was saved from (`/catalogs/originals/vehicle?catalogCode&ssd&vehicleId`):
 * the `ssd` is the catalog's opaque token, checked by the API when saved and again whenever it is used.
 */
export interface CatalogVehicle {
  catalogCode: string;
  vehicleId: string;
  ssd: string;
}

export interface Vehicle {
  id: number;
  mark: string;
  model: string;
  modification: string;
  vin: string | null;
  year: number | null;
  /** Null for a car typed in by hand (or saved before the garage remembered it). */
  catalogVehicle: CatalogVehicle | null;
}

/** `GET /api/v2/cars` and `/api/cars` (`page`, `perPage` up to 100; SPEC §7 Cars: page 1, perPage 100). */
/**
 * What a typed VIN tells the garage form, as the OEM catalog decodes it (`GET /api/v2/cars/vin/{vin}`): the make
 * and model year from the VIN itself, model and modification from the catalog's vehicle; '' where it tells nothing.
 */
export interface CarFromVin {
  mark: string;
  model: string;
  modification: string;
  year: number | null;
  /** The catalog's vehicle, saved with the car so its catalog and the oils that fit open from the garage. */
  catalogVehicle: CatalogVehicle | null;
}

export interface VehicleList {
  items: Vehicle[];
  total: number;
  page: number;
  perPage: number;
}

/** The car of a record, as SPEC §3 names it. */
export type NotepadCar = Pick<Vehicle, 'id' | 'mark' | 'model' | 'modification'>;

export interface NotepadGood {
  id: number;
  name: string;
  number: string;
  brand: { name: string };
  isInFavorite: boolean;
}

export interface NotepadRecord {
  id: number;
  good: NotepadGood;
  amount: number;
  comment: string;
  car: NotepadCar | null;
  /** The cheapest offer of the good in stock at the user's price now; null when nobody has it. */
  offer: Offer | null;
}

/** `GET /api/notepad/record/` filters. */
export interface NotepadFilter {
  /** Part of the number, brand, name or comment. */
  text?: string;
  brand?: string;
  car?: number;
}

import type { Generated } from 'kysely';
import type { Defaulted, Nullable } from './columns.js';

/** A maker's original catalog (built-in OEM catalogs, migration 0015). */
export interface OemCatalogsTable {
  code: string;
  name: string;
  brand: string;
  sort: Defaulted<number>;
}

/** One modification of a model: the wizard's steps are these columns. */
export interface OemVehiclesTable {
  id: Generated<number>;
  catalog_code: string;
  model: string;
  body: string;
  year_from: number;
  year_to: number;
  engine: string;
  engine_code: string;
  power_hp: number;
  gearbox: string;
  drive: string;
  sort: Defaulted<number>;
}

/** A VIN or a frame number of a known vehicle. */
export interface OemVehicleIdentsTable {
  ident: string;
  vehicle_id: number;
  kind: 'vin' | 'frame';
}

export interface OemTreeTable {
  id: number;
  name: string;
  parent_id: Nullable<number>;
  sort: Defaulted<number>;
}

export interface OemUnitsTable {
  id: Generated<number>;
  code: string;
  name: string;
  category_id: number;
}

export interface OemVehicleUnitsTable {
  vehicle_id: number;
  unit_id: number;
}

/** A part of a unit: `position` orders the callouts of the drawing. */
export interface OemDetailsTable {
  unit_id: number;
  position: number;
  code_on_image: string;
  oem: string;
  normalized_oem: string;
  brand: string;
  name: string;
  amount: Nullable<string>;
  note: Nullable<string>;
  quick_group_id: Nullable<number>;
}

export interface OemTables {
  oem_catalogs: OemCatalogsTable;
  oem_vehicles: OemVehiclesTable;
  oem_vehicle_idents: OemVehicleIdentsTable;
  oem_categories: OemTreeTable;
  oem_quick_groups: OemTreeTable;
  oem_units: OemUnitsTable;
  oem_vehicle_units: OemVehicleUnitsTable;
  oem_details: OemDetailsTable;
}

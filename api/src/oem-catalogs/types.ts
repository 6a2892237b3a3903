/** Shapes of the OEM catalogs as the shop's API answers them (Laximo's names, see catalogs contract). */
export type CatalogFeature = 'wizardsearch2' | 'vinsearch' | 'framesearch' | 'quickgroups';

export interface Catalog {
  code: string;
  name: string;
  brand: string;
  icon: string | null;
  features: { name: CatalogFeature }[];
}

export interface WizardStep {
  conditionId: string;
  name: string;
  value: string;
  determined: boolean;
  automatic: boolean;
  ssd: string;
  options: { key: string; value: string }[];
}

export interface CatalogInfo {
  catalog: Catalog;
  wizard: WizardStep[];
  allowListVehicles: boolean;
}

export interface Attribute {
  key: string;
  name: string;
  value: string;
}

export interface Vehicle {
  vehicleId: string;
  catalogCode: string;
  brand: string;
  name: string;
  ssd: string;
  attributes: Attribute[];
}

export interface Category {
  categoryId: string;
  name: string;
  parentId: string | null;
}

export interface Unit {
  unitId: string;
  code: string;
  name: string;
  imageUrl: string;
  ssd: string;
}

export interface Detail {
  codeOnImage: string;
  oem: string;
  brand: string;
  name: string;
  amount: string | null;
  note: string | null;
}

export interface ImageMapArea {
  code: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface VehicleInfo {
  vehicle: Vehicle;
  categories: Category[];
  units: Unit[];
}

export interface QuickGroup {
  quickGroupId: string;
  name: string;
  link: boolean;
  children: QuickGroup[];
}

export interface UnitWithDetails extends Unit {
  details: Detail[];
}

export interface UnitInfo {
  unit: Unit;
  details: Detail[];
  imageMap: ImageMapArea[];
}

export interface WhereUsed {
  catalogCode: string;
  vehicleId: string;
  name: string;
  ssd: string;
  unitId: string;
  unitName: string;
}

/**
 * Where the OEM catalogs come from: the built-in data set, or Laximo's service. Unknown catalog, vehicle or
 * unit → `HttpError` 404, a bad `ssd` → 400, a remote service that fails or is slow → 502/503.
 */
export interface OemProvider {
  catalogs(): Promise<Catalog[]>;
  catalogInfo(catalogCode: string, ssd: string): Promise<CatalogInfo>;
  vehiclesByWizard(catalogCode: string, ssd: string): Promise<Vehicle[]>;
  /** By a VIN or a frame number, in one catalog or in all. */
  vehiclesByIdent(ident: string, kind: 'vin' | 'frame', catalogCode: string | null): Promise<Vehicle[]>;
  vehicle(
    catalogCode: string,
    ssd: string,
    vehicleId: string,
    categoryId: string | null,
  ): Promise<VehicleInfo>;
  quickGroups(catalogCode: string, ssd: string, vehicleId: string): Promise<QuickGroup[]>;
  quickGroupUnits(
    catalogCode: string,
    ssd: string,
    vehicleId: string,
    groupId: string,
  ): Promise<UnitWithDetails[]>;
  unit(catalogCode: string, ssd: string, unitId: string): Promise<UnitInfo>;
  whereUsed(oem: string, brand: string | null): Promise<WhereUsed[]>;
  /** The unit's drawing (SVG) at a size ('source' or a width in pixels), null when there is none. */
  image(unitCode: string, size: string): Promise<string | null>;
}

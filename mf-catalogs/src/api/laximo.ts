import { apiClient } from '@shop/shared/api';

/** Shapes of `/api/laximo2/*` (Laximo's own, see the catalogs contract): makers, wizard, vehicles, units. */
export type CatalogFeature = 'wizardsearch2' | 'vinsearch' | 'framesearch' | 'quickgroups';

export interface Catalog {
  code: string;
  name: string;
  brand: string;
  icon: string | null;
  features: { name: CatalogFeature }[];
}

export interface WizardOption {
  /** The ssd after choosing this option. */
  key: string;
  value: string;
}

export interface WizardStep {
  conditionId: string;
  name: string;
  /** '' when not chosen. */
  value: string;
  determined: boolean;
  /** Determined by the other choices: no clear button. */
  automatic: boolean;
  /** The ssd with this step cleared. */
  ssd: string;
  options: WizardOption[];
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

export interface DecodedVin {
  vin: string;
  maker: string;
  catalogCode: string | null;
  modelYear: number | null;
  plant: string | null;
}

export interface VehiclesAnswer {
  vehicles: Vehicle[];
  decoded: DecodedVin | null;
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
  /** Contains '%size%': '250' for a card, 'source' for the full drawing. */
  imageUrl: string;
  ssd: string;
}

export interface VehicleAnswer {
  vehicle: Vehicle;
  categories: Category[];
  units: Unit[];
}

export interface QuickGroup {
  quickGroupId: string;
  name: string;
  /** Has details. */
  link: boolean;
  children: QuickGroup[];
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

export interface UnitAnswer {
  unit: Unit;
  details: Detail[];
  imageMap: ImageMapArea[];
}

export interface VehicleRef {
  catalogCode: string;
  ssd: string;
  vehicleId: string;
}

const get = <T>(call: string, params: object) =>
  apiClient.get<T>(`/api/laximo2/${call}`, { params }).then((r) => r.data);

/** The OEM catalog calls of SPEC §7 (`/api/laximo2/*`); guests allowed. */
export const laximoApi = {
  catalogs: () => get<Catalog[]>('catalogs', {}),
  catalogInfo: (catalogCode: string, ssd: string) =>
    get<CatalogInfo>('catalog_info', { catalogCode, ...(ssd ? { ssd } : {}) }),
  vehiclesBySsd: (catalogCode: string, ssd: string) => get<VehiclesAnswer>('vehicles', { catalogCode, ssd }),
  vehiclesByIdent: (identString: string, catalogCode?: string) =>
    get<VehiclesAnswer>('vehicles', { identString, ...(catalogCode ? { catalogCode } : {}) }),
  vehicle: (ref: VehicleRef, categoryId?: string) =>
    get<VehicleAnswer>('vehicle', { ...ref, ...(categoryId ? { categoryId } : {}) }),
  quickGroups: (ref: VehicleRef) => get<{ groups: QuickGroup[] }>('quick_groups', ref),
  quickGroupUnits: (ref: VehicleRef, groupId: string) =>
    get<{ units: (Unit & { details: Detail[] })[] }>('quick_groups', { ...ref, groupId }),
  unit: (catalogCode: string, ssd: string, unitId: string) =>
    get<UnitAnswer>('unit', { catalogCode, ssd, unitId }),
};

/** A unit's drawing at a size: '250' for a card, 'source' for the full drawing. */
export function unitImage(unit: Unit, size: '250' | 'source'): string {
  return unit.imageUrl.replace('%size%', size);
}

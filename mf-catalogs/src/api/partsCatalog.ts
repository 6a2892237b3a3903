import { apiClient } from '@shop/shared/api';

/** Shapes of `/api/parts-catalog/*` (the aftermarket 'Catalogs API', see the catalogs contract). */
export interface PartsCatalog {
  id: string;
  name: string;
  modelsCount: number;
}

export interface CatalogModel {
  id: string;
  name: string;
  img: string | null;
}

export interface Car {
  id: string;
  catalogId: string;
  name: string;
  description: string;
  modelId: string;
  modelName: string;
  vin: string | null;
  parameters: { key: string; name: string; value: string }[];
}

export interface CarGroup {
  id: string;
  parentId: string | null;
  hasSubgroups: boolean;
  hasParts: boolean;
  name: string;
  img: string | null;
}

export interface CatalogPart {
  id: string;
  name: string;
  number: string;
  brand: string;
  notice: string | null;
  positionNumber: string;
}

export interface CatalogUnit {
  img: string;
  imgDescription: string;
  partGroups: {
    name: string;
    number: string;
    positionNumber: string;
    description: string;
    parts: CatalogPart[];
  }[];
  positions: { number: string; coordinates: [x: number, y: number, width: number, height: number] }[];
}

const get = <T>(call: string, params: object = {}) =>
  apiClient.get<T>(`/api/parts-catalog/${call}`, { params }).then((r) => r.data);

export const partsCatalogApi = {
  catalogs: () => get<PartsCatalog[]>('fetch-catalogs'),
  models: (catalogId: string) => get<CatalogModel[]>(`fetch-catalogs/${encodeURIComponent(catalogId)}`),
  carsByVin: (vin: string) => get<Car[]>(`fetch-vehicles-by-vin/${encodeURIComponent(vin)}`),
  cars: (catalogId: string, modelId: string) => get<Car[]>('fetch-vehicles/', { catalogId, modelId }),
  car: (catalogId: string, carId: string) => get<Car>('fetch-vehicle', { catalogId, carId }),
  groups: (catalogId: string, carId: string, groupId?: string) =>
    get<CarGroup[]>('fetch-quick-group', { catalogId, carId, ...(groupId ? { groupId } : {}) }),
  unit: (catalogId: string, carId: string, groupId: string) =>
    get<CatalogUnit>('fetch-unit', { catalogId, carId, groupId }),
};

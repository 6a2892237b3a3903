import type { OfferPromotion } from '@shop/shared';
import { apiClient } from '@shop/shared/api';

/** Shapes of `/api/oils`, `/api/goods/{brand}`, `/api/goods-catalog/*` and `/api/accessories` (catalogs contract). */
export interface BestOffer {
  /** The add-to-cart key, as the search offers give it. */
  itemKey: string;
  price: number;
  deliveryDays: number;
  /** Hours and own stock, as the search's offer has them: the day it is at the shop. */
  deliveryTime: number;
  isStock: boolean;
  quantity: number;
  /** Added by the goods API beyond the contract: the offer's minimum and multiple (1 when absent). */
  minAmount?: number;
  multiplicity?: number;
  promotion?: OfferPromotion;
}

export interface OilItem {
  goodId: number;
  brandName: string;
  number: string;
  name: string;
  kind: string;
  viscosity: string | null;
  specs: string[];
  approvals: string[];
  /** Litres. */
  volume: number | null;
  bestOffer: BestOffer | null;
}

export const OIL_FACETS = ['kind', 'viscosity', 'spec', 'approval', 'volume', 'brand'] as const;
export type OilFacet = (typeof OIL_FACETS)[number];

export interface Facet {
  value: string;
  count: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OilsAnswer extends Page<OilItem> {
  facets: Record<OilFacet, Facet[]>;
}

/** Filters of `/api/oils`: each facet a list of values (sent comma-separated), stock only, a garage car. */
export interface OilsQuery {
  filters: Partial<Record<OilFacet, string[]>>;
  stockOnly: boolean;
  carId: number | null;
  page: number;
}

export interface BrandGoods extends Page<{ number: string; name: string; hasOffers: boolean }> {
  brand: { name: string; description: string | null };
}

export interface BrandsList {
  letters: string[];
  brands: { name: string; goodsCount: number }[];
}

export interface AccessoryItem {
  goodId: number;
  brandName: string;
  number: string;
  name: string;
  category: string;
  bestOffer: BestOffer | null;
}

export interface AccessoriesAnswer extends Page<AccessoryItem> {
  categories: { slug: string; name: string; count: number }[];
}

function oilsParams({ filters, stockOnly, carId, page }: OilsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page };
  for (const facet of OIL_FACETS) {
    const values = filters[facet];
    if (values && values.length > 0) params[facet] = values.join(',');
  }
  if (stockOnly) params.stockOnly = 'true';
  if (carId !== null) params.carId = carId;
  return params;
}

export const goodsApi = {
  oils: (query: OilsQuery) =>
    apiClient.get<OilsAnswer>('/api/oils', { params: oilsParams(query) }).then((r) => r.data),
  brandGoods: (brand: string, page: number) =>
    apiClient
      .get<BrandGoods>(`/api/goods/${encodeURIComponent(brand)}`, { params: { page } })
      .then((r) => r.data),
  brandsList: (letter: string | null) =>
    apiClient
      .get<BrandsList>('/api/goods-catalog/brands-list', { params: letter ? { letter } : {} })
      .then((r) => r.data),
  accessories: (category: string | null, page: number) =>
    apiClient
      .get<AccessoriesAnswer>('/api/accessories', { params: { page, ...(category ? { category } : {}) } })
      .then((r) => r.data),
};

import type {
  Brand,
  FindByQueryParams,
  FindByQueryResponse,
  Good,
  NumberMatch,
  PartSuggestion,
  PriceCalculation,
  PriceLevel,
  RemoteOffersParams,
  RemoteOffersResponse,
  Vendor,
  VendorDeliveryStatistics,
} from '../types/index.js';
import { apiClient } from './client.js';

/** Goods, brands, search and offers calls of SPEC §7. */
export const searchApi = {
  suggestions: (query: string, signal?: AbortSignal) =>
    apiClient
      .get<PartSuggestion[]>('/api/v2/search/suggestions', { params: { query }, signal })
      .then((r) => r.data),
  selectSuggestion: (id: number) =>
    apiClient.post(`/api/v2/search/select_suggestion/${id}`).then(() => undefined),
  findByQuery: (params: FindByQueryParams, signal?: AbortSignal) =>
    apiClient.get<FindByQueryResponse>('/api/v2/search/findByQuery', { params, signal }).then((r) => r.data),
  remoteOffers: (params: RemoteOffersParams, signal?: AbortSignal) =>
    apiClient.get<RemoteOffersResponse>('/api/search/remote_offers', { params, signal }).then((r) => r.data),
  /** The brands that have this number. */
  goodsByNumber: (number: string, strict = true) =>
    apiClient.get<NumberMatch[]>('/api/goods/search', { params: { number, strict } }).then((r) => r.data),
  good: (brandName: string, number: string) =>
    apiClient
      .get<Good>(`/api/goods/${encodeURIComponent(brandName)}/${encodeURIComponent(number)}`)
      .then((r) => r.data),
  replacements: (brandName: string, number: string) =>
    apiClient.get<Good[]>('/api/goods/replacements', { params: { brandName, number } }).then((r) => r.data),
  brands: () => apiClient.get<Brand[]>('/api/brands').then((r) => r.data),
  brand: (brandName: string) =>
    apiClient.get<Brand>('/api/brands/show', { params: { brandName } }).then((r) => r.data),
  priceCalculation: (itemKey: string, priceLevel?: number) =>
    apiClient
      .get<PriceCalculation>(`/api/v2/offer/price-calculation-info/${encodeURIComponent(itemKey)}`, {
        params: { priceLevel },
      })
      .then((r) => r.data),
  priceLevels: () => apiClient.get<PriceLevel[]>('/api/pricelevel').then((r) => r.data),
  remoteVendors: () => apiClient.get<Vendor[]>('/api/vendor/getRemoteVendors').then((r) => r.data),
  deliveryStatistics: (vendorId: number) =>
    apiClient
      .get<VendorDeliveryStatistics>(`/api/vendor/delivery/statistics/${vendorId}`)
      .then((r) => r.data),
};

import type { Seller, SellerData } from '@shop/shared';
import { apiClient } from '@shop/shared/api';

/** The seller's record in the back office (`/api/admin/seller`, admins only). */
export const sellerApi = {
  get: () => apiClient.get<Seller>('/api/admin/seller').then((r) => r.data),
  save: (data: SellerData) => apiClient.put<Seller>('/api/admin/seller', data).then((r) => r.data),
};

import type { CarFromVin } from '@shop/shared';
import { apiClient } from '@shop/shared/api';

/** The garage's own call (the list and changes are the kernel's `carsApi`, which other teams use too). */
export const garageApi = {
  carFromVin: (vin: string, signal?: AbortSignal) =>
    apiClient.get<CarFromVin>(`/api/v2/cars/vin/${encodeURIComponent(vin)}`, { signal }).then((r) => r.data),
};

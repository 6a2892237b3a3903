import type { NotepadFilter, NotepadRecord, Vehicle, VehicleList } from '../types/index.js';
import type { NotepadRecordInput, VehicleInput } from '../validation/index.js';
import { VEHICLE_PAGE_SIZE } from '../cache/index.js';
import { apiClient } from './client.js';

/** The favourites notepad calls of SPEC §7 Notepad. */
export const notepadApi = {
  list: (filter: NotepadFilter = {}, signal?: AbortSignal) =>
    apiClient.get<NotepadRecord[]>('/api/notepad/record/', { params: filter, signal }).then((r) => r.data),
  add: (record: NotepadRecordInput) =>
    apiClient.post<NotepadRecord>('/api/notepad/record/new', record).then((r) => r.data),
  update: (id: number, record: NotepadRecordInput) =>
    apiClient.put<NotepadRecord>(`/api/notepad/record/${id}`, record).then((r) => r.data),
  remove: (id: number) => apiClient.delete(`/api/notepad/record/${id}`).then(() => undefined),
};

/** The garage calls of SPEC §7 Cars (`/api/v2/cars`): the list is page 1 of 100, its field `items`. */
export const carsApi = {
  list: () =>
    apiClient
      .get<VehicleList>('/api/v2/cars', { params: { page: 1, perPage: VEHICLE_PAGE_SIZE } })
      .then((r) => r.data.items),
  add: (car: VehicleInput) => apiClient.post<Vehicle>('/api/v2/cars', car).then((r) => r.data),
  update: (id: number, car: VehicleInput) =>
    apiClient.put<Vehicle>(`/api/v2/cars/${id}`, car).then((r) => r.data),
  remove: (id: number) => apiClient.delete(`/api/v2/cars/${id}`).then(() => undefined),
};

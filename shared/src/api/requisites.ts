import type { BankSuggestion, CompanySuggestion } from '../types/index.js';
import { apiClient } from './client.js';

/** Bank and company suggestions of SPEC §7 (DaData's shape, from DaData or the shop's directory). */
export const requisitesApi = {
  banks: (query: string, signal?: AbortSignal) =>
    apiClient
      .get<BankSuggestion[]>('/api/dadata/bank/suggest', { params: { query }, signal })
      .then((r) => r.data),
  companies: (query: string, signal?: AbortSignal) =>
    apiClient
      .get<CompanySuggestion[]>('/api/dadata/party/suggest', { params: { query }, signal })
      .then((r) => r.data),
};

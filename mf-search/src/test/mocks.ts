import { apiModuleMock as mockApis } from '@shop/shared/testing/mocks';

/**
 * The `jest.mock` factory of `@shop/shared/api` for mf-search: `searchApi`, `cartApi`, `notepadApi`,
 * and `carsApi` answer no network (batch tests mock `../api/batch` too). A remote supplier's row asks for its
 * delivery statistics (the on-time share beside the date): a supplier without deliveries unless a test says
 * otherwise.
 */
export const apiModuleMock = () => {
  const api = mockApis(['searchApi', 'cartApi', 'notepadApi', 'carsApi']);
  jest.mocked(api.searchApi.deliveryStatistics).mockImplementation(async (vendorId) => ({
    vendorId,
    ordersTotal: 0,
    onTimePercent: 0,
    averageDelayHours: 0,
    terms: [],
  }));
  // A search that finds nothing asks for suggestions ('Возможно, вы искали'): none unless a test says so.
  jest.mocked(api.searchApi.suggestions).mockResolvedValue([]);
  return api;
};

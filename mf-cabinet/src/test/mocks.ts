import { apiModuleMock as mockApis } from '@shop/shared/testing/mocks';

/** The `jest.mock` factory of `@shop/shared/api` for mf-cabinet: its APIs answer no network
 * (its own client, `../api/price-list`, is mocked by the tests that use it). */
export const apiModuleMock = () =>
  mockApis([
    'userApi',
    'contractsApi',
    'addressesApi',
    'notepadApi',
    'carsApi',
    'cartApi',
    'searchApi',
    'requisitesApi',
  ]);

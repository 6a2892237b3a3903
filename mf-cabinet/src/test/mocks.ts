import { apiModuleMock as mockApis } from '@shop/shared/testing/mocks';

/** The `jest.mock` factory of `@shop/shared/api` for mf-cabinet: its APIs answer no network. */
export const apiModuleMock = () =>
  mockApis([
    'userApi',
    'adminApi',
    'contractsApi',
    'addressesApi',
    'notepadApi',
    'carsApi',
    'cartApi',
    'searchApi',
    'priceListApi',
    'requisitesApi',
  ]);

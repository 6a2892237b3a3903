import { apiModuleMock as mockApis } from '@shop/shared/testing/mocks';

/**
 * The `jest.mock` factory of `@shop/shared/api` for mf-search: `searchApi`, `cartApi`, `notepadApi`,
 * `carsApi` and `batchApi` answer no network.
 */
export const apiModuleMock = () => mockApis(['searchApi', 'cartApi', 'notepadApi', 'carsApi', 'batchApi']);

import { apiModuleMock as mockApis } from '@shop/shared/testing/mocks';

/**
 * The `jest.mock` factory of `@shop/shared/api` for mf-search: `searchApi`, `cartApi`, `notepadApi`,
 * and `carsApi` answer no network (batch tests mock `../api/batch` too).
 */
export const apiModuleMock = () => mockApis(['searchApi', 'cartApi', 'notepadApi', 'carsApi']);

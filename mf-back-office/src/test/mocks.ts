import { apiModuleMock as mockApis } from '@shop/shared/testing/mocks';

/** The `jest.mock` factory of `@shop/shared/api` for mf-back-office: the kernel's APIs its pages call answer no
 * network (its own clients, `../api/admin` and each feature's `api.ts`, are mocked by the tests that use them). */
export const apiModuleMock = () => mockApis(['userApi']);

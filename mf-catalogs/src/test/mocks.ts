import { apiModuleMock as mockApis } from '@shop/shared/testing/mocks';

/** The `jest.mock` factory of `@shop/shared/api` for mf-catalogs: search, cart and garage calls answer no network. */
export const apiModuleMock = () => mockApis(['searchApi', 'cartApi', 'carsApi']);

/** The `jest.mock` factory of one of this remote's API modules: every call a `jest.fn()`. */
export function remoteApiMock<T extends Record<string, unknown>>(path: string, name: string): T {
  const actual = jest.requireActual<T>(path);
  const api = actual[name] as Record<string, unknown>;
  return { ...actual, [name]: Object.fromEntries(Object.keys(api).map((key) => [key, jest.fn()])) };
}

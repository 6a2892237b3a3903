/**
 * Factories for `jest.mock`: every call of `userApi`, `adminApi`, `contractsApi` and `addressesApi` becomes a
 * `jest.fn()` (no network), toasts are recorded instead of shown; everything else stays real.
 */
type Api = typeof import('@shop/shared/api');
type Ui = typeof import('@shop/shared/ui');

function mockMethods<T extends object>(api: T): T {
  return Object.fromEntries(Object.keys(api).map((key) => [key, jest.fn()])) as T;
}

export function apiModuleMock(): Api {
  const actual = jest.requireActual<Api>('@shop/shared/api');
  return {
    ...actual,
    userApi: mockMethods(actual.userApi),
    adminApi: mockMethods(actual.adminApi),
    contractsApi: mockMethods(actual.contractsApi),
    addressesApi: mockMethods(actual.addressesApi),
  };
}

export function uiModuleMock(): Ui {
  const actual = jest.requireActual<Ui>('@shop/shared/ui');
  return { ...actual, toast: mockMethods(actual.toast) };
}

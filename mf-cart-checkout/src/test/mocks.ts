/**
 * Factories for `jest.mock`: every call of the API objects (`cartApi`, `contractsApi`, `checkoutApi`,
 * `ordersApi` … every export named `…Api`) becomes a `jest.fn()` (no network), toasts are recorded instead of
 * shown; everything else stays real.
 */
type Api = typeof import('@shop/shared/api');
type Ui = typeof import('@shop/shared/ui');

function mockMethods<T extends object>(api: T): T {
  return Object.fromEntries(Object.keys(api).map((key) => [key, jest.fn()])) as T;
}

export function apiModuleMock(): Api {
  const actual = jest.requireActual<Api>('@shop/shared/api');
  const mocked: Record<string, unknown> = { ...actual };
  for (const [name, value] of Object.entries(actual)) {
    if (name.endsWith('Api') && value && typeof value === 'object') mocked[name] = mockMethods(value);
  }
  return mocked as Api;
}

export function uiModuleMock(): Ui {
  const actual = jest.requireActual<Ui>('@shop/shared/ui');
  return { ...actual, toast: mockMethods(actual.toast) };
}

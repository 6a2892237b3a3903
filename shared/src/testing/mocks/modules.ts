/**
 * Factories for `jest.mock` of `@shop/shared/api` and `@shop/shared/ui`: calls of the chosen API objects become
 * `jest.fn()` (no network), toasts are recorded instead of shown; everything else stays real. A module of its
 * own, loaded inside the factories, so that it does not import the modules it stands in for.
 */
type Api = typeof import('@shop/shared/api');
type Ui = typeof import('@shop/shared/ui');

/** The API objects of `@shop/shared/api` (`cartApi`, `searchApi` … every export named `…Api`). */
export type ApiName = Extract<keyof Api, `${string}Api`>;

function mockMethods<T extends object>(api: T): T {
  return Object.fromEntries(Object.keys(api).map((key) => [key, jest.fn()])) as T;
}

/** `@shop/shared/api` with the methods of `names` mocked; without names, of every `…Api` object. */
export function apiModuleMock(names?: readonly ApiName[]): Api {
  const actual = jest.requireActual<Api>('@shop/shared/api');
  const mocked: Record<string, unknown> = { ...actual };
  for (const [name, value] of Object.entries(actual)) {
    const chosen = names ? names.some((wanted) => wanted === name) : name.endsWith('Api');
    if (chosen && value && typeof value === 'object') mocked[name] = mockMethods(value);
  }
  return mocked as Api;
}

export function uiModuleMock(): Ui {
  const actual = jest.requireActual<Ui>('@shop/shared/ui');
  return { ...actual, toast: mockMethods(actual.toast) };
}

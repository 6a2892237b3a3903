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

function mockClients<T extends object>(actual: T, chosen: (name: string) => boolean): T {
  const mocked: Record<string, unknown> = Object.fromEntries(Object.entries(actual));
  for (const [name, value] of Object.entries(actual)) {
    if (chosen(name) && value && typeof value === 'object') mocked[name] = mockMethods(value);
  }
  return mocked as T;
}

/** `@shop/shared/api` with the methods of `names` mocked; without names, of every `…Api` object. */
export function apiModuleMock(names?: readonly ApiName[]): Api {
  const actual = jest.requireActual<Api>('@shop/shared/api');
  return mockClients(actual, (name) =>
    names ? names.some((wanted) => wanted === name) : name.endsWith('Api'),
  );
}

/** A remote's own API client module (`mf-x/src/api/orders`) with every `…Api` object's methods mocked. */
export function clientModuleMock<T extends object>(actual: T): T {
  return mockClients(actual, (name) => name.endsWith('Api'));
}

export function uiModuleMock(): Ui {
  const actual = jest.requireActual<Ui>('@shop/shared/ui');
  return { ...actual, toast: mockMethods(actual.toast) };
}

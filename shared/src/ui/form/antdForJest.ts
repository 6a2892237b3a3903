/**
 * For jest only: antd's `es` build is ES modules, which jest does not transform in node_modules, so a test
 * of the form kit imports this module first to load antd's CommonJS `lib` build under the same names.
 * (Apps map `^antd/es/(.*)$` to `antd/lib/$1` in their jest config instead.)
 */
jest.mock('antd/es/form', () => jest.requireActual('antd/lib/form'));
jest.mock('antd/es/input', () => jest.requireActual('antd/lib/input'));
jest.mock('antd/es/select', () => jest.requireActual('antd/lib/select'));
jest.mock('antd/es/checkbox', () => jest.requireActual('antd/lib/checkbox'));
jest.mock('antd/es/radio', () => jest.requireActual('antd/lib/radio'));
jest.mock('antd/es/button', () => jest.requireActual('antd/lib/button'));

// jsdom has no matchMedia, which antd's responsive helpers read.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export {};

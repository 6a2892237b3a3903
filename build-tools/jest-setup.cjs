// DOM matchers for every frontend test, and the globals webpack defines at build time.
require('@testing-library/jest-dom');
globalThis.__APP_VERSION__ = '1.0.0+1000';
globalThis.__FEDERATION_NAME__ = 'test';
// jsdom has no matchMedia, which antd's responsive components ask for.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
window.scrollTo = () => undefined;

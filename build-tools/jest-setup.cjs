// DOM matchers for every frontend test, and the globals webpack defines at build time.
require('@testing-library/jest-dom');
globalThis.__APP_VERSION__ = '1.0.0+1000';
globalThis.__FEDERATION_NAME__ = 'test';
globalThis.__KERNEL_VERSION__ = '2.0.0';
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

// What antd's select, table and pagination need beyond jsdom: ResizeObserver (jsdom has no layout, so it
// never reports), MessageChannel (a macrotask scheduler) and getComputedStyle that ignores pseudo-elements.
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class TimeoutMessageChannel {
  constructor() {
    const port = () => ({ onmessage: null, postMessage: () => undefined, close: () => undefined });
    this.port1 = port();
    this.port2 = port();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}
if (typeof globalThis.ResizeObserver === 'undefined') globalThis.ResizeObserver = InertResizeObserver;
if (typeof globalThis.MessageChannel === 'undefined') globalThis.MessageChannel = TimeoutMessageChannel;
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => computedStyle(element);

// `findBy…` waits 1 s by default; on a machine busy with a build a first render can take longer, and a
// wait that only fails when the machine is slow tells nothing. The package's own copy is configured.
require(
  require.resolve('@testing-library/dom', {
    paths: [require.resolve('@testing-library/react', { paths: [process.cwd()] })],
  }),
).configure({
  asyncUtilTimeout: 5000,
});

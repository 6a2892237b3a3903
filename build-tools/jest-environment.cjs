// jsdom with the fetch API of Node (Request, Response, Headers, AbortController …), which react-router's
// data router uses and jsdom lacks.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
    ]) {
      if (!this.global[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;

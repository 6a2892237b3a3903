// Module factories for `jest.mock`, apart from the other helpers, which import the mocked modules.
export * from './modules.js';

// Helpers of the remotes' unit tests (jest + testing-library); not part of the package's build.
export * from './chart-size.js';
export * from './clock.js';
export * from './deferred.js';
export * from './fill.js';
export * from './http.js';
export * from './phone.js';
export * from './routes.js';
export * from './session.js';
export * from './user.js';

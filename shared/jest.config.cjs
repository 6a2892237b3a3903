/**
 * Jest for @shop/shared: the frontends' preset (swc, jsdom with fetch, antd through its CommonJS build),
 * with the package's own folders mapped to their sources (session imports `@shop/shared/api` by name).
 */
const { jestConfig } = require('@shop/build-tools/jest-preset.cjs');

const preset = jestConfig(__dirname);

module.exports = {
  ...preset,
  moduleNameMapper: { '^@shop/shared/(.*)$': '<rootDir>/src/$1/index.ts', ...preset.moduleNameMapper },
};

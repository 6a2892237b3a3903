/**
 * Jest for @shop/shared: sources are TypeScript ESM with `.js` import suffixes, compiled by @swc/jest to
 * CommonJS. The default environment is node; a DOM test starts with the docblock
 * `/** @jest-environment jsdom *\/`.
 */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // The package's own folders by name (session imports @shop/shared/api), as the apps see them.
    '^@shop/shared/(.*)$': '<rootDir>/src/$1/index.ts',
    '\\.css$': '<rootDir>/../build-tools/jest-style-stub.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  clearMocks: true,
};

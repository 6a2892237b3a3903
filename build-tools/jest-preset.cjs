// Jest for the host and the remotes: TypeScript through swc, jsdom, @shop/shared from its sources,
// antd and icons through their CommonJS builds (the browser builds import them one ES module at a time).
const path = require('node:path');

/** @returns {import('jest').Config} */
function jestConfig(dir) {
  return {
    rootDir: dir,
    roots: ['<rootDir>/src'],
    testEnvironment: require.resolve('./jest-environment.cjs'),
    testEnvironmentOptions: { customExportConditions: ['shop-source', 'browser', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
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
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
      '\\.css$': path.join(__dirname, 'jest-empty-style.cjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    clearMocks: true,
  };
}

module.exports = { jestConfig };

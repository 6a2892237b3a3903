// Jest for mf-cabinet: the shop's preset (swc for TypeScript/TSX with the automatic JSX runtime, jsdom with
// fetch, @shop/shared from its TypeScript sources via the `shop-source` condition, antd and icons through
// their CommonJS builds, CSS imports as an empty stub).
const { jestConfig } = require('@shop/build-tools/jest-preset.cjs');

module.exports = jestConfig(__dirname);

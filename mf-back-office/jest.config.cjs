const { jestConfig } = require('@shop/build-tools/jest-preset.cjs');

module.exports = jestConfig(__dirname);

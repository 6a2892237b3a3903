const { createConfig } = require('@shop/build-tools');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_catalogs',
  kind: 'remote',
  devPort: 3006,
  exposes: { './routes': './src/exposes/routes.tsx' },
});

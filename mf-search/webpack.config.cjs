const { createConfig } = require('@shop/build-tools');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_search',
  kind: 'remote',
  devPort: 3001,
  exposes: { './routes': './src/exposes/routes.tsx' },
});

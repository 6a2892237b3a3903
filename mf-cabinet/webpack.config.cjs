const { createConfig } = require('@shop/build-tools');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_cabinet',
  kind: 'remote',
  devPort: 3004,
  exposes: { './routes': './src/exposes/routes.tsx' },
});

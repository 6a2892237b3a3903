const { createConfig } = require('@shop/build-tools');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_cart_checkout',
  kind: 'remote',
  devPort: 3002,
  exposes: { './routes': './src/exposes/routes.tsx' },
});

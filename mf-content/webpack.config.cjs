const { createConfig } = require('@shop/build-tools');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_content',
  kind: 'remote',
  devPort: 3005,
  exposes: { './routes': './src/exposes/routes.tsx' },
});

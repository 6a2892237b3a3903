const { createRemoteConfig } = require('@shop/build-tools');

module.exports = createRemoteConfig({
  dir: __dirname,
  exposes: { './routes': './src/exposes/routes.tsx' },
});

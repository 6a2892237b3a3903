const path = require('node:path');
const { createConfig } = require('@shop/build-tools');

module.exports = createConfig({
  dir: __dirname,
  name: 'host',
  kind: 'host',
  devPort: 3000,
  runtimePlugins: [path.join(__dirname, 'src/federation/loadErrorPlugin.ts')],
  serverEntry: './src/server/render.tsx',
});

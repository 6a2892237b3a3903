const path = require('node:path');

/** TypeScript through ts-loader, types left to `tsc` (npm test): the rule of every build, browser and server. */
function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('ts-loader'),
      options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
    },
  };
}

module.exports = { typescriptRule };

// The server build of an app (issue 11: pages rendered on the server, README.md, 'Pages rendered on the server'). Beside the
// browser build, `dist/server/` gets one CommonJS file for Node: the host's renderer (`render.cjs`, with
// React, the router, antd and the kernel inside) or a remote's routes (`routes.cjs`). A remote's file
// takes every shared module from the renderer, as its browser build takes them from the page's share
// scope: the API evaluates it with a `require` that answers from the renderer's list (api/src/render).
const path = require('node:path');
const webpack = require('webpack');
const { sharedModules } = require('./shared-modules.cjs');
const { typescriptRule } = require('./typescript.cjs');

const EMPTY_MODULE = path.join(__dirname, 'server-empty.cjs');

/** Whether a request names a module the page shares (a singleton, or a sub-path of one shared with sub-paths). */
function sharedMatcher(dir) {
  const keys = Object.keys(sharedModules(dir, 'remote'));
  const exact = new Set(keys.filter((key) => !key.endsWith('/')));
  const prefixes = keys.filter((key) => key.endsWith('/'));
  return (request) => exact.has(request) || prefixes.some((prefix) => request.startsWith(prefix));
}

/**
 * @param {object} options
 * @param {string} options.dir app folder
 * @param {string} options.name federation name
 * @param {'host' | 'remote'} options.kind
 * @param {string} options.entry the file to build: the renderer, or the remote's exposed routes
 * @param {object} options.resolve the browser build's resolve settings (aliases, extensions, conditions)
 * @param {Record<string, string>} options.defines the browser build's DefinePlugin values
 */
function createServerConfig({ dir, name, kind, entry, resolve, defines }) {
  const isShared = sharedMatcher(dir);
  return {
    name: 'server',
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { [kind === 'host' ? 'render' : 'routes']: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      uniqueName: `${name}_server`,
      clean: true,
    },
    resolve,
    module: {
      rules: [
        typescriptRule(dir),
        // Images keep the browser build's names (same content hash); the renderer sets the public path.
        {
          test: /\.(png|svg|jpe?g|webp|ico)$/,
          type: 'asset/resource',
          generator: { emit: false, filename: 'assets/[name].[contenthash:10][ext]' },
        },
      ],
    },
    // One file, no chunks to load at run time; readable stack traces (size does not matter on the server).
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    externals:
      kind === 'remote'
        ? ({ request }, callback) => (isShared(request) ? callback(null, `commonjs ${request}`) : callback())
        : undefined,
    performance: { hints: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The page's CSS comes from the browser build's files: the server build needs no styles.
      new webpack.NormalModuleReplacementPlugin(/\.css$/, EMPTY_MODULE),
      new webpack.DefinePlugin(defines),
    ],
  };
}

module.exports = { createServerConfig };

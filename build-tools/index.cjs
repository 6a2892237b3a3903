// One webpack + Module Federation configuration for the host and every remote.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared-modules.cjs');
const { typescriptRule } = require('./typescript.cjs');
const { createServerConfig } = require('./server.cjs');

const repoRoot = path.resolve(__dirname, '..');
/** The one manifest of remotes (name, folder, dev port, owned paths): see shared/src/federation/registry.ts. */
const remotes = require('../shared/src/federation/remotes.json');
const API_URL = process.env.API_URL || 'http://localhost:8080';

/**
 * A remote's config: its federation name and dev port come from the manifest entry of its folder.
 * @param {object} options
 * @param {string} options.dir app folder (__dirname of its webpack.config)
 * @param {Record<string, string>} options.exposes
 */
function createRemoteConfig({ dir, exposes }) {
  const folder = path.basename(dir);
  const remote = remotes.find((entry) => entry.folder === folder);
  if (!remote) throw new Error(`${folder} is not in shared/src/federation/remotes.json`);
  return createConfig({
    dir,
    name: remote.name,
    kind: 'remote',
    devPort: remote.devPort,
    exposes,
    serverEntry: exposes['./routes'],
  });
}

/**
 * @param {object} options
 * @param {string} options.dir app folder (__dirname of its webpack.config)
 * @param {string} options.name federation name, a JS identifier
 * @param {'host' | 'remote'} options.kind
 * @param {number} options.devPort
 * @param {Record<string, string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.serverEntry] what the production build also builds for Node (build-tools/server.cjs)
 */
function createConfig({ dir, name, kind, devPort, exposes = {}, runtimePlugins = [], serverEntry }) {
  return (_env, argv) => {
    const browser = browserConfig({ dir, name, kind, devPort, exposes, runtimePlugins }, argv);
    if (argv.mode !== 'production' || !serverEntry) return browser;
    const defines = browser.plugins.find((plugin) => plugin instanceof webpack.DefinePlugin).definitions;
    const server = createServerConfig({
      dir,
      name,
      kind,
      entry: serverEntry,
      resolve: browser.resolve,
      defines,
    });
    return [browser, server];
  };
}

function browserConfig({ dir, name, kind, devPort, exposes, runtimePlugins }, argv) {
  const production = argv.mode === 'production';
  const appVersion = `${require(path.join(repoRoot, 'package.json')).version}+${Date.now()}`;
  const hashed = '[name].[contenthash:10]';
  // The federation runtime asks for a chunk's file name before content hashes exist (only to learn
  // the folder depth); answer it with the unhashed name, every real file name still gets its hash.
  const jsFilename = (pathData) => (pathData.chunk?.contentHash?.javascript ? `${hashed}.js` : '[name].js');
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // Modern syntax in webpack's own runtime and in what terser writes (arrow functions, const, ?.):
    // smaller chunks for the browsers React 19 and antd 6 support anyway.
    target: ['web', 'es2020'],
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: jsFilename,
      chunkFilename: jsFilename,
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      publicPath: kind === 'host' ? '/' : 'auto',
      uniqueName: name,
      // dist/server/ belongs to the server build (build-tools/server.cjs), which runs beside this one.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      alias: production ? { ...reactRouterProductionBuild(dir), ...federationRuntimeEsm(dir) } : {},
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['shop-source', '...'],
    },
    module: {
      rules: [
        typescriptRule(dir),
        {
          test: /\.css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            require.resolve('css-loader'),
          ],
        },
        { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset/resource' },
        // antd's form context (which every antd input reads) imports rc-form's provider only for antd's
        // Form, which the shop does not use (the kernel draws form rows: shared/src/ui/form). rc-form
        // declares no sideEffects, so without this its engine and validator (~40 KB) ride along.
        { test: RC_FORM, sideEffects: false },
      ],
    },
    // Deterministic ids: dev builds' long named chunks collide once truncated.
    optimization: {
      runtimeChunk: false,
      chunkIds: 'deterministic',
      moduleIds: 'deterministic',
      // swc minifies instead of webpack's default terser: half the build's CPU time, output a little smaller.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          terserOptions: { compress: { passes: 2 } },
        }),
      ],
      ...(kind === 'host' && production ? { splitChunks: firstPaintChunk() } : {}),
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(appVersion),
        __FEDERATION_NAME__: JSON.stringify(name),
        // The kernel this build carries: the host compares a deployed remote's kernel range with it.
        __KERNEL_VERSION__: JSON.stringify(
          JSON.parse(fs.readFileSync(require.resolve('@shop/shared/package.json', { paths: [dir] }), 'utf8'))
            .version,
        ),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedModules(dir, kind),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        // One federation runtime per page: the host's bundle provides it, a remote's remoteEntry.js uses
        // it instead of carrying its own copy. Dev builds keep their own so a remote also runs alone.
        experiments: production
          ? kind === 'host'
            ? // The host loads remotes by their remoteEntry.js (host/src/federation/remotes.ts), never a manifest.
              { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
            : { externalRuntime: true, optimization: { target: 'web' } }
          : {},
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: 'Автозапчасти',
        chunks: ['main'],
        // A remote's standalone page is opened at deep links (/auth/login): load its script from the root.
        publicPath: '/',
      }),
      ...(production
        ? [
            new webpack.NormalModuleReplacementPlugin(
              /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
              path.join(__dirname, 'axios-xhr-only.mjs'),
            ),
            new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
            ...precompressed(),
          ]
        : []),
      ...(kind === 'host' && production ? [new VersionFilePlugin(appVersion)] : []),
    ],
    devServer: {
      port: devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/logout', '/media'], target: API_URL, changeOrigin: true }],
      setupMiddlewares: (middlewares, server) => {
        if (kind === 'host') serveDevRegistry(server.app);
        return middlewares;
      },
    },
  };
}

/**
 * The shared modules every page of the host needs before its first paint (React, the router, the HTTP
 * client, zustand, the kernel's layout entries; not the UI kit, validation or dayjs) in one chunk instead of a chunk per module: each is
 * still provided and consumed on its own, a page just fetches them in one request.
 */
const FIRST_PAINT_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|zustand|axios)[\\/]/;
/** antd's rule engine for its Form: modules that only define things (see the rule above). */
const RC_FORM = /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/;
/** What stands in for axios's fetch adapter (axios-xhr-only.mjs) goes with axios. */
const AXIOS_STAND_IN = /[\\/]build-tools[\\/]axios-xhr-only\.mjs$/;
/** The kernel's entries the layout renders with; the kit, validation rules and others stay in their chunks. */
const FIRST_PAINT_KERNEL =
  /[\\/]shared[\\/]src[\\/]((api|http|session|ui|cart|catalog|cache|federation|format|router)[\\/][^\\/]+|validation[\\/](contract-messages|phone)\.ts|delivery[\\/]calendar\.ts)$/;

/**
 * What antd needs before any of its components renders (the theme and its tokens, CSS-in-JS, the config
 * provider and locale, motion and DOM utilities) and the icons' runtime (not their drawings): every page with
 * antd loads it, through kit/config. One chunk instead of the dozen small ones splitChunks cut it into, some
 * of them copied into several chunks (one request per piece).
 */
const ANTD_BASE =
  /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|icons)|is-mobile|stylis|@emotion[\\/](hash|unitless)|@babel[\\/]runtime|clsx|react-is|antd[\\/]es[\\/](theme|config-provider|locale|_util|style)|@rc-component[\\/](util|motion|resize-observer|portal))[\\/]/;

function firstPaintChunk() {
  return {
    cacheGroups: {
      antdBase: {
        name: 'antd-base',
        chunks: 'async',
        enforce: true,
        priority: 10,
        test: (module) => ANTD_BASE.test(module.resource || ''),
      },
      firstPaint: {
        name: 'first-paint',
        chunks: 'async',
        enforce: true,
        priority: 20,
        test: (module) => {
          const resource = module.resource || '';
          return [FIRST_PAINT_PACKAGES, FIRST_PAINT_KERNEL, AXIOS_STAND_IN].some((rule) =>
            rule.test(resource),
          );
        },
      },
    },
  };
}

/**
 * `.br` and `.gz` beside every text file, compressed once at the highest levels: the API
 * (`@fastify/static` preCompressed) and nginx (`gzip_static`) send them instead of compressing per request.
 */
function precompressed() {
  const options = { test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...options,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...options,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/** react-router's package exports point at its development build; production builds use the production one. */
function reactRouterProductionBuild(dir) {
  const sharedDir = path.dirname(require.resolve('@shop/shared/package.json', { paths: [dir] }));
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [sharedDir] }));
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

/** The federation runtime's packages, each reached from the ones before it (pnpm keeps them nested). */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/enhanced',
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/inject-external-runtime-core-plugin',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

/** The folder of a package (its exports may hide package.json): up from its resolved entry file. */
function packageRoot(name, paths) {
  let folder = path.dirname(require.resolve(name, { paths }));
  while (
    !fs.existsSync(path.join(folder, 'package.json')) ||
    require(path.join(folder, 'package.json')).name !== name
  ) {
    folder = path.dirname(folder);
  }
  return folder;
}

/**
 * The federation runtime is published twice (ESM and CommonJS) and webpack's entry requires it while the
 * host's code imports it: both copies ended up in the host's bundle (50 KB of source). Every entry of
 * these packages resolves to its ESM file, so the page carries one.
 */
function federationRuntimeEsm(dir) {
  const alias = {};
  const searched = [dir];
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const root = packageRoot(name, searched);
    searched.push(root);
    if (name === '@module-federation/enhanced') continue;
    const { exports } = require(path.join(root, 'package.json'));
    for (const [key, target] of Object.entries(exports)) {
      const file = typeof target === 'string' ? target : (target.import?.default ?? target.import);
      if (key.includes('*') || typeof file !== 'string' || !/\.m?js$/.test(file)) continue;
      alias[`${name}${key.slice(1)}$`] = path.join(root, file);
    }
  }
  return alias;
}

/** Writes `version.json`, which the API sends back as the app version header (SPEC §4 app update). */
class VersionFilePlugin {
  constructor(version) {
    this.version = version;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'VersionFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'version.json',
            new webpack.sources.RawSource(JSON.stringify({ version: this.version })),
          );
        },
      );
    });
  }
}

/** In development the registry points at the remotes' own dev servers (their ports in the manifest). */
function serveDevRegistry(app) {
  const registryFile = path.join(repoRoot, 'shared/dist/federation/index.js');
  app.get('/mf/registry.json', async (_req, res) => {
    if (!fs.existsSync(registryFile)) {
      res.status(500).json({ message: 'Соберите @shop/shared: pnpm --filter @shop/shared build' });
      return;
    }
    const { buildRegistry } = await import(registryFile);
    res.json(buildRegistry(process.env, (_folder, port) => `http://localhost:${port}/mf-manifest.json`));
  });
}

module.exports = { createConfig, createRemoteConfig, remotes };

// The modules every app shares as singletons (ARCHITECTURE §1): one React, one router, one antd theme,
// one session store. The router is shared as `@shop/shared/router`, the one module that imports it. Sub-paths are shared too ('react/' covers react/jsx-runtime, dayjs plugins, the kernel's entry points).
const fs = require('node:fs');
const path = require('node:path');

const KERNEL = '@shop/shared';

const singletons = [
  'react',
  'react-dom',
  'zustand',
  'dayjs',
  'axios',
  'formik',
  'yup',
  '@ant-design/cssinjs',
  '@shop/shared',
];
// Packages whose sub-path modules are shared one by one (react/jsx-runtime, dayjs plugins, the kernel's
// entry points). antd is not: every antd component comes through the kernel's UI kit (`@shop/shared/kit`
// and its tiers), so a page has one copy of antd and of its React contexts, in a few chunks.
const withSubPaths = ['react', 'react-dom', 'dayjs', '@shop/shared'];

function packageDir(name, fromDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

function versionOf(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** The kit's entry points under shared/src/kit: `kit`, `kit/table`, … */
function kitEntries(kernelDir) {
  const kitDir = path.join(kernelDir, 'src', 'kit');
  const tiers = fs
    .readdirSync(kitDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `kit/${entry.name}`);
  return ['kit', ...tiers].map((entry) => ({ entry, file: path.join(kernelDir, 'src', entry, 'index.ts') }));
}

/**
 * The host provides every tier of the kit, used on its own pages or not (an absolute `import` is provided
 * whether the build uses it or not): a remote always gets the host's copy, never one of its own whose
 * contexts would miss the host's theme and locale.
 */
function kitProvidedByHost(appDir, config) {
  const provided = {};
  for (const { entry, file } of kitEntries(packageDir(KERNEL, appDir))) {
    provided[`${KERNEL}/${entry}`] = { ...config, import: file, shareKey: `${KERNEL}/${entry}` };
  }
  return provided;
}

/**
 * Shared config with explicit versions read from what the app resolves (workspace ranges defeat inference).
 * @param {string} appDir
 * @param {'host' | 'remote'} kind
 */
function sharedModules(appDir, kind) {
  const shared = {};
  for (const name of singletons) {
    const version = versionOf(packageDir(name, appDir));
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of withSubPaths) {
    const version = versionOf(packageDir(name, appDir));
    shared[`${name}/`] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // The kernel refuses a page whose copy is older than the one this build was made with: the remote's
  // load fails (its area shows the fallback) instead of calling functions the host's copy lacks.
  for (const key of [KERNEL, `${KERNEL}/`]) shared[key].strictVersion = true;
  return kind === 'host' ? { ...shared, ...kitProvidedByHost(appDir, shared[`${KERNEL}/`]) } : shared;
}

module.exports = { sharedModules };

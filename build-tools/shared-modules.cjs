// The modules every app shares as singletons (ARCHITECTURE §1): one React, one router, one antd theme,
// one session store. The router is shared as `@shop/shared/router`, the one module that imports it. Sub-paths are shared too ('react/' covers react/jsx-runtime, 'antd/es/button' …).
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
// entry points). antd and its icons are not: sharing them a module at a time made a page fetch 150 files.
// Each build bundles the components it renders into its own chunks, and every module that creates a React
// context is shared (below), so all copies see one theme, locale and config.
const withSubPaths = ['react', 'react-dom', 'dayjs', '@shop/shared'];

function packageDir(name, fromDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

function versionOf(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/**
 * antd and its rc-components import their React contexts by relative path. Each module that creates a
 * context is shared by its node_modules path, so a component from a remote sees the host's theme, locale
 * and config; every other internal module stays private to the component that uses it.
 */
function contextModules(appDir) {
  const antdDir = packageDir('antd', appDir);
  const scopeDirs = [path.join(antdDir, '..', '@rc-component'), path.join(antdDir, '..', '@ant-design')];
  const packages = [antdDir];
  for (const scope of scopeDirs) {
    if (!fs.existsSync(scope)) continue;
    for (const name of fs.readdirSync(scope)) packages.push(path.join(scope, name));
  }
  const shared = {};
  for (const dir of packages) {
    const esDir = path.join(dir, 'es');
    if (!fs.existsSync(esDir)) continue;
    const packageName = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
    const version = versionOf(dir);
    for (const file of filesUnder(esDir)) {
      if (!fs.readFileSync(file, 'utf8').includes('createContext(')) continue;
      const key = `${packageName}/${path.relative(dir, file).split(path.sep).join('/')}`;
      const config = {
        singleton: true,
        requiredVersion: `^${version}`,
        version,
        import: file,
        shareKey: key,
        allowNodeModulesSuffixMatch: true,
      };
      // antd imports these files without the extension ('../theme/context'): both spellings, one share key.
      shared[key] = config;
      shared[key.replace(/\.js$/, '')] = config;
    }
  }
  return shared;
}

/** Shared config with explicit versions read from what the app resolves (workspace ranges defeat inference). */
function sharedModules(appDir) {
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
  return { ...shared, ...contextModules(appDir) };
}

module.exports = { sharedModules, contextModules };

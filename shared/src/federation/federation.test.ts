import { buildRegistry, buildVersion, isNewerVersion, manifestEnvName, remoteDefaults } from './index.js';

test('the registry lists every remote with its default manifest and paths', () => {
  const registry = buildRegistry({}, (folder) => `/mf/${folder}/mf-manifest.json`);
  expect(registry.remotes.map((remote) => remote.name)).toEqual(remoteDefaults.map((remote) => remote.name));
  expect(registry.remotes[0]?.manifest).toBe('/mf/mf-back-office/mf-manifest.json');
  expect(registry.remotes[1]?.manifest).toBe('/mf/mf-cabinet/mf-manifest.json');
  expect(registry.remotes.find((remote) => remote.name === 'mf_content')?.paths).toContain('/');
});

test('a manifest URL is overridable by environment at serve time', () => {
  expect(manifestEnvName('mf_content')).toBe('MF_CONTENT_MANIFEST_URL');
  const registry = buildRegistry(
    { MF_CONTENT_MANIFEST_URL: 'https://cdn.example/content/v42/mf-manifest.json' },
    (folder) => `/mf/${folder}/mf-manifest.json`,
  );
  expect(registry.remotes.find((remote) => remote.name === 'mf_content')?.manifest).toBe(
    'https://cdn.example/content/v42/mf-manifest.json',
  );
});

test('a server build is newer when it was built later', () => {
  const page = buildVersion('1.0.0', 1000);
  expect(isNewerVersion(buildVersion('1.0.0', 2000), page)).toBe(true);
  expect(isNewerVersion(page, page)).toBe(false);
  expect(isNewerVersion(buildVersion('1.0.0', 500), page)).toBe(false);
  expect(isNewerVersion(null, page)).toBe(false);
  expect(isNewerVersion('garbage', page)).toBe(false);
});

test('the manifest names each remote, folder and dev port once, the name spelled from the folder', () => {
  const unique = (values: (string | number)[]) => new Set(values).size === values.length;
  expect(unique(remoteDefaults.map((remote) => remote.name))).toBe(true);
  expect(unique(remoteDefaults.map((remote) => remote.folder))).toBe(true);
  expect(unique([3000, ...remoteDefaults.map((remote) => remote.devPort)])).toBe(true);
  for (const remote of remoteDefaults) {
    expect(remote.name).toBe(remote.folder.replaceAll('-', '_'));
    expect(remote.paths.length).toBeGreaterThan(0);
  }
});

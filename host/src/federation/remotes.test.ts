import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { buildRegistry } from '@shop/shared/federation';
import { hasFailed, loadRegistry, loadRemoteRoutes, remoteEntryOf, remoteForPath } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const registry = {
  remotes: [
    {
      name: 'mf_cabinet',
      manifest: '/mf/mf-cabinet/mf-manifest.json',
      paths: ['/auth/*', '/cabinet', '/cabinet/*'],
    },
    {
      name: 'mf_content',
      manifest: 'https://cdn.example/mf-content/mf-manifest.json',
      paths: ['/', '/about'],
    },
  ],
};

beforeEach(async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => registry });
  await loadRegistry();
});

test('registers every remote of the runtime registry by the remoteEntry.js beside its manifest', () => {
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mf_cabinet', entry: '/mf/mf-cabinet/remoteEntry.js' },
    { name: 'mf_content', entry: 'https://cdn.example/mf-content/remoteEntry.js' },
  ]);
  expect(remoteEntryOf('/mf/releases/mf-search/3f9a2c1b/mf-manifest.json?v=2')).toBe(
    '/mf/releases/mf-search/3f9a2c1b/remoteEntry.js?v=2',
  );
});

test('finds the remote that owns a path', () => {
  expect(remoteForPath('/auth/login')?.name).toBe('mf_cabinet');
  expect(remoteForPath('/cabinet')?.name).toBe('mf_cabinet');
  expect(remoteForPath('/cabinet/profile')?.name).toBe('mf_cabinet');
  expect(remoteForPath('/')?.name).toBe('mf_content');
  expect(remoteForPath('/about')?.name).toBe('mf_content');
  expect(remoteForPath('/search')).toBeUndefined();
});

test("the shop's registry: the back office (mf-back-office) owns /cabinet/admin/*, mf-cabinet the rest of /cabinet", async () => {
  const shop = buildRegistry({}, (folder) => `/mf/${folder}/mf-manifest.json`);
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => shop });
  await loadRegistry();
  for (const path of ['/cabinet/admin', '/cabinet/admin/orders', '/cabinet/admin/content/posts']) {
    expect(remoteForPath(path)?.name).toBe('mf_back_office');
  }
  for (const path of ['/cabinet', '/cabinet/profile', '/cabinet/administration', '/auth/login']) {
    expect(remoteForPath(path)?.name).toBe('mf_cabinet');
  }
});

test("the shop's registry: mf-catalogs owns /goods/{brand}, mf-search keeps the part page /goods/{brand}/{number}", async () => {
  const shop = buildRegistry({}, (folder) => `/mf/${folder}/mf-manifest.json`);
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => shop });
  await loadRegistry();
  expect(remoteForPath('/goods')?.name).toBe('mf_catalogs');
  expect(remoteForPath('/goods/MANN-FILTER')?.name).toBe('mf_catalogs');
  expect(remoteForPath('/goods/MANN-FILTER/W%20712%2F75')?.name).toBe('mf_search');
  for (const path of [
    '/catalogs',
    '/catalogs/originals/VW',
    '/catalogs/oils',
    '/catalogs/laximo/XW8ZZZ61ZCG012345',
    '/accessories',
  ]) {
    expect(remoteForPath(path)?.name).toBe('mf_catalogs');
  }
});

test('remembers a remote that failed to load until it loads again', async () => {
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
  await expect(loadRemoteRoutes('mf_content')).rejects.toThrow('offline');
  expect(hasFailed('mf_content')).toBe(true);

  jest.mocked(loadRemote).mockResolvedValueOnce({ default: [{ path: '/about' }] });
  await expect(loadRemoteRoutes('mf_content')).resolves.toEqual([{ path: '/about' }]);
  expect(hasFailed('mf_content')).toBe(false);
});

test('fails clearly when the registry is unavailable', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 });
  await expect(loadRegistry()).rejects.toThrow('Реестр модулей недоступен: HTTP 503');
});

test('a release that needs a newer kernel than the page has is never loaded: the console says why', async () => {
  const newer = {
    name: 'mf_search',
    manifest: '/mf/releases/mf-search/0a1b/mf-manifest.json',
    paths: ['/search'],
  };
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      remotes: [
        { ...newer, kernel: '^99.0.0' },
        { ...newer, name: 'mf_ok', kernel: '^2.0.0' },
      ],
    }),
  });
  await loadRegistry();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemote).mockClear();
  await expect(loadRemoteRoutes('mf_search')).rejects.toThrow('Модуль mf_search требует ядро ^99.0.0');
  expect(loadRemote).not.toHaveBeenCalled();
  expect(hasFailed('mf_search')).toBe(true);
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('собран с ядром @shop/shared ^99.0.0'));
  // The page's kernel (2.0.0 in tests) satisfies ^2.0.0: that remote loads.
  jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => [] });
  await loadRemoteRoutes('mf_ok');
  expect(loadRemote).toHaveBeenCalledWith('mf_ok/routes');
  consoleError.mockRestore();
});

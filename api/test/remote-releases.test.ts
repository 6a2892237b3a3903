import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiErrorBody } from '@shop/shared';
import type { RemoteRegistry } from '@shop/shared/federation';
import { bearer, countRows, createTestApp, demo, json, login, type TestApp } from './helpers.js';

const VERSION_A = '0123456789abcdef';
const VERSION_B = 'fedcba9876543210';

interface ReleaseState {
  name: string;
  folder: string;
  active: string | null;
  available: string[];
}

describe('releases of a remote switched at run time (PUT /api/admin/remotes/:name)', () => {
  let t: TestApp;
  let adminToken: string;
  let retailToken: string;
  before(async () => {
    t = await createTestApp();
    adminToken = await login(t.app, demo.admin.email, demo.admin.password);
    retailToken = await login(t.app, demo.retail.email, demo.retail.password);
    for (const version of [VERSION_A, VERSION_B]) {
      const dir = join(t.config.rootDir, 'releases', 'mf-search', version);
      mkdirSync(dir, { recursive: true });
      // B was built against a newer kernel: its manifest's shared list says so.
      const manifest =
        version === VERSION_B
          ? { shared: [{ name: '@shop/shared/api', version: '99.0.0', requiredVersion: '^99.0.0' }] }
          : {};
      writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    }
  });
  after(() => t.close());

  const registryEntry = async () => {
    const registry = json<RemoteRegistry>(await t.app.inject({ url: '/mf/registry.json' }));
    return registry.remotes.find((remote) => remote.name === 'mf_search');
  };
  const registryManifest = async () => (await registryEntry())?.manifest;
  const put = (token: string | null, name: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/remotes/${name}`,
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('refuses anyone but an admin before looking at the input', async () => {
    assert.equal((await put(null, 'mf_search', { version: VERSION_A })).statusCode, 401);
    const refused = await put(retailToken, 'mf_search', { version: 'not a version' });
    assert.equal(refused.statusCode, 403);
    assert.equal(json<ApiErrorBody>(refused).message.length > 0, true);
    assert.equal(
      (await t.app.inject({ url: '/api/admin/remotes', headers: bearer(retailToken) })).statusCode,
      403,
    );
    assert.equal(await countRows(t.db, 'remote_releases'), 0);
  });

  it('answers 4xx in Russian for an unknown remote or a release not on disk, changing nothing', async () => {
    const unknown = await put(adminToken, 'mf_nothing', { version: VERSION_A });
    assert.equal(unknown.statusCode, 404);
    assert.equal(json<ApiErrorBody>(unknown).message, 'Удалённый модуль не найден');
    const missing = await put(adminToken, 'mf_search', { version: 'aaaaaaaaaaaaaaaa' });
    assert.equal(missing.statusCode, 422);
    assert.equal(
      json<ApiErrorBody>(missing).message,
      'Выпуск aaaaaaaaaaaaaaaa модуля mf-search не найден на сервере',
    );
    assert.equal((await put(adminToken, 'mf_search', { version: '../../etc' })).statusCode, 400);
    assert.equal(await countRows(t.db, 'remote_releases'), 0);
    assert.equal(await countRows(t.db, 'audit_log'), 0);
    assert.equal(await registryManifest(), '/mf/mf-search/mf-manifest.json');
  });

  it('switches the registry without a restart, rolls back, and audits each switch', async () => {
    const listed = json<ReleaseState[]>(
      await t.app.inject({ url: '/api/admin/remotes', headers: bearer(adminToken) }),
    );
    assert.deepEqual(
      listed.find((remote) => remote.name === 'mf_search'),
      {
        name: 'mf_search',
        folder: 'mf-search',
        active: null,
        available: [VERSION_A, VERSION_B],
      },
    );

    assert.equal((await put(adminToken, 'mf_search', { version: VERSION_B })).statusCode, 200);
    assert.equal(await registryManifest(), `/mf/releases/mf-search/${VERSION_B}/mf-manifest.json`);
    // The host refuses to load a release whose kernel range its own kernel does not satisfy.
    assert.equal((await registryEntry())?.kernel, '^99.0.0');
    assert.equal((await put(adminToken, 'mf_search', { version: VERSION_A })).statusCode, 200);
    assert.equal(await registryManifest(), `/mf/releases/mf-search/${VERSION_A}/mf-manifest.json`);
    assert.equal((await registryEntry())?.kernel, undefined);
    const back = await put(adminToken, 'mf_search', { version: null });
    assert.equal(json<ReleaseState>(back).active, null);
    assert.equal(await registryManifest(), '/mf/mf-search/mf-manifest.json');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'remote.release.switch')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => row.details),
      [
        { remote: 'mf_search', from: null, to: VERSION_B },
        { remote: 'mf_search', from: VERSION_B, to: VERSION_A },
        { remote: 'mf_search', from: VERSION_A, to: null },
      ],
    );
  });
});

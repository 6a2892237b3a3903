import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiErrorBody } from '@shop/shared';
import { cacheControlFor } from '../src/static/cache.js';
import { createTestApp, json, type TestApp } from './helpers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A small fake of the production builds: host and one remote. */
function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'api-static-'));
  const host = join(root, 'host', 'dist');
  const cabinet = join(root, 'mf-cabinet', 'dist');
  mkdirSync(join(host, 'assets'), { recursive: true });
  mkdirSync(cabinet, { recursive: true });
  writeFileSync(join(host, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(host, 'main.3f9a2c1b7d.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(join(host, 'assets', 'logo.0123abcd45.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(host, 'favicon.ico'), 'icon');
  writeFileSync(join(host, 'version.json'), JSON.stringify({ version: '1.0.0+1700000000000' }));
  writeFileSync(join(host, '.env'), 'SECRET=1');
  writeFileSync(join(cabinet, 'remoteEntry.js'), 'var mf_cabinet;');
  writeFileSync(join(cabinet, 'mf-manifest.json'), '{"id":"mf_cabinet"}');
  writeFileSync(join(cabinet, '512.a1b2c3d4e5.js'), 'chunk');
  return root;
}

describe('production serving of the builds', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = fakeBuilds();
    t = await createTestApp({ serveStatic: true, rootDir: root });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves hashed files as immutable and the rest as no-cache', async () => {
    const cases: [string, string, string][] = [
      ['/main.3f9a2c1b7d.js', IMMUTABLE, 'javascript'],
      ['/assets/logo.0123abcd45.svg', IMMUTABLE, 'svg'],
      ['/favicon.ico', 'no-cache', ''],
      ['/mf/mf-cabinet/remoteEntry.js', 'no-cache', 'javascript'],
      ['/mf/mf-cabinet/mf-manifest.json', 'no-cache', 'json'],
      ['/mf/mf-cabinet/512.a1b2c3d4e5.js', IMMUTABLE, 'javascript'],
    ];
    for (const [url, cacheControl, type] of cases) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], cacheControl, url);
      assert.match(String(response.headers['content-type'] ?? ''), new RegExp(type), url);
    }
  });

  it('serves index.html at / and as the SPA fallback for page navigations, never cached', async () => {
    for (const url of ['/', '/cabinet/profile', '/goods/BOSCH/0.986.452.041', '/resetting/reset/abc']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.match(response.body, /<div id="root">/, url);
    }
  });

  it('keeps /api, /mf and missing assets out of the fallback', async () => {
    for (const [url, accept] of [
      ['/api/nothing', 'text/html'],
      ['/mf/mf-cabinet/missing.js', 'text/html'],
      ['/mf/mf-content/remoteEntry.js', '*/*'],
      ['/missing.0123456789.js', '*/*'],
      ['/.env', '*/*'],
    ]) {
      const response = await t.app.inject({ url, headers: { accept } });
      assert.equal(response.statusCode, 404, url);
      assert.equal(json<ApiErrorBody>(response).code, 404);
    }
  });

  it('takes the app version from host/dist/version.json', async () => {
    const response = await t.app.inject({ url: '/api/offices' });
    assert.equal(response.headers['x-app-version'], '1.0.0+1700000000000');
  });

  it('still answers the switch-user exit with JSON', async () => {
    const response = await t.app.inject({
      url: '/?_switch_user=_exit',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /json/);
  });

  it('compresses JavaScript for browsers', async () => {
    const br = await t.app.inject({ url: '/main.3f9a2c1b7d.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    const gzip = await t.app.inject({ url: '/main.3f9a2c1b7d.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.ok(gzip.rawPayload.length < 1000);
  });
});

describe('cache policy', () => {
  it('classifies built file names', () => {
    assert.equal(cacheControlFor('/x/main.3f9a2c1b7d.js'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/main.3f9a2c1b7d.css'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/main.3f9a2c1b7d.js.br'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/index.html'), 'no-cache');
    assert.equal(cacheControlFor('/x/index.html.gz'), 'no-cache');
    assert.equal(cacheControlFor('/x/remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlFor('/x/mf-manifest.json'), 'no-cache');
    assert.equal(cacheControlFor('/x/main.js'), 'no-cache');
    assert.equal(cacheControlFor('/x/page.1234.html'), 'no-cache');
  });
});

// deploy/nginx.conf and deploy/security-headers.conf against the code, as docker-compose.yml mounts them: no
// nginx runs here (e2e/tests/cluster.test.ts runs the real one), so this reads the files and checks that the
// routes, the fallback to the plain page, the cache headers and the security headers agree with the API.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, test } from 'node:test';
import { cacheControlFor } from '../../../api/src/static/cache.js';
import { siteRegistry } from '../../../api/src/static/registry-routes.js';
import {
  fixedSecurityHeaders,
  formatCsp,
  HSTS,
  remoteOrigins,
  shopCspDirectives,
} from '../../../api/src/http/security-headers.js';
import { buildRegistry, REGISTRY_PATH, remoteDefaults } from '../../../shared/src/federation/registry.js';
import {
  args,
  child,
  children,
  evaluateMap,
  matchLocation,
  parseNginx,
  proxiesToApi,
  readSiteConfig,
  type Directive,
} from '../../src/nginx.js';
import { mountOf, readCompose } from '../../src/compose.js';
import { repoRoot } from '../../src/server.js';

const { api, web } = readCompose(repoRoot);
const { nginx, server, cacheMap } = readSiteConfig(repoRoot);

describe('deploy/nginx.conf: the web server', () => {
  const nginxMount = web.volumes.find((volume) => posix.normalize(volume.source) === 'deploy/nginx.conf');

  test('is mounted into nginx and serves the host build at / with an SPA fallback', () => {
    assert.ok(nginxMount, 'deploy/nginx.conf is mounted');
    assert.match(nginxMount.target, /^\/etc\/nginx\/(conf\.d\/[^/]+\.conf|nginx\.conf)$/);
    const hostMount = mountOf(web, 'host/dist');
    assert.ok(hostMount, 'host/dist is mounted into web');
    assert.equal(child(server, 'root')?.args[0], hostMount.target);

    // Pages go to the API (rendered for guests); without its answer, the host build's index.html.
    const named = (name: string | undefined) =>
      children(server, 'location').find((location) => location.args[0] === name);
    const fallsBackToIndex = (location: Directive | undefined, page: string) => {
      const errorPage = args(location, 'error_page');
      assert.deepEqual(errorPage.slice(0, -2), ['404', '502', '503', '504'], page);
      assert.deepEqual(args(named(errorPage.at(-1)), 'try_files'), ['/index.html', '=404'], page);
      assert.deepEqual(args(location, 'proxy_intercept_errors'), ['on'], page);
    };
    const index = matchLocation(server, '/');
    assert.ok(proxiesToApi(index), '/ goes to the API');
    fallsBackToIndex(index, '/');
    for (const page of ['/cabinet/profile', '/auth/login', '/posts/news', '/no/such/page']) {
      const location = matchLocation(server, page);
      const tried = args(location, 'try_files');
      assert.equal(tried[0], '$uri', `${page}: a file of the host build first`);
      const pageLocation = named(tried.at(-1));
      assert.ok(proxiesToApi(pageLocation), `${page} goes to the API`);
      fallsBackToIndex(pageLocation, page);
    }
    const asset = matchLocation(server, '/main.22fbdeec66.js');
    assert.equal(args(asset, 'try_files').at(-1), '=404', 'a missing script is a 404, not the page');
  });

  for (const remote of remoteDefaults) {
    test(`serves ${remote.folder}/dist under /mf/${remote.folder}/`, () => {
      const mount = mountOf(web, `${remote.folder}/dist`);
      assert.ok(mount, `${remote.folder}/dist is mounted into web`);
      assert.ok(mount.readOnly);
      for (const file of [
        'mf-manifest.json',
        'remoteEntry.js',
        '__federation_expose_routes.0bc31cbb56.js',
        'x/1.abcdef0123.css',
      ]) {
        const location = matchLocation(server, `/mf/${remote.folder}/${file}`);
        assert.equal(
          args(location, 'alias')[0],
          `${mount.target}/`,
          `/mf/${remote.folder}/${file} is read from the build`,
        );
        assert.deepEqual(args(location, 'try_files'), ['$uri', '=404']);
      }
    });
  }

  test('the registry the host reads names manifests that nginx serves', () => {
    const registry = buildRegistry(api.environment, (folder) => `/mf/${folder}/mf-manifest.json`);
    assert.deepEqual(
      registry.remotes.map((remote) => remote.name),
      remoteDefaults.map((remote) => remote.name),
    );
    for (const entry of registry.remotes) {
      const location = matchLocation(server, entry.manifest);
      assert.ok(args(location, 'alias')[0], `${entry.manifest} is a file of a remote build`);
    }
  });

  test('retries idempotent requests on another API instance, never a POST, and rests failed instances', () => {
    const retry = child(server, 'proxy_next_upstream')?.args ?? [];
    for (const condition of ['error', 'timeout', 'http_502', 'http_503']) {
      assert.ok(retry.includes(condition), `proxy_next_upstream ${condition}`);
    }
    assert.ok(!retry.includes('non_idempotent'), 'a POST (an order) is not sent twice by nginx');
    const upstream = children(nginx, 'upstream').find((block) => block.args[0] === 'shop_api');
    for (const instance of children(upstream?.block, 'server')) {
      assert.ok(
        instance.args.some((arg) => arg.startsWith('max_fails=')),
        'max_fails',
      );
      assert.ok(
        instance.args.some((arg) => arg.startsWith('fail_timeout=')),
        'fail_timeout',
      );
    }
  });

  test('proxies /api, /logout, the registry and the impersonation exit to the API', () => {
    for (const path of [
      '/api/user',
      '/api/login_check',
      '/api/doc/static/index.css',
      '/api/pricelist/download.txt',
      '/logout',
      REGISTRY_PATH,
    ]) {
      assert.ok(proxiesToApi(matchLocation(server, path)), `${path} goes to the API`);
    }
    // `GET /?_switch_user=_exit` is the API's, as `GET /` (the home page) is.
    assert.ok(proxiesToApi(matchLocation(server, '/')));
    assert.equal(
      matchLocation(server, '/mf/unknown/remoteEntry.js')?.block?.find((d) => d.name === 'return')?.args[0],
      '404',
    );
  });

  test("believes the visitor's address and scheme only from the front proxies it lists: none here", () => {
    // X-Forwarded-For: realip puts the last address that is not a listed proxy in $remote_addr, nginx appends
    // it, and the API believes that one hop (TRUST_PROXY=1).
    assert.deepEqual(child(server, 'real_ip_header')?.args, ['X-Forwarded-For']);
    assert.deepEqual(child(server, 'real_ip_recursive')?.args, ['on']);
    const headers = new Map(
      children(server, 'proxy_set_header').map((header) => [header.args[0], header.args[1]]),
    );
    assert.equal(headers.get('X-Forwarded-For'), '$proxy_add_x_forwarded_for');
    const includePath = '/etc/nginx/shop/front-proxies.conf';
    assert.ok(children(server, 'include').some((directive) => directive.args[0] === includePath));
    const mount = web.volumes.find((volume) => volume.target === includePath);
    assert.ok(mount?.readOnly, `docker-compose.yml mounts ${includePath}`);
    assert.equal(posix.normalize(mount.source), 'deploy/front-proxies.conf');
    const listed = parseNginx(readFileSync(join(repoRoot, mount.source), 'utf8'));
    assert.deepEqual(listed, [], 'visitors reach this nginx themselves: no header of theirs is believed');

    // X-Forwarded-Proto: a listed proxy's (realip changed the address), else nginx's own scheme.
    const map = (name: string) => children(nginx, 'map').find((block) => block.args[1] === name);
    const via = map('$shop_via_front_proxy');
    assert.ok(via);
    assert.equal(via.args[0], '$realip_remote_addr $remote_addr');
    assert.equal(evaluateMap(via, '203.0.113.9 203.0.113.9'), '0', 'a visitor: realip changed nothing');
    assert.equal(evaluateMap(via, '10.1.2.3 203.0.113.9'), '1', 'the address came from a listed proxy');
    const proto = map('$shop_forwarded_proto');
    assert.ok(proto);
    assert.equal(proto.args[0], '$shop_via_front_proxy $http_x_forwarded_proto');
    assert.equal(headers.get('X-Forwarded-Proto'), '$shop_forwarded_proto');
    assert.equal(evaluateMap(proto, '1 https'), 'https');
    assert.equal(evaluateMap(proto, '1 http'), 'http');
    for (const claim of ['0 https', '0 ', '1 gopher']) {
      assert.equal(evaluateMap(proto, claim), '$scheme', `«${claim}»: nginx's own scheme`);
    }
  });

  test('cache headers: no-cache for HTML, manifests, remoteEntry and the registry; immutable for hashed files', () => {
    assert.ok(cacheMap, 'a map $uri → Cache-Control');
    const variable = cacheMap.args[1] ?? '';
    const samples = [
      '/index.html',
      '/main.22fbdeec66.js',
      '/784.a865287f8d.css',
      '/1021.d36f569664.js.map',
      '/version.json',
      '/mf/mf-content/mf-manifest.json',
      '/mf/mf-content/mf-manifest-stats.json',
      '/mf/mf-content/remoteEntry.js',
      '/mf/mf-cabinet/__federation_expose_routes.0bc31cbb56.js',
      '/mf/mf-cabinet/index.html',
    ];
    // Plus every file of the builds present on this machine.
    for (const folder of ['host', ...remoteDefaults.map((remote) => remote.folder)]) {
      const dist = join(repoRoot, folder, 'dist');
      if (!existsSync(dist)) continue;
      const prefix = folder === 'host' ? '/' : `/mf/${folder}/`;
      for (const name of readdirSync(dist)) samples.push(`${prefix}${name}`);
    }
    for (const uri of samples) {
      const location = matchLocation(server, uri);
      const header = child(location?.block, 'add_header');
      assert.ok(header && header.args[0] === 'Cache-Control', `${uri}: Cache-Control is set`);
      const value: string | undefined =
        header.args[1] === variable ? evaluateMap(cacheMap, uri) : header.args[1];
      assert.equal(value, cacheControlFor(uri), `${uri}: the same Cache-Control as the API sends`);
    }
    // The registry comes from the API, which marks it no-cache itself (api/src/static/registry-routes.ts).
    assert.ok(proxiesToApi(matchLocation(server, REGISTRY_PATH)));
  });
});

describe('deploy/security-headers.conf: the headers of the files nginx serves', () => {
  const includePath = '/etc/nginx/shop/security-headers.conf';
  const mount = web.volumes.find((volume) => volume.target === includePath);
  const included = mount ? parseNginx(readFileSync(join(repoRoot, mount.source), 'utf8')) : [];
  const headers = new Map(
    children(included, 'add_header').map((header) => [header.args[0]?.toLowerCase(), header.args.slice(1)]),
  );
  const includes = (location: Directive | undefined) =>
    children(location?.block, 'include').some((directive) => directive.args[0] === includePath);

  /** A CSP as its directives, spacing aside. */
  const directives = (csp: string | undefined) =>
    (csp ?? '')
      .split(';')
      .map((directive) => directive.trim().replace(/\s+/g, ' '))
      .filter(Boolean);

  test('is mounted read-only where nginx.conf includes it', () => {
    assert.ok(mount, `a volume mounts the file at ${includePath}`);
    assert.equal(posix.normalize(mount.source), 'deploy/security-headers.conf');
    assert.ok(mount.readOnly);
  });

  test("the CSP is the API's for the registry of this compose file (remotes on this origin)", () => {
    const registry = siteRegistry(api.environment);
    const apiCsp = formatCsp(shopCspDirectives(remoteOrigins(registry)));
    const [value, always] = headers.get('content-security-policy') ?? [];
    assert.deepEqual(directives(value), directives(apiCsp));
    assert.equal(always, 'always', 'also on error answers');
  });

  test('nosniff, no framing, the referrer policy and COOP as the API sends them; HSTS over https only', () => {
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) {
      assert.deepEqual(headers.get(name), [value, 'always'], name);
    }
    const [hsts, always] = headers.get('strict-transport-security') ?? [];
    assert.equal(always, 'always');
    const map = children(nginx, 'map').find((block) => block.args[1] === hsts);
    assert.ok(map, `${hsts} is a map`);
    assert.equal(map.args[0], '$shop_forwarded_proto', 'by the scheme nginx passes to the API');
    assert.equal(evaluateMap(map, 'https'), HSTS, "the API's value");
    // nginx sends no header whose value is empty.
    assert.equal(evaluateMap(map, 'http'), '', 'port 80 serves plain http');
  });

  test('every location answering from the builds has them; those proxied to the API do not repeat them', () => {
    for (const uri of [
      '/index.html',
      '/cabinet/profile',
      '/main.22fbdeec66.js',
      '/784.a865287f8d.css',
      ...remoteDefaults.map((remote) => `/mf/${remote.folder}/remoteEntry.js`),
      '/mf/unknown/remoteEntry.js',
    ]) {
      assert.ok(includes(matchLocation(server, uri)), `${uri} includes ${includePath}`);
    }
    for (const uri of ['/', '/api/user', '/logout', REGISTRY_PATH]) {
      const location = matchLocation(server, uri);
      assert.ok(proxiesToApi(location) && !includes(location), `${uri}: the API's own headers`);
    }
    // Pages: the API's answer with its headers, or index.html from the build with these.
    const named = (name: string) =>
      children(server, 'location').find((location) => location.args[0] === name);
    assert.ok(proxiesToApi(named('@page')) && !includes(named('@page')));
    assert.ok(includes(named('@index')));
  });
});

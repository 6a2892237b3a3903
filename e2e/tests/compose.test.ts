// docker-compose.yml and deploy/nginx.conf against the code: no Docker engine runs here, so this reads both
// files and checks that services, ports, environment, routes and cache headers agree with the API and the
// federation registry.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { configProblems, loadConfig } from '../../api/src/config.js';
import { cacheControlFor } from '../../api/src/static/cache.js';
import { siteRegistry } from '../../api/src/static/registry-routes.js';
import {
  fixedSecurityHeaders,
  formatCsp,
  remoteOrigins,
  shopCspDirectives,
} from '../../api/src/http/security-headers.js';
import {
  buildRegistry,
  manifestEnvName,
  REGISTRY_PATH,
  remoteDefaults,
} from '../../shared/src/federation/registry.js';
import { child, children, evaluateMap, matchLocation, parseNginx, type Directive } from '../src/nginx.js';
import { repoRoot } from '../src/server.js';

import { interpolate, isRecord, service, shellEnv, type Service } from '../src/compose.js';

const composeText = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
const compose: unknown = parse(composeText);
assert.ok(isRecord(compose) && isRecord(compose.services), 'docker-compose.yml: нет services');
const rawServices = compose.services;
const topVolumes = isRecord(compose.volumes) ? compose.volumes : {};
const db = service(rawServices.db, 'db');
const api = service(rawServices.api, 'api');
const web = service(rawServices.web, 'web');
const mail = service(rawServices.mail, 'mail');

const nginx = parseNginx(readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8'));
const server = child(nginx, 'server')?.block ?? [];
const cacheMap = children(nginx, 'map').find((map) => map.args[0] === '$uri');

/** The volume of a service that mounts this repository path (`./host/dist`), normalised. */
function mountOf(svc: Service, repoPath: string): Service['volumes'][number] | undefined {
  const wanted = posix.normalize(repoPath).replace(/\/$/, '');
  return svc.volumes.find(
    (volume) => posix.normalize(volume.source).replace(/^\.\//, '').replace(/\/$/, '') === wanted,
  );
}

function args(location: Directive | undefined, name: string): string[] {
  return child(location?.block, name)?.args ?? [];
}

function proxiesToApi(location: Directive | undefined): boolean {
  return args(location, 'proxy_pass')[0] === 'http://shop_api';
}

describe('docker-compose.yml: the production topology', () => {
  test('has the PostgreSQL server, the API, the web server and the mail catcher', () => {
    assert.deepEqual(Object.keys(rawServices).sort(), ['api', 'db', 'mail', 'web']);
    assert.match(db.image, /^postgres:15(\.|-|$)/, 'PostgreSQL 15, as CI tests against');
    assert.match(api.image, /^node:20(\.|-|$)/, 'Node.js 20, as .nvmrc and engines say');
    assert.match(web.image, /^nginx(:|$)/);
    assert.match(mail.image, /mailpit/);
  });

  test("every API environment variable is one the API's config reads, and it configures production", () => {
    const read = new Set<string>();
    const tracked = new Proxy(api.environment, {
      get(target, name) {
        if (typeof name === 'string') read.add(name);
        return typeof name === 'string' ? target[name] : undefined;
      },
    });
    const config = loadConfig(tracked);
    const manifestVars = new Set(remoteDefaults.map((remote) => manifestEnvName(remote.name)));
    const unknown = Object.keys(api.environment).filter((name) => !read.has(name) && !manifestVars.has(name));
    assert.deepEqual(unknown, [], `переменные, которых api/src/config.ts не читает: ${unknown.join(', ')}`);

    assert.equal(api.environment.NODE_ENV, 'production');
    assert.equal(config.serveStatic, false, 'nginx serves the builds: SERVE_STATIC=0');
    assert.equal(config.renderPages, true, 'the API renders pages for nginx: RENDER_PAGES=1');
    assert.ok(
      api.volumes.some(
        (volume) => ['.', './'].includes(posix.normalize(volume.source)) && volume.target === '/app',
      ),
      'the API reads the builds it renders pages from in the checkout',
    );
    assert.equal(config.host, '0.0.0.0', 'listens on all interfaces of the container');
    assert.equal(
      config.appSecret,
      shellEnv.APP_SECRET,
      'APP_SECRET from the shell, shared by all API instances',
    );
    const rawEnv =
      isRecord(rawServices.api) && isRecord(rawServices.api.environment) ? rawServices.api.environment : {};
    assert.throws(
      () => interpolate(String(rawEnv.APP_SECRET), {}),
      /APP_SECRET/,
      'compose refuses to start without it',
    );
    assert.ok(config.databaseUrl, 'DATABASE_URL is set: no PGlite in production');
    assert.ok(config.smtpUrl, 'SMTP_URL is set: mail goes to the mail catcher');
    assert.equal(
      config.trustProxy,
      1,
      'behind nginx the login throttle needs the client IP, from the one hop of nginx only',
    );
    assert.equal(config.demo, false, 'demo mode only when asked for: DEMO=1 docker compose up');
    assert.equal(config.payments.tbankTerminalKey, '', 'no sandbox terminal outside demo mode');
    assert.deepEqual(configProblems(config), [], 'the API starts with this configuration');
    assert.equal(interpolate(String(rawEnv.DEMO), { ...shellEnv, DEMO: '1' }), '1', 'DEMO=1 turns it on');
  });

  test("the API listens on the API's default port, which nginx and the health check use", () => {
    const defaultPort = loadConfig({}).port;
    const port = loadConfig(api.environment).port;
    assert.equal(port, defaultPort);
    assert.ok(api.expose.includes(port), `api exposes ${port}`);
    assert.equal(api.ports.length, 0, 'the API is reached through nginx only');
    const upstream = children(nginx, 'upstream').find((block) => block.args[0] === 'shop_api');
    assert.deepEqual(args(upstream, 'server').slice(0, 1), [`api:${port}`]);
    assert.ok(
      api.healthcheck?.join(' ').includes(`127.0.0.1:${port}/readyz`),
      'health check asks /readyz (the API and its database answer)',
    );
  });

  test('the API runs the built api/dist/server.js of this checkout after the database is healthy', () => {
    const workdir = api.working_dir ?? '';
    const repoMount = api.volumes.find((volume) => ['.', './'].includes(volume.source));
    assert.ok(repoMount, 'the repository (with its builds and node_modules) is mounted');
    assert.equal(repoMount.target, workdir);
    assert.ok(repoMount.readOnly, 'mounted read-only');
    assert.deepEqual(api.command, ['node', 'api/dist/server.js']);
    assert.ok(
      existsSync(join(repoRoot, 'api/src/server.ts')),
      'api/dist/server.js is the build of api/src/server.ts',
    );
    assert.equal(api.dependsOn.db, 'service_healthy');
    assert.ok(db.healthcheck?.join(' ').includes('pg_isready'), 'db has a pg_isready health check');
    assert.ok('mail' in api.dependsOn);
  });

  test('PostgreSQL runs with the settings the price-list import was measured with', () => {
    const settings = new Map(
      (db.command ?? [])
        .filter((_word, index, words) => words[index - 1] === '-c')
        .map((setting) => {
          const [name = '', value = ''] = setting.split('=');
          return [name, value] as const;
        }),
    );
    assert.equal(db.command?.[0], 'postgres');
    assert.equal(settings.get('shared_buffers'), '2GB');
    assert.equal(settings.get('max_wal_size'), '8GB');
    assert.equal(settings.get('checkpoint_timeout'), '15min');
    assert.equal(settings.get('wal_compression'), 'lz4');
  });

  test('DATABASE_URL points at the db service with its user, password and database', () => {
    const url = new URL(api.environment.DATABASE_URL ?? '');
    assert.match(url.protocol, /^postgres(ql)?:$/);
    assert.equal(url.hostname, 'db');
    assert.equal(url.port || '5432', db.environment.PGPORT ?? '5432');
    assert.equal(decodeURIComponent(url.username), db.environment.POSTGRES_USER);
    assert.equal(decodeURIComponent(url.password), db.environment.POSTGRES_PASSWORD);
    assert.equal(url.pathname.slice(1), db.environment.POSTGRES_DB ?? db.environment.POSTGRES_USER);
  });

  test('the database and the mail catcher keep their data in named volumes', () => {
    const data = db.volumes.find((volume) => volume.target === '/var/lib/postgresql/data');
    assert.ok(data, 'db mounts /var/lib/postgresql/data');
    assert.ok(data.source in topVolumes, `volume ${data.source} is declared under volumes:`);
    for (const volume of mail.volumes) {
      if (!volume.source.startsWith('.'))
        assert.ok(volume.source in topVolumes, `volume ${volume.source} is declared`);
    }
  });

  test("SMTP_URL uses the mail catcher's SMTP port; its web interface is published", () => {
    const smtp = new URL(api.environment.SMTP_URL ?? '');
    assert.match(smtp.protocol, /^smtps?:$/);
    assert.equal(smtp.hostname, 'mail');
    // mailpit: SMTP on 1025 and the web interface on 8025 unless MP_SMTP_BIND_ADDR / MP_UI_BIND_ADDR move them.
    const smtpPort = Number(mail.environment.MP_SMTP_BIND_ADDR?.split(':').at(-1) ?? 1025);
    const uiPort = Number(mail.environment.MP_UI_BIND_ADDR?.split(':').at(-1) ?? 8025);
    assert.equal(Number(smtp.port || (smtp.protocol === 'smtps:' ? 465 : 25)), smtpPort);
    assert.ok(
      mail.ports.some((port) => port.target === uiPort && port.published !== null),
      'mail web UI published',
    );
    if (mail.environment.MP_DATABASE) {
      assert.ok(mail.volumes.some((volume) => mail.environment.MP_DATABASE?.startsWith(`${volume.target}/`)));
    }
  });

  test('PUBLIC_URL (links in the mails) is the address nginx is published on', () => {
    const publicUrl = new URL(loadConfig(api.environment).publicUrl);
    const listen = Number(child(server, 'listen')?.args[0]);
    const published = web.ports.find((port) => port.target === listen)?.published;
    assert.equal(Number(publicUrl.port || 80), published);
  });
});

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

  test('nosniff, no framing, the referrer policy and COOP as the API sends them; no HSTS over http', () => {
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) {
      assert.deepEqual(headers.get(name), [value, 'always'], name);
    }
    assert.equal(headers.has('strict-transport-security'), false, 'port 80 serves plain http');
    assert.equal(child(server, 'listen')?.args[0], '80');
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

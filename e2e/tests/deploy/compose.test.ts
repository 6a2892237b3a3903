// docker-compose.yml against the code: no Docker engine runs here, so this reads the file and checks that
// services, ports, environment, volumes and the API's upstream in deploy/nginx.conf agree with the API
// (nginx's own routes and headers: nginx.test.ts).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, test } from 'node:test';
import { configProblems, loadConfig } from '../../../api/src/config.js';
import { manifestEnvName, remoteDefaults } from '../../../shared/src/federation/registry.js';
import { args, child, children, readSiteConfig } from '../../src/nginx.js';
import { repoRoot } from '../../src/server.js';
import { interpolate, isRecord, readCompose, shellEnv } from '../../src/compose.js';

const { rawServices, topVolumes, db, api, web, mail } = readCompose(repoRoot);
const { nginx, server } = readSiteConfig(repoRoot);

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
    assert.equal(config.demo, false, 'no demo mode: a real shop');
    assert.equal(config.payments.tbankTerminalKey, '', 'no sandbox terminal outside demo mode');
    assert.deepEqual(configProblems(config), [], 'the API starts with this configuration');
    assert.equal(
      interpolate(String(rawEnv.DEMO), { ...shellEnv, DEMO: '1' }),
      '0',
      'a DEMO left in the shell does not turn demo mode on',
    );
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

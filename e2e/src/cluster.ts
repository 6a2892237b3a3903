// The production topology on one machine without Docker: a PostgreSQL 15 server of its own (Debian's
// binaries), several `node api/dist/server.js` instances on it and Debian's nginx with deploy/nginx.conf in
// front, its upstream pointing at the instances and its roots at the builds of this checkout; in front of
// that, a second nginx server acting as the Kubernetes ingress (it terminates TLS).
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { remoteDefaults } from '../../shared/src/federation/registry.js';
import { freePort, repoRoot } from './server.js';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const NGINX = '/usr/sbin/nginx';

/** What the cluster needs on this machine; `.ci/run` installs it (apt: nginx, postgresql-15). */
export function missingTools(): string[] {
  return [`${PG_BIN}/initdb`, `${PG_BIN}/pg_ctl`, `${PG_BIN}/psql`, NGINX].filter(
    (file) => !existsSync(file),
  );
}

const isRoot = process.getuid?.() === 0;

/** initdb refuses root: as root the server's commands run as the `postgres` user (as .ci/run does). */
function asPostgres(command: string): void {
  if (isRoot) execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
  else execFileSync('sh', ['-c', command], { stdio: 'pipe' });
}

/** The same without blocking: the load keeps running while the server restarts. */
async function asPostgresAsync(command: string): Promise<void> {
  const run = promisify(execFile);
  if (isRoot) await run('su', ['postgres', '-c', command]);
  else await run('sh', ['-c', command]);
}

export interface PostgresServer {
  port: number;
  url(database: string): string;
  /** Runs SQL with psql and returns its unaligned rows. */
  query(database: string, text: string): string[];
  /** `pg_ctl restart -m fast`: every connection is closed, the server comes back on the same port. */
  restart(): Promise<void>;
  stop(): void;
}

export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-cluster-pg-'));
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'])),
      Number(execFileSync('id', ['-g', 'postgres'])),
    );
  const port = await freePort();
  const data = join(dir, 'data');
  asPostgres(`${PG_BIN}/initdb -D ${data} -A trust -U postgres >/dev/null`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`;
  asPostgres(`${PG_BIN}/pg_ctl -D ${data} -o '${options}' -l ${dir}/log -w start >/dev/null`);
  const psql = (database: string, text: string) =>
    execFileSync(
      `${PG_BIN}/psql`,
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-Atc', text],
      {
        encoding: 'utf8',
      },
    );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres(`${PG_BIN}/pg_ctl -D ${data} -m immediate -w stop >/dev/null`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    query: (database, text) => psql(database, text).split('\n').filter(Boolean),
    restart: () => asPostgresAsync(`${PG_BIN}/pg_ctl -D ${data} -m fast -w restart >/dev/null`),
    stop,
  };
}

export interface ApiInstance {
  port: number;
  url: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM (graceful), or SIGKILL; resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `node api/dist/server.js` as production runs it behind nginx: no static files, proxy trusted.
 * Instances on one machine share one media folder (`mediaDir`), as they share the database.
 */
export async function startApiInstance(
  databaseUrl: string,
  appSecret: string,
  mediaDir: string,
): Promise<ApiInstance> {
  const port = await freePort();
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(DATABASE_|SMTP_URL|APP_SECRET|MF_|MEDIA_DIR|MEDIA_S3_)/.test(name))
      env[name] = value;
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    DEMO: '1',
    APP_SECRET: appSecret,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    // As docker-compose.yml: nginx serves the files and asks the instances for pages.
    SERVE_STATIC: '0',
    RENDER_PAGES: '1',
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'error',
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
  });
  const child = spawn(process.execPath, [join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-50_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    url,
    process: child,
    output: () => log,
    stop: async (signal = 'SIGTERM') => {
      process.removeListener('exit', kill);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Waits until the instance's `/readyz` answers 200 (its first start migrates and loads the demo data). */
export async function waitReady(instance: ApiInstance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null)
      throw new Error(`API завершился при запуске:\n${instance.output()}`);
    const ok = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`API не стал готов за ${timeoutMs} мс:\n${instance.output()}`);
}

/**
 * The address the test's ingress connects to nginx from; nginx believes it as Kubernetes' shop-web believes
 * the ingress controller's range (deploy/k8s/front-proxies.conf). Visitors use other loopback addresses.
 */
export const INGRESS_ADDRESS = '127.0.0.4';

/**
 * deploy/nginx.conf with this machine's addresses: the upstream lists the instances (keeping the project's
 * max_fails and fail_timeout), nginx listens on a loopback port, the roots are the builds of this checkout,
 * and its front proxy is the test's ingress. A visitor connecting to nginx directly is as in docker-compose.yml.
 */
export function nginxSite(ports: number[], listenPort: number): string {
  let site = readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const replace = (pattern: RegExp, by: (match: string, ...groups: string[]) => string) => {
    assert.match(site, pattern, `deploy/nginx.conf: нет ${pattern}`);
    site = site.replace(pattern, by);
  };
  replace(/^(\s*)server api:8080( [^;]*)?;$/m, (_match, indent: string, params = '') =>
    ports.map((port) => `${indent}server 127.0.0.1:${port}${params};`).join('\n'),
  );
  replace(/^(\s*)listen 80;$/m, (_match, indent: string) => `${indent}listen 127.0.0.1:${listenPort};`);
  replace(
    /^(\s*)root \/srv\/host;$/m,
    (_match, indent: string) => `${indent}root ${join(repoRoot, 'host/dist')};`,
  );
  site = site.replaceAll(
    'include /etc/nginx/shop/security-headers.conf;',
    `include ${join(repoRoot, 'deploy/security-headers.conf')};`,
  );
  replace(
    /^(\s*)include \/etc\/nginx\/shop\/front-proxies\.conf;$/m,
    (_match, indent: string) => `${indent}set_real_ip_from ${INGRESS_ADDRESS};`,
  );
  for (const remote of remoteDefaults) {
    const alias = new RegExp(`alias /srv/mf/${remote.folder}/;`);
    replace(alias, () => `alias ${join(repoRoot, remote.folder, 'dist')}/;`);
  }
  return site;
}

/**
 * The ingress in front of nginx, as ingress-nginx behaves on a TLS host: it appends the visitor's address to
 * X-Forwarded-For, says https in X-Forwarded-Proto and connects to nginx from INGRESS_ADDRESS.
 */
function ingressSite(listenPort: number, nginxPort: number): string {
  return [
    'server {',
    `  listen 127.0.0.1:${listenPort};`,
    '  location / {',
    `    proxy_pass http://127.0.0.1:${nginxPort};`,
    `    proxy_bind ${INGRESS_ADDRESS};`,
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto https;',
    '  }',
    '}',
  ].join('\n');
}

export interface Nginx {
  /** deploy/nginx.conf, reached directly (docker-compose.yml). */
  url: string;
  /** The ingress in front of it (Kubernetes: two proxies before the API). */
  ingressUrl: string;
  /** Points the upstream at these instances (`nginx -s reload`). */
  reload(ports: number[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startNginx(ports: number[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-cluster-nginx-'));
  const listenPort = await freePort();
  const ingressPort = await freePort();
  const config = join(dir, 'nginx.conf');
  const write = (upstream: number[]) =>
    writeFileSync(
      config,
      [
        // Root's workers would run as nobody, who may not read the checkout.
        isRoot ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log error;`,
        'events { worker_connections 1024; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
        ),
        nginxSite(upstream, listenPort),
        ingressSite(ingressPort, listenPort),
        '}',
      ].join('\n'),
    );
  write(ports);
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', config], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-p', dir, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${listenPort}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${url}/index.html`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 50) throw new Error(`nginx не запустился: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await sleep(100);
  }
  return {
    url,
    ingressUrl: `http://127.0.0.1:${ingressPort}`,
    reload: async (upstream) => {
      write(upstream);
      execFileSync(NGINX, ['-p', dir, '-c', config, '-s', 'reload'], { stdio: 'pipe' });
      // The old workers finish their requests; new ones read the new upstream.
      await sleep(500);
    },
    stop: async () => {
      process.removeListener('exit', kill);
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request sent from this loopback address, so that nginx sees a visitor of its own (Linux answers on the
 * whole 127.0.0.0/8); fetch cannot choose the address it connects from.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false, timeout: 10_000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`${url}: нет ответа за 10 с`)));
    sent.on('error', reject);
    sent.end(init.body);
  });
}

// Reading docker-compose.yml into plain values (services with their image, env, ports, volumes, health checks).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';

export type Env = Record<string, string>;

export interface Service {
  image: string;
  command?: string[];
  working_dir?: string;
  environment: Env;
  ports: { published: number | null; target: number }[];
  expose: number[];
  volumes: { source: string; target: string; readOnly: boolean }[];
  dependsOn: Record<string, string>;
  healthcheck: string[] | null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What `docker compose up` is run with: the one variable the file requires (see its header). */
export const shellEnv: Env = { APP_SECRET: '0123456789abcdef'.repeat(4) };

/** Compose's variable interpolation: `${X:-default}`, `${X-default}`, `${X:?error}`, `${X?error}`, `${X}`, `$X`, `$$`. */
export function interpolate(value: string, shell: Env = shellEnv): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match: string, braced?: string, op?: string, argument?: string, bare?: string) => {
      if (match === '$$') return '$';
      const name = String(braced ?? bare);
      const current = shell[name];
      if (op === ':-') return current ? current : String(argument);
      if (op === '-') return current ?? String(argument);
      if ((op === ':?' && !current) || (op === '?' && current === undefined)) {
        throw new Error(`${name}: ${argument}`);
      }
      return current ?? '';
    },
  );
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return interpolate(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`не скаляр: ${JSON.stringify(value)}`);
}

function environment(value: unknown): Env {
  const env: Env = {};
  if (Array.isArray(value)) {
    for (const item of value) {
      const [name, ...rest] = scalar(item).split('=');
      if (name) env[name] = rest.join('=');
    }
  } else if (isRecord(value)) {
    for (const [name, item] of Object.entries(value)) env[name] = item === null ? '' : scalar(item);
  }
  return env;
}

function ports(value: unknown): Service['ports'] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    if (isRecord(item)) {
      return {
        published: item.published === undefined ? null : Number(scalar(item.published)),
        target: Number(scalar(item.target)),
      };
    }
    const parts = scalar(item).split('/')[0]?.split(':') ?? [];
    const target = Number(parts.at(-1));
    const published = parts.length >= 2 ? Number(parts.at(-2)) : null;
    return { published, target };
  });
}

function volumes(value: unknown): Service['volumes'] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    if (isRecord(item)) {
      return { source: scalar(item.source), target: scalar(item.target), readOnly: item.read_only === true };
    }
    const [source = '', target = '', mode = ''] = scalar(item).split(':');
    return { source, target, readOnly: mode.split(',').includes('ro') };
  });
}

function dependsOn(value: unknown): Record<string, string> {
  if (Array.isArray(value)) return Object.fromEntries(value.map((name) => [scalar(name), 'service_started']));
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([name, spec]) => [
      name,
      isRecord(spec) && spec.condition ? scalar(spec.condition) : 'service_started',
    ]),
  );
}

function command(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(scalar);
  return scalar(value).split(/\s+/);
}

export function service(raw: unknown, name: string): Service {
  assert.ok(isRecord(raw), `служба ${name} не описана`);
  const check =
    isRecord(raw.healthcheck) && Array.isArray(raw.healthcheck.test)
      ? raw.healthcheck.test.map(scalar)
      : null;
  return {
    image: scalar(raw.image),
    command: command(raw.command),
    working_dir: raw.working_dir === undefined ? undefined : scalar(raw.working_dir),
    environment: environment(raw.environment),
    ports: ports(raw.ports),
    expose: Array.isArray(raw.expose) ? raw.expose.map((port) => Number(scalar(port))) : [],
    volumes: volumes(raw.volumes),
    dependsOn: dependsOn(raw.depends_on),
    healthcheck: check,
  };
}

/** The volume of a service that mounts this repository path (`./host/dist`), normalised. */
export function mountOf(svc: Service, repoPath: string): Service['volumes'][number] | undefined {
  const wanted = posix.normalize(repoPath).replace(/\/$/, '');
  return svc.volumes.find(
    (volume) => posix.normalize(volume.source).replace(/^\.\//, '').replace(/\/$/, '') === wanted,
  );
}

/** docker-compose.yml of the checkout at `root`: its raw services and top-level volumes, and the four services read. */
export function readCompose(root: string) {
  const compose: unknown = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
  assert.ok(isRecord(compose) && isRecord(compose.services), 'docker-compose.yml: нет services');
  const rawServices = compose.services;
  return {
    rawServices,
    topVolumes: isRecord(compose.volumes) ? compose.volumes : {},
    db: service(rawServices.db, 'db'),
    api: service(rawServices.api, 'api'),
    web: service(rawServices.web, 'web'),
    mail: service(rawServices.mail, 'mail'),
  };
}

// deploy/k8s against the Kubernetes API schemas (kubernetes-models validates each document by its kind) and
// against the code: environment the API reads, probes, the Service name nginx.conf proxies to, PgBouncer's
// settings for the API's prepared statements, the images' paths. No cluster is needed.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { loadConfig } from '../../../api/src/config.js';
import { remoteDefaults } from '../../../shared/src/federation/registry.js';
import { isRecord } from '../../src/compose.js';
import { child, children, matchLocation, parseNginx, type Directive } from '../../src/nginx.js';
import { repoRoot } from '../../src/server.js';

const dir = join(repoRoot, 'deploy/k8s');

interface Validating {
  validate(): void;
}
const models: Record<string, new (data: never) => Validating> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};
/** Kinds of add-ons whose schemas kubernetes-models does not ship: checked below by their own tests. */
const addOnKinds = new Set([
  'kustomize.config.k8s.io/v1beta1/Kustomization',
  'postgresql.cnpg.io/v1/Cluster',
]);

type Doc = Record<string, unknown> & { apiVersion: string; kind: string; metadata?: { name?: string } };

const files = readdirSync(dir).filter((name) => name.endsWith('.yaml'));
const docs: { file: string; doc: Doc }[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((parsed) => {
    assert.deepEqual(parsed.errors, [], `${file}: YAML`);
    const doc: unknown = parsed.toJS();
    assert.ok(isRecord(doc) && typeof doc.kind === 'string' && typeof doc.apiVersion === 'string', file);
    return { file, doc: doc as Doc };
  }),
);

function find(kind: string, name: string): Doc {
  const found = docs.find(({ doc }) => doc.kind === kind && (doc.metadata?.name ?? '') === name)?.doc;
  assert.ok(found, `${kind} ${name}`);
  return found;
}

/** A typed view of a validated document (the model's class checked its shape). */
function as<T>(kind: string, name: string): T {
  return find(kind, name) as unknown as T;
}

const apiDeployment = as<Deployment>('Deployment', 'shop-api');
const apiContainer = apiDeployment.spec?.template.spec?.containers[0];
const apiConfig = as<ConfigMap>('ConfigMap', 'shop-api');
const apiSecret = as<Secret>('Secret', 'shop-api');
const nginxConf = parseNginx(readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8'));

describe('deploy/k8s: Kubernetes manifests', () => {
  test('every document is valid against the schema of its kind', () => {
    assert.ok(docs.length >= 10);
    for (const { file, doc } of docs) {
      const key = `${doc.apiVersion}/${doc.kind}`;
      if (addOnKinds.has(key)) continue;
      const Model = models[key];
      assert.ok(Model, `${file}: ${key} has no schema here`);
      assert.doesNotThrow(() => new Model(doc as never).validate(), `${file}: ${key} ${doc.metadata?.name}`);
    }
  });

  test('kustomization.yaml applies every manifest except the examples', () => {
    const kustomization = find('Kustomization', '');
    assert.deepEqual(
      [...(kustomization.resources as string[])].sort(),
      files.filter((file) => file !== 'kustomization.yaml' && !file.includes('.example.')).sort(),
    );
  });

  test('the API runs in production without demo data, configured only by variables it reads', () => {
    const env = { ...apiConfig.data, ...apiSecret.stringData };
    const read = new Set<string>();
    const config = loadConfig(
      new Proxy(env, {
        get(target, name) {
          if (typeof name === 'string') read.add(name);
          return typeof name === 'string' ? target[name] : undefined;
        },
      }),
    );
    const unknown = Object.keys(env).filter((name) => !read.has(name));
    assert.deepEqual(unknown, [], `переменные, которых api/src/config.ts не читает: ${unknown.join(', ')}`);
    assert.equal(env.NODE_ENV, 'production');
    assert.equal(config.demo, false, 'DEMO=0');
    assert.equal(config.serveStatic, false);
    assert.equal(config.trustProxy, 1, 'one hop: shop-web, which takes the visitor from the ingress');
    assert.ok(config.appSecret, 'APP_SECRET shared by every pod');
    assert.ok(config.migrationDatabaseUrl, 'migrations bypass PgBouncer');
    const sources = apiContainer?.envFrom?.map(
      (source) => source.configMapRef?.name ?? source.secretRef?.name,
    );
    assert.deepEqual(sources, ['shop-api', 'shop-api']);
    assert.ok(apiContainer?.envFrom?.some((source) => source.secretRef));

    const port = apiContainer?.ports?.find((item) => item.name === 'http')?.containerPort;
    assert.equal(port, config.port);
    const grace = (apiDeployment.spec?.template.spec?.terminationGracePeriodSeconds ?? 30) * 1000;
    assert.ok(
      grace > config.shutdownDrainMs + config.shutdownTimeoutMs,
      'SIGKILL only after our own deadline',
    );
  });

  test('probes: liveness /healthz, readiness /readyz, resources requested and limited', () => {
    assert.equal(apiContainer?.livenessProbe?.httpGet?.path, '/healthz');
    assert.equal(apiContainer?.startupProbe?.httpGet?.path, '/healthz');
    assert.equal(apiContainer?.readinessProbe?.httpGet?.path, '/readyz');
    assert.ok((apiContainer?.readinessProbe?.timeoutSeconds ?? 1) > 2, 'longer than /readyz waits (2 s)');
    assert.ok(apiContainer?.resources?.requests?.cpu, 'the autoscaler needs a CPU request');
    assert.ok(apiContainer?.resources?.limits?.memory);
  });

  test("the API's Service is the upstream deploy/nginx.conf proxies to; the autoscaler scales the API", () => {
    const upstream = children(nginxConf, 'upstream').find((block) => block.args[0] === 'shop_api');
    const [host, port] = (child(upstream?.block, 'server')?.args[0] ?? '').split(':');
    const service = as<Service>('Service', host ?? '');
    assert.deepEqual(service.spec?.selector, apiDeployment.spec?.selector.matchLabels);
    assert.equal(service.spec?.ports?.[0]?.port, Number(port));
    const hpa = as<HorizontalPodAutoscaler>('HorizontalPodAutoscaler', 'shop-api');
    assert.deepEqual(hpa.spec?.scaleTargetRef, {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'shop-api',
    });
    assert.ok((hpa.spec?.minReplicas ?? 1) >= 2);
  });

  test('nginx with the project configuration serves the builds; the Ingress sends the site to it', () => {
    const web = as<Deployment>('Deployment', 'shop-web');
    const mount = web.spec?.template.spec?.containers[0]?.volumeMounts?.find(
      (item) => item.mountPath === '/etc/nginx/conf.d/default.conf',
    );
    const volume = web.spec?.template.spec?.volumes?.find((item) => item.name === mount?.name);
    assert.equal(volume?.configMap?.name, 'shop-web-nginx', 'made from deploy/nginx.conf (README)');
    // The ConfigMap's files as the README makes it: key → file of the checkout.
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    const command = /kubectl create configmap shop-web-nginx((?: \\\n)?(?: *--from-file=\S+))+/.exec(
      readme,
    )?.[0];
    assert.ok(command, 'README: kubectl create configmap shop-web-nginx');
    const fromFile = new Map<string, string>(
      [...command.matchAll(/--from-file=([^=\s]+)=(\S+)/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
    );
    assert.equal(fromFile.get(mount?.subPath ?? ''), 'deploy/nginx.conf');
    // Every file nginx.conf includes is mounted where it is read, from the project's file of this topology.
    const mounts = web.spec?.template.spec?.containers[0]?.volumeMounts ?? [];
    const includes = (block: Directive[]): string[] =>
      block.flatMap((directive) =>
        directive.name === 'include' ? (directive.args[0] ?? '') : includes(directive.block ?? []),
      );
    const included = new Set(includes(nginxConf));
    assert.ok(included.has('/etc/nginx/shop/front-proxies.conf'));
    for (const path of included) {
      const fileMount = mounts.find((item) => item.mountPath === path);
      assert.equal(fileMount?.name, mount?.name, `${path} is mounted from shop-web-nginx`);
      assert.ok(fromFile.get(fileMount?.subPath ?? ''), `${path}: README puts it in the ConfigMap`);
    }
    for (const [key, file] of fromFile) {
      assert.ok(existsSync(join(repoRoot, file)), `${key}: ${file}`);
    }
    assert.equal(fromFile.get('security-headers.conf'), 'deploy/security-headers.conf');

    // nginx believes X-Forwarded-For and X-Forwarded-Proto from the ingress controller's pods only: private
    // ranges, reached by no visitor, since the Service web is not published outside the cluster.
    assert.equal(fromFile.get('front-proxies.conf'), 'deploy/k8s/front-proxies.conf');
    const trusted = parseNginx(readFileSync(join(dir, 'front-proxies.conf'), 'utf8'));
    assert.ok(trusted.length > 0);
    for (const directive of trusted) {
      assert.equal(directive.name, 'set_real_ip_from');
      assert.match(
        directive.args[0] ?? '',
        /^(10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.)[\d.]+\/(\d+)$/,
        'a private range',
      );
    }
    assert.equal(as<Service>('Service', 'web').spec?.type ?? 'ClusterIP', 'ClusterIP');

    // The image puts each build where nginx.conf reads it.
    const dockerfile = readFileSync(join(dir, 'web.Dockerfile'), 'utf8');
    const server = child(nginxConf, 'server')?.block ?? [];
    assert.match(dockerfile, new RegExp(`COPY host/dist ${child(server, 'root')?.args[0]}\\n`));
    for (const remote of remoteDefaults) {
      const alias = child(matchLocation(server, `/mf/${remote.folder}/remoteEntry.js`)?.block, 'alias')
        ?.args[0];
      assert.match(dockerfile, new RegExp(`COPY ${remote.folder}/dist ${alias?.replace(/\/$/, '')}\\n`));
    }
    const ingress = as<Ingress>('Ingress', 'shop');
    const backend = ingress.spec?.rules?.[0]?.http?.paths[0]?.backend.service;
    const webService = as<Service>('Service', backend?.name ?? '');
    assert.deepEqual(webService.spec?.selector, web.spec?.selector.matchLabels);
  });

  test("PgBouncer pools transactions and keeps the API's named prepared statements", () => {
    const ini = as<ConfigMap>('ConfigMap', 'shop-pgbouncer').data?.['pgbouncer.ini'] ?? '';
    const setting = (name: string) => new RegExp(`^${name}\\s*=\\s*(.+)$`, 'm').exec(ini)?.[1]?.trim();
    assert.equal(setting('pool_mode'), 'transaction');
    assert.ok(Number(setting('max_prepared_statements')) > 0, 'max_prepared_statements');
    assert.ok(setting('ignore_startup_parameters')?.split(',').includes('options'), 'the pool sends options');
    const image =
      as<Deployment>('Deployment', 'shop-pgbouncer').spec?.template.spec?.containers[0]?.image ?? '';
    const [major, minor] = (/:(\d+)\.(\d+)/.exec(image) ?? []).slice(1).map(Number);
    assert.ok((major ?? 0) > 1 || (minor ?? 0) >= 21, `PgBouncer >= 1.21 (${image})`);

    const pgbouncer = as<Service>('Service', 'shop-pgbouncer');
    const viaPool = new URL(apiSecret.stringData?.DATABASE_URL ?? '');
    assert.equal(viaPool.hostname, pgbouncer.metadata?.name);
    assert.equal(Number(viaPool.port), pgbouncer.spec?.ports?.[0]?.port);
    const database = /^\[databases\]\n(\w+) = host=([\w-]+) port=(\d+)/m.exec(ini);
    assert.equal(viaPool.pathname.slice(1), database?.[1]);
    const direct = new URL(apiSecret.stringData?.DATABASE_MIGRATION_URL ?? '');
    assert.equal(direct.hostname, database?.[2], 'migrations go to the server PgBouncer uses');
  });

  test('the CloudNativePG example gives the primary PgBouncer uses and the role its session settings', () => {
    const cluster = find('Cluster', 'shop-db') as Doc & {
      spec: {
        instances: number;
        bootstrap: { initdb: { database: string; postInitApplicationSQL: string[] } };
      };
    };
    assert.ok(cluster.spec.instances >= 2, 'a standby to fail over to');
    assert.equal(cluster.spec.bootstrap.initdb.database, 'shop');
    const sqls = cluster.spec.bootstrap.initdb.postInitApplicationSQL.join('\n');
    assert.match(sqls, /statement_timeout/);
    assert.match(sqls, /temp_buffers/);
    const direct = new URL(apiSecret.stringData?.DATABASE_MIGRATION_URL ?? '');
    assert.equal(direct.hostname, `${cluster.metadata?.name}-rw`, 'the Service of the primary');
  });
});

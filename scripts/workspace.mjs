// What `npm start` and `npm test` share: the packages, their builds and whether a build is stale.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The one manifest of remotes (shared/src/federation/registry.ts): every list of remotes is made from it. */
export const remotes = JSON.parse(readFileSync(join(root, 'shared/src/federation/remotes.json'), 'utf8'));

/**
 * The build-time libraries of the workspace beside the kernel (not federated: each app that imports one
 * bundles its own copy) and the apps that import them.
 */
const libraries = [
  { name: '@shop/back-office-rules', dir: 'back-office-rules', users: ['api', 'mf-back-office'] },
];
const librarySources = (dir) =>
  libraries.filter((library) => library.users.includes(dir)).map((library) => `${library.dir}/src`);

/** Production builds in dependency order: shared and the libraries first, the API, then the host and every remote. */
export const builds = [
  { name: '@shop/shared', dir: 'shared', output: 'dist/index.js', sources: ['shared/src'] },
  ...libraries.map((library) => ({
    name: library.name,
    dir: library.dir,
    output: 'dist/index.js',
    sources: [`${library.dir}/src`, 'shared/src'],
  })),
  {
    name: '@shop/api',
    dir: 'api',
    output: 'dist/server.js',
    sources: ['api/src', 'shared/src', ...librarySources('api')],
  },
  {
    name: '@shop/host',
    dir: 'host',
    output: 'dist/index.html',
    sources: ['host/src', 'shared/src', 'build-tools'],
  },
  ...remotes.map((remote) => ({
    name: `@shop/${remote.folder}`,
    dir: remote.folder,
    output: 'dist/mf-manifest.json',
    sources: [`${remote.folder}/src`, 'shared/src', 'build-tools', ...librarySources(remote.folder)],
  })),
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isStale(build) {
  const output = join(root, build.dir, build.output);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return build.sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

/** Process groups of the commands still running with a time limit: stopped with the script. */
const limitedGroups = new Set();
let stopsGroupsOnSignal = false;

/** A detached group does not get the terminal's Ctrl+C: the script passes it on, once installed. */
function stopGroupsOnSignal() {
  if (stopsGroupsOnSignal) return;
  stopsGroupsOnSignal = true;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const pid of limitedGroups) killGroup(pid);
      process.exit(130);
    });
  }
}

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group has already exited.
  }
}

/**
 * Runs a command, streaming its output; resolves with its exit code. With `timeoutMs` the command runs
 * in its own process group and the whole group (servers, browsers it started) is killed at the limit,
 * so one hung test cannot hold the run until CI's own limit.
 */
export function run(command, args, { cwd = root, env = {}, label = command, timeoutMs, prefix } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: timeoutMs !== undefined,
    });
    if (prefix) {
      prefixLines(child.stdout, process.stdout, prefix);
      prefixLines(child.stderr, process.stderr, prefix);
    }
    let timer;
    if (timeoutMs !== undefined && child.pid) {
      stopGroupsOnSignal();
      limitedGroups.add(child.pid);
      timer = setTimeout(() => {
        console.error(`${label}: не закончился за ${Math.round(timeoutMs / 60_000)} мин — остановлен.`);
        killGroup(child.pid);
      }, timeoutMs);
    }
    child.on('close', (code) => {
      clearTimeout(timer);
      limitedGroups.delete(child.pid);
      resolve(code ?? 1);
    });
    child.on('error', (error) => {
      console.error(`${label}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Commands running side by side write whole lines, each marked with its command's name. */
function prefixLines(from, to, prefix) {
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    if (lines.length) to.write(lines.map((line) => `[${prefix}] ${line}\n`).join(''));
  });
  from.on('end', () => {
    if (rest) to.write(`[${prefix}] ${rest}\n`);
  });
}

/** Runs tasks at most `limit` at a time (the machines have two cores). */
export async function inParallel(tasks, limit = 2) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export function pnpmArgs(args) {
  return ['node', [join(root, 'scripts/pnpm.mjs'), ...args]];
}

export async function pnpmRun(args, options) {
  const [command, commandArgs] = pnpmArgs(args);
  return run(command, commandArgs, options);
}

/** Builds what is missing or older than its sources; shared, the libraries and the API first, then the frontends. */
export async function buildStale({ force = false, prefix } = {}) {
  const stale = builds.filter((build) => force || isStale(build));
  if (stale.length === 0) return true;
  console.log(`Сборка: ${stale.map((build) => build.name).join(', ')}`);
  const buildOf = (build) =>
    pnpmRun(['--filter', build.name, 'build'], prefix ? { prefix: `${prefix} ${build.dir}` } : {});
  const first = ['shared', ...libraries.map((library) => library.dir), 'api'];
  for (const build of stale.filter((b) => first.includes(b.dir))) {
    if ((await buildOf(build)) !== 0) return false;
  }
  const frontends = stale.filter((b) => !first.includes(b.dir));
  const codes = await inParallel(frontends.map((build) => () => buildOf(build)));
  return codes.every((code) => code === 0);
}

export const demoAccounts = [
  ['retail@example.com', 'retail-demo-1', 'розничный покупатель'],
  [
    'wholesale@example.com',
    'wholesale-demo-1',
    'оптовый покупатель: наценка 7 %, прайс-лист, пакетный поиск, API',
  ],
  ['admin@example.com', 'admin-demo-1', 'администратор'],
];

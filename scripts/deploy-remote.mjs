// Builds one remote and stores the build as an immutable release named by its content hash:
//   node scripts/deploy-remote.mjs mf-search [--no-build]
// → releases/mf-search/<version>/ (the version: the first 16 hex digits of the SHA-256 of every file's path
// and bytes). An existing release is never overwritten. Switching pages to it needs no restart and no host
// build: `PUT /api/admin/remotes/mf_search {"version": "<version>"}` as an admin (README, 'Deploy a new
// version of one remote'). Prints the version on its last line.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pnpmRun, remotes, root } from './workspace.mjs';

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The content hash of a build folder: every file's relative path and bytes, in path order. */
function buildVersion(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir).sort()) {
    hash.update(relative(dir, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const folder = process.argv[2];
const remote = remotes.find((entry) => entry.folder === folder);
if (!remote) {
  console.error(`Укажите удалённый модуль: ${remotes.map((entry) => entry.folder).join(', ')}`);
  process.exit(2);
}
if (!process.argv.includes('--no-build') && (await pnpmRun(['--filter', `@shop/${folder}`, 'build'])) !== 0) {
  console.error(`Сборка ${folder} не удалась.`);
  process.exit(1);
}
const dist = join(root, folder, 'dist');
if (!existsSync(join(dist, 'mf-manifest.json'))) {
  console.error(`Нет сборки ${dist}.`);
  process.exit(1);
}
const version = buildVersion(dist);
const target = join(root, 'releases', folder, version);
if (existsSync(target)) {
  console.log(`Выпуск ${folder}/${version} уже есть: ${relative(root, target)}`);
} else {
  // Copied beside the target, then renamed: a half-copied folder is never visible under its version.
  const partial = `${target}.partial-${process.pid}`;
  cpSync(dist, partial, { recursive: true });
  renameSync(partial, target);
  rmSync(partial, { recursive: true, force: true });
  console.log(`Выпуск ${folder}/${version}: ${relative(root, target)}`);
}
console.log(version);

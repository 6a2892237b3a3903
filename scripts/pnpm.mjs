// Runs the pinned pnpm through npx, so a machine with only Node.js and npm needs nothing installed by hand.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', packageManager, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, COREPACK_ENABLE_STRICT: '0' },
    ...options,
  });
  if (result.status !== 0) {
    throw new Error(`pnpm ${args.join(' ')} завершился с кодом ${result.status}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    pnpm(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

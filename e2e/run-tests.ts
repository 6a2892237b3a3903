// `npm test` of the e2e package: the journeys (E2E_CONCURRENCY files at a time, each with its own server, browser
// and database), then the files that time or kill processes, or build, one at a time so nothing shares their cores.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Measure throughput and kill instances (cluster), or build a remote twice (deploy). */
const ALONE = new Set(['cluster.test.ts', 'deploy.test.ts']);
// One file at a time unless told: two at a time took 460 s instead of about 550, but on two busy cores three
// journeys missed their 15 s waits in one full run of two.
const concurrency = Math.min(Number(process.env.E2E_CONCURRENCY) || 1, availableParallelism());

const files = readdirSync(new URL('tests/', import.meta.url))
  .filter((name) => name.endsWith('.test.ts'))
  .sort();
const together = files.filter((name) => !ALONE.has(name));
const alone = files.filter((name) => ALONE.has(name));

function nodeTest(names: string[], perProcess: number): Promise<number> {
  if (names.length === 0) return Promise.resolve(0);
  const args = [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${perProcess}`,
    ...names.map((n) => `tests/${n}`),
  ];
  const child = spawn(process.execPath, args, { stdio: 'inherit', cwd: new URL('.', import.meta.url) });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const codes = [await nodeTest(together, concurrency), await nodeTest(alone, 1)];
process.exit(codes.every((code) => code === 0) ? 0 : 1);

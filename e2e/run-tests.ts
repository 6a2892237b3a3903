// `npm test` of the e2e package: the journeys two files at a time (each file has its own server, browser and
// database), then the files that time or kill processes, or build, one at a time so nothing shares their cores.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Measure throughput and kill instances (cluster), or build a remote twice (deploy). */
const ALONE = new Set(['cluster.test.ts', 'deploy.test.ts']);
const concurrency = Number(process.env.E2E_CONCURRENCY) || Math.min(2, availableParallelism());

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

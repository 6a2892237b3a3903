// `npm test` of the API: every suite (or the files given) as its own process, several at once. Each suite owns
// its database (an in-memory PGlite started from this run's template, or a schema of its own on the server of
// TEST_DATABASE_URL), so suites run side by side; the few that kill processes or measure time run alone after.
// A suite's output is printed when it ends (all of it when it fails); the slowest suites are listed at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePgliteTemplates } from './db-template.js';

const testDir = fileURLToPath(new URL('.', import.meta.url));

/** Suites that start and kill API processes or time their work: alone, so a loaded machine cannot fail them. */
const alone = new Set([
  'api-processes.test.ts',
  'crash-recovery.test.ts',
  'demo.test.ts',
  'generate-offers.test.ts',
  'payments-restart.test.ts',
  'persistence.test.ts',
  'resilience.test.ts',
]);

/** The longest suites start first, so the last minutes of a run are not one long suite alone. */
const longest = [
  'hostile-input-catalog.test.ts',
  'hostile-input-orders.test.ts',
  'hostile-input-admin.test.ts',
  'hostile-input-admin-content.test.ts',
  'hostile-input-account.test.ts',
  'api-key.test.ts',
  'addresses.test.ts',
  'laximo-client.test.ts',
];

/** A hung suite fails, not the whole run. */
const SUITE_LIMIT_MS = 10 * 60_000;

const concurrency = Number(process.env.API_TEST_CONCURRENCY) || availableParallelism() + 1;

interface Result {
  file: string;
  ok: boolean;
  seconds: number;
}

function runSuite(file: string, env: Record<string, string>): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Through node's test runner, which reads the suite's results: the exit code of a suite run directly is
    // not enough, as PGlite's WebAssembly runtime sets it to 0 when its database closes.
    const child = spawn(
      process.execPath,
      ['--conditions=shop-source', '--import', 'tsx', '--test', join(testDir, file)],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), SUITE_LIMIT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      const mark = ok ? '✔' : '✘';
      const why = signal
        ? ` (${signal}${signal === 'SIGKILL' ? `: дольше ${SUITE_LIMIT_MS / 60_000} мин` : ''})`
        : '';
      if (!ok) process.stdout.write(Buffer.concat(output));
      console.log(`${mark} ${file} ${seconds.toFixed(1)} с${why}`);
      resolve({ file, ok, seconds });
    });
  });
}

async function runPool(files: string[], width: number, env: Record<string, string>): Promise<Result[]> {
  const queue = [...files];
  const results: Result[] = [];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      results.push(await runSuite(file, env));
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, files.length) }, worker));
  return results;
}

function rank(file: string): number {
  const index = longest.indexOf(file);
  return index === -1 ? longest.length : index;
}

const asked = process.argv.slice(2).map((file) => basename(file));
const files = asked.length
  ? asked
  : readdirSync(testDir)
      .filter((file) => file.endsWith('.test.ts'))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const started = Date.now();
const templatesDir = mkdtempSync(join(tmpdir(), 'api-test-templates-'));
try {
  const env = process.env.TEST_DATABASE_URL ? {} : await writePgliteTemplates(templatesDir);
  const database = process.env.TEST_DATABASE_URL
    ? 'сервере PostgreSQL'
    : `PGlite (шаблон базы ${((Date.now() - started) / 1000).toFixed(1)} с)`;
  console.log(`API: ${files.length} наборов на ${database}, по ${concurrency} одновременно`);
  const results = [
    ...(await runPool(
      files.filter((file) => !alone.has(file)),
      concurrency,
      env,
    )),
    ...(await runPool(
      files.filter((file) => alone.has(file)),
      1,
      env,
    )),
  ];
  const failed = results.filter((result) => !result.ok);
  const slowest = [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 8);
  console.log(`\nСамые долгие: ${slowest.map((r) => `${r.file} ${r.seconds.toFixed(0)} с`).join(', ')}`);
  console.log(
    `API: ${results.length - failed.length} из ${results.length} наборов прошли за ` +
      `${((Date.now() - started) / 1000).toFixed(0)} с` +
      (failed.length ? `; не прошли: ${failed.map((r) => r.file).join(', ')}` : ''),
  );
  process.exitCode = failed.length ? 1 : 0;
} finally {
  rmSync(templatesDir, { recursive: true, force: true });
}

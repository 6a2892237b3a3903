// `npm test` of the API: every suite (or the files given), a few processes at once. Each suite owns its
// database (an in-memory PGlite started from this run's template, or a schema of its own on the server of
// TEST_DATABASE_URL), so suites run side by side; a process runs a share of them one after another
// (test/suite-batch.ts), loading the API once instead of once per suite. The few that kill processes or
// measure time run alone after, each in its own process. A process's output is printed when it fails; the
// slowest suites are listed at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePgliteTemplates } from './db-template.js';
import { SUITE_TIME_MARK } from './suite-times.mjs';

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

/** A hung process fails, not the whole run: a suite's own limit, or a share's when it runs many. */
const SUITE_LIMIT_MS = 10 * 60_000;
const SHARE_LIMIT_MS = 25 * 60_000;

const concurrency = Number(process.env.API_TEST_CONCURRENCY) || availableParallelism() + 1;

interface Result {
  file: string;
  ok: boolean;
  seconds: number;
}

/** Runs `files` in one process; each suite's time and result come from test/suite-times.ts on stderr. */
function runProcess(files: string[], env: Record<string, string>): Promise<Result[]> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Through node's test runner, which reads the suites' results: the exit code of a suite run directly is
    // not enough, as PGlite's WebAssembly runtime sets it to 0 when its database closes.
    const child = spawn(
      process.execPath,
      [
        '--conditions=shop-source',
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${join(testDir, 'suite-times.mjs')}`,
        '--test-reporter-destination=stderr',
        join(testDir, 'suite-batch.ts'),
      ],
      {
        env: {
          ...process.env,
          ...env,
          SHOP_TEST_SUITES: files.map((file) => join(testDir, file)).join('\n'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output: Buffer[] = [];
    const suites = new Map<string, { ms: number; ok: boolean }>();
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith(SUITE_TIME_MARK)) {
          output.push(Buffer.from(`${line}\n`));
          continue;
        }
        const event = JSON.parse(line.slice(SUITE_TIME_MARK.length)) as {
          file: string;
          ms: number;
          ok: boolean;
        };
        suites.set(event.file, event);
        console.log(`${event.ok ? '✔' : '✘'} ${event.file} ${(event.ms / 1000).toFixed(1)} с`);
      }
    });
    const limit = files.length === 1 ? SUITE_LIMIT_MS : SHARE_LIMIT_MS;
    const timer = setTimeout(() => child.kill('SIGKILL'), limit);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        process.stdout.write(Buffer.concat([...output, Buffer.from(partial)]));
        const why = signal
          ? ` (${signal}${signal === 'SIGKILL' ? `: дольше ${limit / 60_000} мин` : ''})`
          : '';
        console.log(`✘ процесс наборов ${files.join(', ')}: код ${code ?? '—'}${why}`);
      }
      // A suite without a result never ran to its end (its process died): it counts as failed.
      resolve(
        files.map((file) => {
          const suite = suites.get(file);
          const seconds = suite ? suite.ms / 1000 : (Date.now() - started) / 1000;
          return { file, ok: code === 0 && suite !== undefined && suite.ok, seconds };
        }),
      );
    });
  });
}

/**
 * Suites a process runs: a few, so that each pays the API's loading only once or so, and the last minutes of a
 * run are not one long share alone (the shares go to the processes as they free up).
 */
const SHARE_SIZE = 8;

/** The suites dealt to shares, the longest first, so that every share gets one of them. */
function shares(files: string[]): string[][] {
  const count = Math.ceil(files.length / SHARE_SIZE);
  return Array.from({ length: count }, (_, share) => files.filter((_, index) => index % count === share));
}

async function runShares(files: string[], width: number, env: Record<string, string>) {
  const queue = shares(files);
  const results: Result[] = [];
  const worker = async () => {
    for (let share = queue.shift(); share !== undefined; share = queue.shift()) {
      results.push(...(await runProcess(share, env)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, worker));
  return results;
}

async function runAlone(files: string[], env: Record<string, string>) {
  const results: Result[] = [];
  for (const file of files) results.push(...(await runProcess([file], env)));
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
    ...(await runShares(
      files.filter((file) => !alone.has(file)),
      concurrency,
      env,
    )),
    ...(await runAlone(
      files.filter((file) => alone.has(file)),
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

// API_PROCESSES: the API as several Node processes on one port (src/http/processes.ts), started for real.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connection.js';
import { processesProblem } from '../src/http/processes.js';
import { freePort } from './crash-process.js';

const databaseUrl = process.env.TEST_DATABASE_URL ?? null;

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--conditions=shop-source', '--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, HOST: '127.0.0.1', SERVE_STATIC: '0', LOG_LEVEL: 'warn', DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Pids of the processes `pid` started. */
function children(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** CPU time (ms) the process has used, from /proc. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A GET over `agent`'s kept-alive connections; the status, or 0 when nothing listens yet. */
function status(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', () => resolve(0));
  });
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await sleep(100);
  }
  throw new Error(`не дождались: ${what}`);
}

describe('API_PROCESSES', () => {
  it('needs a PostgreSQL server: PGlite is one process’s', async () => {
    assert.match(processesProblem(2, null) ?? '', /API_PROCESSES.*DATABASE_URL/);
    assert.equal(processesProblem(1, null), null);
    assert.equal(processesProblem(4, 'postgres://db/shop'), null);
    const server = startServer({ API_PROCESSES: '2', DATABASE_URL: '', PORT: String(await freePort()) });
    const [code] = (await once(server.child, 'exit')) as [number];
    assert.equal(code, 1);
    assert.match(server.output(), /требует DATABASE_URL/);
  });

  it('lets the workers of a start listen together, when the slowest has built its app', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/listen-together.ts'], {
      cwd: new URL('..', import.meta.url),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const turns = await until('оба процесса', () => {
        const times = [...output.matchAll(/turn \d+ (\d+)/g)].map((match) => Number(match[1]));
        return times.length === 2 ? times : null;
      });
      const [first = 0, second = 0] = turns;
      assert.ok(Math.abs(first - second) < 500, `очередь слушать: ${output}`);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  const schema = `test_${randomBytes(6).toString('hex')}`;
  after(async () => {
    if (!databaseUrl) return;
    const handle = await openDatabase({ databaseUrl, databaseSchema: null, dataDir: '' });
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
    await handle.db.destroy();
  });

  it(
    'serves one port from two processes, replaces one that dies, stops both on SIGTERM',
    { skip: databaseUrl ? false : 'нужен TEST_DATABASE_URL' },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = startServer({
        API_PROCESSES: '2',
        DATABASE_URL: databaseUrl ?? '',
        DATABASE_SCHEMA: schema,
        APP_SECRET: randomBytes(32).toString('hex'),
        PORT: String(port),
      });
      const primary = server.child.pid ?? 0;
      const agent = new Agent({ keepAlive: true, maxSockets: 8 });
      try {
        await until('порт', async () => ((await status(agent, `${base}/healthz`)) === 200 ? true : null));
        const ready = async () =>
          (await fetch(`${base}/readyz`).then(
            (response) => response.ok,
            () => false,
          ))
            ? true
            : null;
        await until(`запуск:\n${server.output()}`, async () =>
          children(primary).length === 2 ? ready() : null,
        );
        const workers = children(primary);
        assert.equal(workers.length, 2);
        // Both workers take work: new connections go round-robin. (That the workers of a start listen
        // together is the test above; here the second may join a few milliseconds after the first, so
        // connections opened at that moment could all land on one.)
        const before = workers.map(cpuMs);
        const used = await until('работа обоих процессов', async () => {
          const fresh = new Agent({ keepAlive: true, maxSockets: 8 });
          for (let round = 0; round < 10; round++) {
            const answers = await Promise.all(
              Array.from({ length: 8 }, () => status(fresh, `${base}/api/brands`)),
            );
            assert.deepEqual(answers, Array(8).fill(200));
          }
          fresh.destroy();
          const spent = workers.map((worker, index) => cpuMs(worker) - (before[index] ?? 0));
          const total = spent.reduce((sum, ms) => sum + ms, 0);
          return spent.every((ms) => ms > 0 && ms >= total / 5) ? spent : null;
        });
        assert.equal(used.length, 2);
        // The banner once, from the first worker.
        await until('заставка', () => (server.output().includes('Магазин запущен') ? true : null));
        assert.equal(server.output().match(/Магазин запущен/g)?.length ?? 0, 1, server.output());

        process.kill(workers[0] ?? 0, 'SIGKILL');
        const replaced = await until('замена процесса', () => {
          const now = children(primary);
          return now.length === 2 && !now.includes(workers[0] ?? 0) ? now : null;
        });
        assert.ok(replaced.includes(workers[1] ?? 0));
        await until('ответ после замены', ready);

        server.child.kill('SIGTERM');
        const [code] = (await once(server.child, 'exit')) as [number];
        assert.equal(code, 0, server.output());
        assert.deepEqual(children(primary), []);
        for (const worker of replaced) assert.throws(() => process.kill(worker, 0));
      } finally {
        agent.destroy();
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        for (const worker of children(primary)) process.kill(worker, 'SIGKILL');
      }
    },
  );
});

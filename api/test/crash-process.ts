import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * The real API in its own process (as in production, from source), so a test can kill -9 it in the middle of
 * its work and start it again on the same database.
 */

export interface ApiProcess {
  base: string;
  /** What the process printed (its log), for a failure's message. */
  output(): string;
  /** SIGKILL: no shutdown hooks, no rollback from the process; the server sees its connections drop. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const STARTUP_MS = 30_000;

export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = env.PORT ?? String(await freePort());
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=shop-source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: new URL('..', import.meta.url),
      env: { ...process.env, HOST: '127.0.0.1', SERVE_STATIC: '0', LOG_LEVEL: 'warn', ...env, PORT: port },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const base = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    base,
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  const until = Date.now() + STARTUP_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited on start:\n${output}`);
    try {
      if ((await fetch(`${base}/api/brands`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await api.kill();
  throw new Error(`the API did not start in ${STARTUP_MS} ms:\n${output}`);
}

export interface Reply {
  status: number;
  text: string;
}

/** A request that may meet a killed server: its failure is an answer of status 0. */
export async function send(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; body?: Buffer; type?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (init.token) headers['x-authorization'] = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.type) headers['content-type'] = init.type;
  try {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A random whole number of milliseconds in [from, to). */
export function randomDelay(from: number, to: number): number {
  return from + Math.floor(Math.random() * (to - from));
}

const boundary = '----crash-test-boundary';

/** A price-list upload: the text fields, then the file, as the admin panel sends them. */
export function priceListUpload(fields: Record<string, string>, csv: Buffer): { body: Buffer; type: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

import cluster, { type Worker } from 'node:cluster';

/** Why the API cannot run as `count` processes, or null. */
export function processesProblem(count: number, databaseUrl: string | null): string | null {
  return count > 1 && databaseUrl === null
    ? 'API_PROCESSES больше 1 требует DATABASE_URL: базу PGlite открывает только один процесс'
    : null;
}

const READY = 'api-ready';
const LISTEN = 'api-listen';

/**
 * A worker's turn to listen: when every worker of the start has built its app (at once, right away for a
 * replacement). Connections are handed out as they are opened, and kept-alive ones (nginx's, a load
 * generator's) stay where they landed: a worker listening seconds before the others would keep them all.
 */
export function turnToListen(): Promise<void> {
  const worker = cluster.worker;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    worker.on('message', (message: unknown) => {
      if (message === LISTEN) resolve();
    });
    worker.send(READY);
  });
}

/** Whether this process prints the start banner: the only one, or the first worker. */
export function printsBanner(): boolean {
  return !cluster.isWorker || cluster.worker?.id === 1;
}

/**
 * `API_PROCESSES` > 1: this primary process forks that many workers, each the whole API on the same port
 * (the primary hands connections out round-robin), so the search uses every core. What a worker does at
 * start is safe to do at once, as with instances behind nginx: migrations wait on an advisory lock, the
 * demo seeds take their own, the subscription checker claims its rows; caches and rate limits are per
 * process. SIGTERM/SIGINT go to every worker (each stops gracefully) and the primary exits with them. A
 * worker that dies after it listened is replaced; one that dies before stops the server (exit 1), so a
 * wrong setting is not retried forever.
 */
export function runWorkers(count: number, exit: (code: number) => void): void {
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let failed = false;
  // Workers of the start that have built their app, waiting for the others (`turnToListen`).
  let waiting: Worker[] | null = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
    worker.on('message', (message: unknown) => {
      if (message !== READY) return;
      if (waiting === null) {
        worker.send(LISTEN);
        return;
      }
      waiting.push(worker);
      if (waiting.length < count) return;
      for (const ready of waiting) ready.send(LISTEN);
      waiting = null;
    });
  };
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // Stopped by our signal before its own handler was installed (still starting): not a failure.
      if (signal === null && code !== 0) failed = true;
    } else if (listened.has(worker)) {
      console.error(`Процесс API ${worker.process.pid} завершился (${signal ?? code}), запускается новый`);
      fork();
      return;
    } else {
      failed = true;
      stopAll('SIGTERM');
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) exit(failed ? 1 : 0);
  });
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  for (let index = 0; index < count; index++) fork();
}

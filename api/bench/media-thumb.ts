// Benchmark of a cached thumbnail: p50/p95 of `GET /media/cache/resolve/thumb/{path}` over loopback HTTP
// once the copy is in the disk store, beside two floors measured in the same run: a bare node:http server
// answering the same file read with fs, and fs.readFile of that file alone.
//   node --conditions=shop-source --import tsx bench/media-thumb.ts [--runs 2000]
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { storeMedia } from '../src/content/media.js';
import { openMediaStore } from '../src/content/media-store-open.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { goodPicture } from '../src/demo/content/pictures.js';
import { benchConfig, summary } from './load-tools.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '2000' } } });
const runs = Number(values.runs);
const PATH = 'demo/goods/oil.svg';

async function series(name: string, run: () => Promise<void>) {
  for (let i = 0; i < Math.min(200, runs); i++) await run();
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    latencies.push(performance.now() - start);
  }
  return summary(name, latencies, performance.now() - started);
}

async function fetchBytes(url: string): Promise<void> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-media-'));
  const handle = await openDatabase({ databaseUrl: null, databaseSchema: null, dataDir: 'memory://' });
  const config = benchConfig({
    mediaStore: { dir, s3: null, problems: [] },
  });
  await migrateToLatest(handle.db, handle.schema);
  const store = await openMediaStore(config.mediaStore);
  await storeMedia(handle.db, store, PATH, Buffer.from(goodPicture('oil')));
  const app = await buildApp(config, { database: handle, env: {} });
  const bare = createServer((_request, response) => {
    void readFile(join(dir, 'cache', 'thumb', PATH)).then((data) => {
      response.writeHead(200, { 'content-type': 'image/png' }).end(data);
    });
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    bare.listen(0, '127.0.0.1');
    await once(bare, 'listening');
    const address = bare.address();
    if (address === null || typeof address === 'string') throw new Error('Не удалось выбрать порт');
    const url = `${base}/media/cache/resolve/thumb/${PATH}`;
    await fetchBytes(url); // the first request resizes and caches the copy
    const file = join(dir, 'cache', 'thumb', PATH);
    const rows = [
      await series('GET /media/cache/resolve/thumb (cached)', () => fetchBytes(url)),
      await series('node:http + fs.readFile, same file', () =>
        fetchBytes(`http://127.0.0.1:${address.port}/`),
      ),
      await series('fs.readFile alone', async () => {
        await readFile(file);
      }),
    ];
    const size = (await readFile(file)).length;
    console.log(`Миниатюра 64×64 (${size} байт), ${runs} запросов подряд, мс:`);
    console.table(rows);
  } finally {
    bare.close();
    await app.close();
    await handle.db.destroy();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

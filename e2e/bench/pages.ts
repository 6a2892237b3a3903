// Page benchmark (a program that prints figures, not a test): for the home page, /auth/login, the makers'
// catalogs and a unit page of the OEM catalog (reached by VIN), in a fresh headless chromium each time (cold cache), the JS the browser downloads (bytes as sent, i.e. compressed),
// all bytes, request counts and first contentful paint; the median of N runs (5, or BENCH_RUNS / --runs N).
// Budget: all JS of the home page ≤ 300 KB compressed (1 KB = 1024 bytes). Exits 0 either way.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../src/browser.js';
import { startServer, type ShopServer } from '../src/server.js';

const BUDGET_KB = 300;
const KB = 1024;

interface Resource {
  url: string;
  type: string;
  status: number;
  encoding: string;
  /** Body bytes as sent (compressed), without headers. */
  bodyBytes: number;
  /** Headers plus body. */
  transferBytes: number;
  /** Body bytes after decompression. */
  decodedBytes: number;
  /** The body gzipped at level 6 (what nginx of docker-compose.yml would send). */
  gzipBytes: number;
}

interface Run {
  jsBytes: number;
  jsDecodedBytes: number;
  jsGzipBytes: number;
  totalBytes: number;
  requests: number;
  jsRequests: number;
  fcp: number | null;
  /** Milliseconds from navigation start until the page's own content was visible. */
  ready: number;
  resources: Resource[];
}

interface Target {
  path: string;
  title: string;
  /** Waits until the page shows its own content (not only the layout). */
  ready(page: Page): Promise<void>;
}

const targets: Target[] = [
  {
    path: '/',
    title: 'Главная /',
    async ready(page) {
      await page.getByRole('link', { name: /^Каталоги запчастей/ }).waitFor();
      await page.getByRole('link', { name: /^Масла, жидкости и фильтры/ }).waitFor();
    },
  },
  {
    path: '/auth/login',
    title: 'Вход /auth/login',
    async ready(page) {
      await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
    },
  },
  {
    path: '/catalogs/originals',
    title: 'Оригинальные каталоги /catalogs/originals',
    async ready(page) {
      await page.getByRole('list', { name: 'Марки автомобилей' }).waitFor();
    },
  },
  {
    // The VW Polo's lubrication unit of the demo catalog, reached as a customer does: VIN → vehicle → unit.
    path: '/catalogs/originals/vehicles?identString=XW8ZZZ61ZCG012345',
    title: 'Узел /catalogs/originals/unit (через VIN)',
    async ready(page) {
      await page.getByRole('list', { name: 'Узлы' }).getByRole('link').first().click();
      await page
        .getByRole('button', { name: /^Позиция .* на схеме$/ })
        .first()
        .waitFor();
    },
  },
];

function runsFromArgs(): number {
  const index = process.argv.indexOf('--runs');
  const value = index >= 0 ? process.argv[index + 1] : process.env.BENCH_RUNS;
  const runs = Number.parseInt(value ?? '', 10);
  return Number.isFinite(runs) && runs > 0 ? runs : 5;
}

function isScript(resource: Pick<Resource, 'type' | 'url'>): boolean {
  return resource.type === 'script' || /\.m?js(\?|$)/.test(new URL(resource.url).pathname);
}

async function measure(server: ShopServer, target: Target): Promise<Run> {
  const shop = await launchBrowser();
  try {
    const { page, context } = await shop.newPage({ baseURL: server.url, timeoutMs: 30_000 });
    const responses: Response[] = [];
    let requests = 0;
    page.on('request', () => requests++);
    page.on('response', (response) => responses.push(response));

    await page.goto(target.path);
    await target.ready(page);
    const ready = await page.evaluate(() => performance.now());
    // Lazy chunks and API calls the page starts after its first render.
    await page.waitForLoadState('networkidle');
    const fcp = await page.evaluate(
      () =>
        performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')
          ?.startTime ?? null,
    );

    const resources: Resource[] = [];
    for (const response of responses) {
      const request = response.request();
      const sizes = await request.sizes();
      let decodedBytes = sizes.responseBodySize;
      let gzipBytes = sizes.responseBodySize;
      try {
        const body = await response.body();
        decodedBytes = body.length;
        gzipBytes = gzipSync(body, { level: 6 }).length;
      } catch {
        // A redirect or an aborted response has no body to read.
      }
      resources.push({
        url: response.url(),
        type: request.resourceType(),
        status: response.status(),
        encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
        bodyBytes: sizes.responseBodySize,
        transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
        decodedBytes,
        gzipBytes,
      });
    }
    await context.close();
    const scripts = resources.filter(isScript);
    return {
      jsBytes: scripts.reduce((sum, item) => sum + item.bodyBytes, 0),
      jsDecodedBytes: scripts.reduce((sum, item) => sum + item.decodedBytes, 0),
      jsGzipBytes: scripts.reduce((sum, item) => sum + item.gzipBytes, 0),
      totalBytes: resources.reduce((sum, item) => sum + item.transferBytes, 0),
      requests,
      jsRequests: scripts.length,
      fcp,
      ready,
      resources,
    };
  } finally {
    await shop.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ms = (value: number | null) => (value === null ? '—' : value.toFixed(0));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const runs = runsFromArgs();
  const server = await startServer();
  console.log(
    `Сервер: ${server.url} (production-сборка, PGlite, демо-данные); прогонов на страницу: ${runs}`,
  );
  console.log(
    'Размеры — как передано по сети (сжатые br/gzip тела); 1 KB = 1024 байта; каждый прогон — новый chromium, холодный кэш.\n',
  );
  const results = new Map<string, Run[]>();
  try {
    for (const target of targets) {
      const list: Run[] = [];
      for (let index = 0; index < runs; index++) list.push(await measure(server, target));
      results.set(target.path, list);
      const rows = list.map((run, index) => [
        String(index + 1),
        kb(run.jsBytes),
        kb(run.jsGzipBytes),
        kb(run.jsDecodedBytes),
        kb(run.totalBytes),
        String(run.requests),
        String(run.jsRequests),
        ms(run.fcp),
        ms(run.ready),
      ]);
      const fcps = list.map((run) => run.fcp).filter((value): value is number => value !== null);
      rows.push([
        'медиана',
        kb(median(list.map((run) => run.jsBytes))),
        kb(median(list.map((run) => run.jsGzipBytes))),
        kb(median(list.map((run) => run.jsDecodedBytes))),
        kb(median(list.map((run) => run.totalBytes))),
        String(median(list.map((run) => run.requests))),
        String(median(list.map((run) => run.jsRequests))),
        fcps.length ? ms(median(fcps)) : '—',
        ms(median(list.map((run) => run.ready))),
      ]);
      const encodings = [...new Set(list[0]?.resources.filter(isScript).map((item) => item.encoding))].join(
        ', ',
      );
      console.log(`${target.title} (сжатие JS: ${encodings || '—'})`);
      console.log(
        table(
          [
            'прогон',
            'JS, KB как передано',
            'JS, KB gzip',
            'JS, KB распак.',
            'всего, KB',
            'запросов',
            'JS-запросов',
            'FCP, мс',
            'контент, мс',
          ],
          rows,
        ),
      );
      console.log('');
    }

    const home = results.get('/') ?? [];
    const verdict = (bytes: number) =>
      bytes <= BUDGET_KB * KB ? 'в пределах бюджета' : `ПРЕВЫШЕН на ${kb(bytes - BUDGET_KB * KB)} KB`;
    const homeJs = median(home.map((run) => run.jsBytes));
    const homeGzip = median(home.map((run) => run.jsGzipBytes));
    console.log(`Бюджет главной: весь JS ≤ ${BUDGET_KB} KB сжато.`);
    console.log(`  как передано (br/gzip от сервера): ${kb(homeJs)} KB — ${verdict(homeJs)};`);
    console.log(`  в gzip (как отдал бы nginx):       ${kb(homeGzip)} KB — ${verdict(homeGzip)}.`);
    const first = home[0];
    if (first) {
      const biggest = first.resources
        .filter(isScript)
        .sort((a, b) => b.bodyBytes - a.bodyBytes)
        .slice(0, 5);
      console.log('\nПять самых больших JS-файлов главной:');
      console.log(
        table(
          ['файл', 'KB как передано', 'KB gzip', 'KB распак.'],
          biggest.map((item) => [
            new URL(item.url).pathname,
            kb(item.bodyBytes),
            kb(item.gzipBytes),
            kb(item.decodedBytes),
          ]),
        ),
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('Бенчмарк не выполнен:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

// Page benchmark: for the home page, /auth/login, a search with results, a part's page, the makers' catalogs
// and a unit page of the OEM catalog (reached by VIN), in a fresh headless chromium each time (cold cache;
// the page is asked for once chromium has started), the JS the browser downloads (bytes as sent, i.e.
// compressed), all bytes, request counts, first and largest contentful paint and total blocking time; the
// median of N runs (5, or BENCH_RUNS / --runs N). Each page is measured twice: unthrottled, and throttled
// (4× CPU slowdown, a 'Fast 3G'-like network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
// Lighthouse's mobile profile).
// Budgets (issue 11): JS bytes and JS requests per page, FCP ≤ 1 s and LCP ≤ 1.5 s throttled; with
// `--enforce-budgets` the program exits 1 when a median is above its budget (1 KB = 1024 bytes);
// `--enforce-js-budget /` (repeatable) only when that page's JS bytes or JS requests are, and
// `--enforce-requests-budget /` only when its JS requests are. `--page /` (repeatable) measures only those
// pages.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../src/browser.js';
import { startServer, type ShopServer } from '../src/server.js';
import { throttle } from './throttle.js';

const KB = 1024;
const FCP_BUDGET_MS = 1000;
const LCP_BUDGET_MS = 1500;
/** How long a new chromium is left to start before the page is asked for. */
const BROWSER_SETTLE_MS = 1500;

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
  lcp: number | null;
  /** Total blocking time: the parts of long tasks (> 50 ms) past 50 ms, from navigation to network idle. */
  tbt: number;
  /** Milliseconds from navigation start until the page's own content was visible. */
  ready: number;
  resources: Resource[];
}

interface Target {
  path: string;
  title: string;
  /** Budgets of the median: JS as sent and JS requests. */
  budget: { jsKb: number; jsRequests: number };
  /** Waits until the page shows its own content (not only the layout). */
  ready(page: Page): Promise<void>;
}

/** A page of a part's offers is ready once the heading over them and a first 'В корзину' show. */
function offersShown(heading: string): Target['ready'] {
  return async (page) => {
    await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByRole('button', { name: 'В корзину' }).first().waitFor();
  };
}

const targets: Target[] = [
  {
    path: '/',
    title: 'Главная /',
    budget: { jsKb: 150, jsRequests: 15 },
    async ready(page) {
      await page.getByRole('link', { name: /^Каталоги запчастей/ }).waitFor();
      await page.getByRole('link', { name: /^Масла, жидкости и фильтры/ }).waitFor();
    },
  },
  {
    path: '/auth/login',
    title: 'Вход /auth/login',
    // 245.8 KB and 17 scripts since the back office left mf-cabinet and its rules left the kernel (issue 26;
    // 248.9 KB before, 247.9 KB with the remote split alone), 246.0 KB with the theme's accessible colours
    // (issue 30): the back office's rules back in the kernel's validation (about 2 KB) break it.
    budget: { jsKb: 247, jsRequests: 20 },
    async ready(page) {
      await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
    },
  },
  {
    path: '/search?brandName=MANN-FILTER&number=W71275',
    title: 'Поиск /search с предложениями',
    budget: { jsKb: 300, jsRequests: 30 },
    ready: offersShown('Аналоги'),
  },
  {
    path: '/goods/MANN-FILTER/W71275',
    title: 'Страница товара /goods/…',
    budget: { jsKb: 300, jsRequests: 30 },
    ready: offersShown('Предложения'),
  },
  {
    path: '/catalogs/originals',
    title: 'Оригинальные каталоги /catalogs/originals',
    budget: { jsKb: 300, jsRequests: 30 },
    async ready(page) {
      await page.getByRole('list', { name: 'Марки автомобилей' }).waitFor();
    },
  },
  {
    // The VW Polo's lubrication unit of the demo catalog, reached as a customer does: VIN → vehicle → unit.
    path: '/catalogs/originals/vehicles?identString=XW8ZZZ61ZCG012345',
    title: 'Узел /catalogs/originals/unit (через VIN)',
    budget: { jsKb: 300, jsRequests: 30 },
    async ready(page) {
      await page.getByRole('list', { name: 'Узлы' }).getByRole('link').first().click();
      await page
        .getByRole('button', { name: /^Позиция .* на схеме$/ })
        .first()
        .waitFor();
    },
  },
];

/** Collects LCP and long tasks from the very start of the document (buffered entries miss long tasks). */
const paintObserver = `window.__bench = { lcp: null, tbt: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__bench.lcp = entry.renderTime || entry.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__bench.tbt += Math.max(0, entry.duration - 50);
}).observe({ type: 'longtask', buffered: true });`;

/** `--page /` (repeatable) or BENCH_PAGES=/,/auth/login: only these pages; all of them when not given. */
function pagesFromArgs(): Target[] {
  // A budget enforced for a path the benchmark does not measure would pass unnoticed.
  const enforced = [...optionValues('--enforce-js-budget'), ...optionValues('--enforce-requests-budget')];
  const unmeasured = enforced.filter((path) => !targets.some((target) => target.path === path));
  if (unmeasured.length)
    throw new Error(`Бюджет задан для страницы не из бенчмарка: ${unmeasured.join(', ')}`);
  const chosen = optionValues('--page');
  if (chosen.length === 0 && process.env.BENCH_PAGES) chosen.push(...process.env.BENCH_PAGES.split(','));
  if (chosen.length === 0) return targets;
  const unknown = chosen.filter((path) => !targets.some((target) => target.path === path));
  if (unknown.length) throw new Error(`Нет такой страницы в бенчмарке: ${unknown.join(', ')}`);
  return targets.filter((target) => chosen.includes(target.path));
}

function runsFromArgs(): number {
  const index = process.argv.indexOf('--runs');
  const value = index >= 0 ? process.argv[index + 1] : process.env.BENCH_RUNS;
  const runs = Number.parseInt(value ?? '', 10);
  return Number.isFinite(runs) && runs > 0 ? runs : 5;
}

function isScript(resource: Pick<Resource, 'type' | 'url'>): boolean {
  return resource.type === 'script' || /\.m?js(\?|$)/.test(new URL(resource.url).pathname);
}

async function measure(server: ShopServer, target: Target, throttled: boolean): Promise<Run> {
  const shop = await launchBrowser();
  try {
    const { page, context } = await shop.newPage({ baseURL: server.url, timeoutMs: 60_000 });
    await context.addInitScript(paintObserver);
    if (throttled) await throttle(context, page);
    // A freshly started chromium spends its first second starting its own processes; on two cores that work
    // competed with the API's render of the page and doubled its paint times at random. A visitor's browser
    // is already running: the page is asked for once chromium has settled (its cache is still cold).
    await new Promise((resolve) => setTimeout(resolve, BROWSER_SETTLE_MS));
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
    const paints = await page.evaluate(
      () => (window as unknown as { __bench: { lcp: number | null; tbt: number } }).__bench,
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
      lcp: paints.lcp,
      tbt: paints.tbt,
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

function medianOf(list: Run[], value: (run: Run) => number | null): number | null {
  const values = list.map(value).filter((item): item is number => item !== null);
  return values.length ? median(values) : null;
}

function printRuns(title: string, list: Run[]): void {
  const row = (label: string, pick: (value: (run: Run) => number | null) => number | null) => [
    label,
    kb(pick((run) => run.jsBytes) ?? 0),
    kb(pick((run) => run.jsGzipBytes) ?? 0),
    kb(pick((run) => run.jsDecodedBytes) ?? 0),
    kb(pick((run) => run.totalBytes) ?? 0),
    String(pick((run) => run.requests)),
    String(pick((run) => run.jsRequests)),
    ms(pick((run) => run.fcp)),
    ms(pick((run) => run.lcp)),
    ms(pick((run) => run.tbt)),
    ms(pick((run) => run.ready)),
  ];
  const rows = list.map((run, index) => row(String(index + 1), (value) => value(run)));
  rows.push(row('медиана', (value) => medianOf(list, value)));
  const encodings = [...new Set(list[0]?.resources.filter(isScript).map((item) => item.encoding))].join(', ');
  console.log(`${title} (сжатие JS: ${encodings || '—'})`);
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
        'LCP, мс',
        'TBT, мс',
        'контент, мс',
      ],
      rows,
    ),
  );
  const biggest = (list[0]?.resources ?? [])
    .filter(isScript)
    .sort((a, b) => b.bodyBytes - a.bodyBytes)
    .slice(0, 5);
  console.log('Пять самых больших JS-файлов:');
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
  console.log('');
}

interface BudgetProblems {
  bytes: string[];
  requests: string[];
  paint: string[];
}

/** The budgets a page's medians break, as lines to print: JS bytes, JS requests and paint times. */
function overBudget(target: Target, plain: Run[], throttled: Run[]): BudgetProblems {
  const bytes: string[] = [];
  const requestProblems: string[] = [];
  const paint: string[] = [];
  const js = medianOf(plain, (run) => run.jsBytes) ?? 0;
  const requests = medianOf(plain, (run) => run.jsRequests) ?? 0;
  const fcp = medianOf(throttled, (run) => run.fcp);
  const lcp = medianOf(throttled, (run) => run.lcp);
  if (js > target.budget.jsKb * KB) bytes.push(`JS ${kb(js)} KB > ${target.budget.jsKb} KB`);
  if (requests > target.budget.jsRequests) {
    requestProblems.push(`JS-запросов ${requests} > ${target.budget.jsRequests}`);
  }
  if (fcp === null || fcp > FCP_BUDGET_MS)
    paint.push(`FCP (с замедлением) ${ms(fcp)} мс > ${FCP_BUDGET_MS} мс`);
  if (lcp === null || lcp > LCP_BUDGET_MS)
    paint.push(`LCP (с замедлением) ${ms(lcp)} мс > ${LCP_BUDGET_MS} мс`);
  return { bytes, requests: requestProblems, paint };
}

/** The values of a repeatable option: `--enforce-js-budget / --enforce-js-budget /auth/login`. */
function optionValues(option: string): string[] {
  return process.argv.flatMap((arg, index) => (process.argv[index - 1] === option ? [arg] : []));
}

/** Whether the enforced budgets of a page are broken. */
function failsEnforced(path: string, problems: BudgetProblems): boolean {
  const all = [...problems.bytes, ...problems.requests, ...problems.paint];
  if (process.argv.includes('--enforce-budgets') && all.length) return true;
  const js = [...problems.bytes, ...problems.requests];
  if (optionValues('--enforce-js-budget').includes(path) && js.length) return true;
  return optionValues('--enforce-requests-budget').includes(path) && problems.requests.length > 0;
}

async function main(): Promise<void> {
  const runs = runsFromArgs();
  const pages = pagesFromArgs();
  const server = await startServer();
  console.log(
    `Сервер: ${server.url} (production-сборка, PGlite, демо-данные); прогонов на страницу: ${runs}`,
  );
  console.log(
    'Размеры — как передано по сети (сжатые br/gzip тела); 1 KB = 1024 байта; каждый прогон — новый chromium, холодный кэш.\n',
  );
  const verdicts: string[] = [];
  let failed = false;
  try {
    for (const target of pages) {
      const plain: Run[] = [];
      const throttled: Run[] = [];
      for (let index = 0; index < runs; index++) plain.push(await measure(server, target, false));
      for (let index = 0; index < runs; index++) throttled.push(await measure(server, target, true));
      printRuns(`${target.title}, без замедления`, plain);
      printRuns(`${target.title}, CPU ×4 и сеть «Fast 3G»`, throttled);
      const found = overBudget(target, plain, throttled);
      const problems = [...found.bytes, ...found.requests, ...found.paint];
      if (failsEnforced(target.path, found)) failed = true;
      verdicts.push(
        `${target.title}: ${problems.length ? `БЮДЖЕТ ПРЕВЫШЕН — ${problems.join('; ')}` : 'в пределах бюджета'}`,
      );
    }
  } finally {
    await server.stop();
  }
  console.log(
    `Бюджеты: JS (как передано) и JS-запросы — медианы без замедления; FCP ≤ ${FCP_BUDGET_MS} мс и LCP ≤ ${LCP_BUDGET_MS} мс — с замедлением.`,
  );
  for (const verdict of verdicts) console.log(`  ${verdict}`);
  // Only the enforced budgets fail the run.
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error('Бенчмарк не выполнен:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

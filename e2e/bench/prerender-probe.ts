// What rendering on the server would buy (issue 11, LCP): loads a page of the production build as it is, and
// with its own rendered HTML served as the document (captured once, unthrottled), each in a new chromium with
// the page benchmark's throttling (CPU ×4, 'Fast 3G'), and prints FCP and every LCP candidate with its element.
//   node --import tsx bench/prerender-probe.ts [/auth/login] [--runs 2]
import { launchBrowser } from '../src/browser.js';
import { startServer, type ShopServer } from '../src/server.js';
import { throttle } from './throttle.js';

interface Candidate {
  ms: number;
  size: number;
  element: string;
}

/** Every LCP candidate from the start of the document, with the element it painted. */
const candidatesObserver = `window.__candidates = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const element = entry.element;
    window.__candidates.push({
      ms: Math.round(entry.renderTime || entry.startTime),
      size: entry.size,
      element: element ? element.tagName + '.' + element.className + ' «' + (element.textContent || '').slice(0, 30) + '»' : '',
    });
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

async function renderedHtml(server: ShopServer, path: string): Promise<string> {
  const browser = await launchBrowser();
  try {
    const { page } = await browser.newPage({ baseURL: server.url, timeoutMs: 60_000 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    return `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`;
  } finally {
    await browser.close();
  }
}

async function probe(server: ShopServer, path: string, html: string | null): Promise<string> {
  const browser = await launchBrowser();
  try {
    const { page, context } = await browser.newPage({ baseURL: server.url, timeoutMs: 60_000 });
    await context.addInitScript(candidatesObserver);
    await throttle(context, page);
    if (html !== null) {
      await page.route(
        (url) => url.pathname + url.search === path,
        (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
      );
    }
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const fcp = await page.evaluate(
      () =>
        performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')
          ?.startTime ?? null,
    );
    const candidates = await page.evaluate(
      () => (window as unknown as { __candidates: Candidate[] }).__candidates,
    );
    const list = candidates.map((item) => `${item.ms} мс ${item.element} (${item.size} px²)`).join('; ');
    return `FCP ${fcp === null ? '—' : Math.round(fcp)} мс; LCP-кандидаты: ${list}`;
  } finally {
    await browser.close();
  }
}

const path = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/auth/login';
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 2;
const server = await startServer();
try {
  const html = await renderedHtml(server, path);
  console.log(`${path}: отрисованный HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`);
  for (let run = 0; run < runs; run++) {
    console.log(`  как собрано:       ${await probe(server, path, null)}`);
    console.log(`  HTML со страницей: ${await probe(server, path, html)}`);
  }
} finally {
  await server.stop();
}

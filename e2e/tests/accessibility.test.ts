// Accessibility of the routes of SPEC §2 (issue 30): axe-core 4 runs in chromium on each page, one browser and
// one server, the pages in sequence (a guest's first, then the retail buyer's). Any critical or serious
// violation fails the test and is printed with its nodes; the moderate and minor ones are only counted.
// Keyboard: the header search box and a 'В корзину' button of the offers are reached by Tab alone, and Enter
// on the button answers (a guest is asked to sign in).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { ImpactValue } from 'axe-core';
import { DESKTOP, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm, searchBox } from '../src/shop.js';

const harness = serverAndBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** A route and what shows that its content has come (the remote loaded, its data shown). */
interface Route {
  path: string;
  ready(page: Page): Locator;
}

const part = '/search?brandName=MANN-FILTER&number=W71275';
const offersOfPart = (page: Page) => page.getByLabel('Предложения MANN-FILTER W 712/75', { exact: true });

/** The other pages: their first heading in the page area (shown once the remote has its data). */
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading').first();

const guestRoutes: Route[] = [
  { path: '/', ready: (page) => page.locator('.home-welcome h1') },
  { path: part, ready: offersOfPart },
  {
    path: '/goods/MANN-FILTER/W%20712%2F75',
    ready: (page) => page.getByRole('heading', { level: 1, name: /W 712\/75/ }),
  },
  { path: '/catalogs', ready: (page) => page.getByRole('list', { name: 'Неоригинальные каталоги' }) },
  { path: '/catalogs/oils', ready: (page) => page.getByRole('list', { name: 'Масла, жидкости и фильтры' }) },
  { path: '/posts/news', ready: (page) => page.locator('.post-card').first() },
  { path: '/auth/login', ready: (page) => page.getByRole('button', { name: 'Войти', exact: true }) },
  { path: '/auth/registration', ready: (page) => page.getByRole('button', { name: /Зарегистрироваться/ }) },
  ...[
    '/catalogs/originals',
    '/goods',
    '/accessories',
    '/actions',
    '/certificates',
    '/contacts',
    '/about',
  ].map((path) => ({ path, ready: pageHeading })),
];

const signedInRoutes: Route[] = [
  { path: '/cart', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { path: '/cabinet', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { path: '/orders', ready: (page) => page.getByRole('table', { name: 'Заказы' }) },
  ...[
    '/refunds',
    '/cabinet/profile',
    '/cabinet/balance',
    '/cabinet/delivery-addresses',
    '/cabinet/notepad',
    '/cabinet/garage',
    '/cabinet/subscriptions',
  ].map((path) => ({ path, ready: pageHeading })),
];

/** axe's violations of the page as it is now (its source put into the page once per document). */
async function violations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  return page.evaluate<Violation[]>(`axe.run(document, { resultTypes: ['violations'] }).then((results) =>
    results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 200),
        summary: node.failureSummary,
      })),
    })),
  )`);
}

/** Opens the route, waits for its content and for animations to end (a fading text has no contrast yet). */
async function open(page: Page, route: Route): Promise<void> {
  await page.goto(route.path);
  await route.ready(page).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const blocking = (violation: Violation) => violation.impact === 'critical' || violation.impact === 'serious';

function described(path: string, found: Violation[]): string {
  return found
    .map(
      (violation) =>
        `${path}: ${violation.impact ?? '?'} ${violation.id} (${violation.help}), узлов ${violation.nodes.length}:\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target}: ${node.html}\n      ${node.summary.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
}

/** Walks the routes; returns the critical and serious violations of them all, described. */
async function walk(page: Page, routes: Route[], log: (line: string) => void): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const started = Date.now();
    await open(page, route);
    const found = await violations(page);
    const counts = found.map(
      (violation) =>
        `${violation.impact ?? '?'} ${violation.id} ×${violation.nodes.length} ` +
        `(${violation.nodes
          .slice(0, 3)
          .map((node) => node.target)
          .join('; ')})`,
    );
    log(`${route.path}: ${counts.join(', ') || 'нарушений нет'} (${Date.now() - started} мс)`);
    const serious = found.filter(blocking);
    if (serious.length > 0) failures.push(described(route.path, serious));
  }
  return failures;
}

/** Presses Tab from the page's start until `target` has the focus; the number of presses, or null. */
async function tabsUntil(page: Page, target: Locator, limit: number): Promise<number | null> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  return null;
}

describe('accessibility (axe-core)', () => {
  test('the routes have no critical or serious violation, guest and signed in', async (t) => {
    await withPage(
      harness.shop,
      'accessibility',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        const log = (line: string) => t.diagnostic(line);
        const failures = await walk(page, guestRoutes, log);
        await loginThroughForm(page, demo.retail.email, demo.retail.password);
        failures.push(...(await walk(page, signedInRoutes, log)));
        assert.equal(failures.length, 0, `Нарушения доступности:\n${failures.join('\n')}`);
      },
    );
  });

  test('the header search and «В корзину» are reached by Tab', async (t) => {
    await withPage(
      harness.shop,
      'accessibility-keyboard',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await page.goto(part);
        await offersOfPart(page).waitFor();
        const toSearch = await tabsUntil(page, searchBox(page), 20);
        assert.notEqual(toSearch, null, 'the header search box is reached by Tab');
        const toCart = await tabsUntil(
          page,
          offersOfPart(page).getByRole('button', { name: 'В корзину' }).first(),
          150,
        );
        assert.notEqual(toCart, null, '«В корзину» is reached by Tab');
        t.diagnostic(`Tab до поиска: ${toSearch}, до «В корзину»: ${toCart}`);
        await page.keyboard.press('Enter');
        // A guest is asked to sign in: the button works from the keyboard too.
        await page.getByText('Войти или зарегистрироваться').first().waitFor();
      },
    );
  });
});

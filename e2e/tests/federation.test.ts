// The host with its remotes in production: the home page from mf-content, cache headers of the builds, the
// host's redirects, 404 page and auth guard, and a remote that drops out and comes back (its fallback and
// 'Повторить'). The remote that is unreachable for the whole server run is in remote-fallback.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { guestMenu, searchBox, waitForPath } from '../src/shop.js';

const run = serverAndBrowser();

const options = () => ({ baseURL: run.server.url });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Основное меню' });

interface Manifest {
  exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
}

function isManifest(value: unknown): value is Manifest {
  return typeof value === 'object' && value !== null && 'exposes' in value && Array.isArray(value.exposes);
}

describe('federation in the production build', () => {
  test('the home page renders both tiles with no page errors', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      await page.goto('/');
      await page.getByRole('link', { name: /^Каталоги запчастей/ }).waitFor();
      await page.getByRole('link', { name: /^Масла, жидкости и фильтры/ }).waitFor();
      await page.locator('.home-welcome h1').waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await page.title(), 'АвтоДеталь — автозапчасти, масла и фильтры в Крыму');
      assert.equal(await page.getByTestId('remote-fallback').count(), 0);
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.httpErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    });
  });

  test('the header menus open, close and lead to pages of the remotes', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      await page.goto('/');
      await page.getByTestId('catalogs-menu').click();
      await mainMenu(page).getByRole('link', { name: 'Оригинальные каталоги' }).waitFor();
      await page.keyboard.press('Escape');
      await mainMenu(page)
        .getByRole('link', { name: 'Оригинальные каталоги' })
        .waitFor({ state: 'detached' });

      await page.getByTestId('info-menu').click();
      await mainMenu(page).getByRole('link', { name: 'Контакты' }).click();
      await waitForPath(page, '/contacts');
      await page.getByRole('heading', { name: 'Наши магазины' }).waitFor();
      await page.getByTestId('office').first().waitFor();
      assert.ok((await page.getByTestId('office').count()) >= 1, 'the offices of the demo data are listed');
      await page.getByTestId('info-menu').click();
      await mainMenu(page).getByRole('link', { name: 'О компании' }).click();
      await waitForPath(page, '/about');
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.deepEqual(problems.pageErrors, []);
    });
  });

  test('remoteEntry.js, manifests, the registry and HTML are no-cache; hashed chunks immutable', async () => {
    const headers = async (path: string) => {
      const response = await fetch(`${run.server.url}${path}`, { headers: { accept: '*/*' } });
      await response.arrayBuffer();
      assert.equal(response.status, 200, `${path}: HTTP ${response.status}`);
      return response.headers;
    };
    for (const path of [
      '/mf/mf-content/remoteEntry.js',
      '/mf/mf-content/mf-manifest.json',
      '/mf/mf-cabinet/remoteEntry.js',
      '/mf/registry.json',
      '/',
    ]) {
      assert.equal((await headers(path)).get('cache-control'), 'no-cache', path);
    }
    const manifest: unknown = await (await fetch(`${run.server.url}/mf/mf-content/mf-manifest.json`)).json();
    assert.ok(isManifest(manifest), 'mf-manifest.json lists the exposed modules');
    const chunk = manifest.exposes.flatMap((expose) => [
      ...expose.assets.js.sync,
      ...expose.assets.js.async,
    ])[0];
    assert.ok(chunk && /\.[0-9a-f]{8,}\.js$/.test(chunk), `a hashed chunk of mf-content: ${chunk}`);
    const chunkHeaders = await headers(`/mf/mf-content/${chunk}`);
    assert.match(chunkHeaders.get('cache-control') ?? '', /immutable/);
    assert.match(chunkHeaders.get('cache-control') ?? '', /max-age=31536000/);

    const html = await (await fetch(`${run.server.url}/`)).text();
    const main = html.match(/src="?(\/main\.[0-9a-f]+\.js)/)?.[1];
    assert.ok(main, 'index.html loads a hashed main chunk');
    assert.match((await headers(main)).get('cache-control') ?? '', /immutable/);
  });

  test('/news redirects to /posts/news', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page }) => {
      await page.goto('/news');
      await waitForPath(page, '/posts/news');
      await searchBox(page).waitFor();
    });
  });

  test('an unknown path shows the 404 page inside the layout', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      await page.goto('/no-such-page/at-all');
      await page.getByText('Страница не найдена').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'На главную' }).waitFor();
      await searchBox(page).waitFor();
      await guestMenu(page).waitFor();
      assert.deepEqual(problems.pageErrors, []);
    });
  });

  test('a guest opening /cabinet is sent to /auth/login with a redirect parameter', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page }) => {
      await page.goto('/cabinet');
      const url = await waitForPath(page, '/auth/login', { redirect: '/cabinet' });
      assert.equal(url.searchParams.get('redirect'), '/cabinet');
      await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
    });
  });

  test('a remote that drops out shows its fallback; the header works; «Повторить» brings it back', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      const remote = '**/mf/mf-content/**';
      await page.route(remote, (route) => route.abort('connectionrefused'));
      await page.goto('/');
      const fallback = page.getByTestId('remote-fallback');
      await fallback.waitFor();
      await fallback.getByText('Раздел временно недоступен').waitFor();
      await searchBox(page).waitFor();
      await guestMenu(page).waitFor();
      await page.getByTestId('catalogs-menu').click();
      await mainMenu(page).getByRole('link', { name: 'Оригинальные каталоги' }).waitFor();
      await page.keyboard.press('Escape');
      assert.deepEqual(problems.pageErrors, [], 'a failed remote is no uncaught error');

      await page.unroute(remote);
      await page.getByRole('button', { name: 'Повторить' }).click();
      await page.getByRole('link', { name: /^Каталоги запчастей/ }).waitFor();
      await fallback.waitFor({ state: 'detached' });
    });
  });

  test('pages run under the CSP: an inline script is refused and reported to the test', async () => {
    const tracked = await run.shop.newPage(options());
    try {
      const response = await tracked.page.goto('/');
      assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self'(;|$)/);
      await tracked.page.getByRole('link', { name: /^Каталоги запчастей/ }).waitFor();
      const { cspViolations } = tracked.problems;
      assert.equal(
        cspViolations.length,
        0,
        `the shop needs nothing the CSP forbids: ${cspViolations.join('; ')}`,
      );
      await tracked.page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.head.append(script);
      });
      await tracked.page.waitForFunction(() => document.readyState === 'complete');
      const deadline = Date.now() + 5_000;
      while (cspViolations.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal(await tracked.page.evaluate(() => 'injected' in window), false);
      assert.ok(
        cspViolations.some((violation) => violation.includes('script-src')),
        cspViolations.join('\n'),
      );
    } finally {
      await tracked.close();
    }
  });

  test('the API documentation (Swagger UI) works under its CSP', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      await page.goto('/api/doc');
      await page.getByText('API интернет-магазина автозапчастей').first().waitFor();
      assert.deepEqual(problems.pageErrors, []);
    });
  });

  test('the customer part of the API documentation works under the CSP too', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      await page.goto('/api/doc/customer');
      await page.getByText('API для покупателей').first().waitFor();
      await page.getByText('/api/v2/cart').first().waitFor();
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.cspViolations, []);
    });
  });
});

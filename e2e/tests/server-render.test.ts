// Pages rendered on the server (README.md, 'Pages rendered on the server'): a guest's navigation gets the
// page's HTML with its data, shown before any script and taken over by React in place (no second request,
// no hydration error); a signed-in visitor gets the plain page, which renders in the browser as before.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MOBILE, PHONE_USER_AGENT, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm, searchBox, userMenu } from '../src/shop.js';

const run = serverAndBrowser();
const options = () => ({ baseURL: run.server.url });

const SEARCH = '/search?brandName=MANN-FILTER&number=W71275';
/** The demo VW Polo's VIN: exactly one vehicle, so its page sends the visitor on to the vehicle's. */
const VIN = '/catalogs/originals/vehicles?identString=XW8ZZZ61ZCG012345';

async function pageHtml(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${run.server.url}${path}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  assert.equal(response.status, 200, path);
  return response.text();
}

/** Scripts the page runs: every `<script>` but the JSON of its data (the CSP allows no inline script). */
const runnableScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('application/json'));

describe('pages rendered on the server', () => {
  test("a guest's page comes as HTML with its content and data, a signed-in visitor's as the plain page", async () => {
    const pages: [string, RegExp][] = [
      ['/', /class="home-tile-title">Каталоги запчастей</],
      ['/auth/login', /Вход в личный кабинет/],
      [SEARCH, /W 712\/75/],
      ['/goods/MANN-FILTER/W71275', /id="good-offers-title">Предложения</],
      ['/catalogs/originals', /Volkswagen/],
    ];
    for (const [path, content] of pages) {
      const html = await pageHtml(path);
      assert.match(html, /<div id=root data-rendered inert aria-disabled=true>/, path);
      assert.match(html, content, path);
      assert.match(html, /<script type="application\/json" id="page-data">/, path);
      // Only the host's own script file: nothing inline that the Content-Security-Policy would refuse.
      assert.deepEqual(
        runnableScripts(html).map((tag) => /src=\S+/.test(tag)),
        [true],
        path,
      );
      const plain = await pageHtml(path, 'signedIn=1');
      assert.doesNotMatch(plain, /data-rendered|page-data/, path);
    }
    // The search's own stock came with the page: its answer is in the page's data.
    assert.match(await pageHtml(SEARCH), /"searchId":/);
  });

  test('the page is there before any script runs', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page }) => {
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(SEARCH);
      await page.locator('h1.part-title').filter({ hasText: 'W 712/75' }).waitFor();
      assert.ok((await page.locator('.offers-table tbody tr, .offer-cards li').count()) > 0);
      // Without its scripts the page stays inert: nothing a visitor types could be lost to React.
      assert.equal(await page.locator('#root').getAttribute('inert'), '');
    });
  });

  test("a phone's page is drawn narrow on the server and hydrated as drawn", async (t) => {
    const phone = { ...options(), viewport: MOBILE, isMobile: true, userAgent: PHONE_USER_AGENT };
    await withPage(run.shop, `${t.name} without scripts`, phone, async ({ page }) => {
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(SEARCH);
      // The offers as cards, not the wide table, before any script.
      assert.ok((await page.locator('.offer-cards li').count()) > 0);
      assert.equal(await page.locator('.offers-table').count(), 0);
    });
    await withPage(run.shop, t.name, phone, async ({ page, problems }) => {
      await page.goto(SEARCH);
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
      await page.waitForLoadState('networkidle');
      assert.ok((await page.locator('.offer-cards li').count()) > 0);
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('React takes the page over in place: no hydration error, no second request for its data', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      const searches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v2/search/findByQuery')) searches.push(request.url());
      });
      await page.goto(SEARCH);
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
      await page.waitForLoadState('networkidle');
      assert.deepEqual(searches, []);
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
      // The header's search works: the page is React's now.
      await searchBox(page).fill('w 712');
      await page.getByRole('listbox', { name: 'Подсказки' }).getByRole('option').first().waitFor();
    });
  });

  test("an aftermarket catalog's VIN page, four requests deep, is hydrated as drawn (issue 28: error #418)", async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      await page.goto('/catalogs/VW/XW8ZZZ61ZCG012345');
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { name: /^Каталог VW: Volkswagen Polo/ }).waitFor();
      await page.getByRole('list', { name: 'Группы деталей' }).waitFor();
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a VIN with one vehicle gets the vehicle page at once, which takes its own address', async (t) => {
    const response = await fetch(`${run.server.url}${VIN}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<ul class="unit-cards" aria-label="Узлы">/);
    assert.match(html, /"location":"\/catalogs\/originals\/vehicle\?/);
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      await page.goto(VIN);
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
      await page.waitForLoadState('networkidle');
      const url = new URL(page.url());
      assert.equal(url.pathname, '/catalogs/originals/vehicle');
      assert.equal(url.searchParams.get('vin'), 'XW8ZZZ61ZCG012345');
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
      // React's page: a unit opens in place.
      await page.getByRole('list', { name: 'Узлы' }).getByRole('link').first().click();
      await page
        .getByRole('button', { name: /^Позиция .* на схеме$/ })
        .first()
        .waitFor();
    });
  });

  test('a signed-in visitor keeps the cookie that turns server rendering off, and loses it on logout', async (t) => {
    await withPage(run.shop, t.name, options(), async ({ page, context }) => {
      await loginThroughForm(page, demo.retail.email, demo.retail.password);
      const signedIn = async () =>
        (await context.cookies()).find((cookie) => cookie.name === 'signedIn')?.value ?? null;
      assert.equal(await signedIn(), '1');
      await page.goto(SEARCH);
      await userMenu(page).waitFor();
      assert.equal(await page.locator('#root[data-rendered]').count(), 0);
      await page.goto('/auth/logout');
      await page.getByTestId('guest-menu').waitFor();
      assert.equal(await signedIn(), null);
    });
  });
});

describe('an address no page has', () => {
  test('answers 404 with a title that says so, and the page offers the way home', async (t) => {
    // A guest gets the 404 page rendered; a signed-in visitor (the cookie) the plain page, answered 404 too.
    for (const cookie of ['', 'signedIn=1']) {
      for (const path of ['/no-such-page', '/cabinet/no-such-page']) {
        const response = await fetch(`${run.server.url}${path}`, {
          headers: { accept: 'text/html', cookie },
        });
        assert.equal(response.status, 404, `${path} ${cookie}`);
        assert.match(await response.text(), /<title>Страница не найдена — АвтоДеталь<\/title>/, path);
      }
      const known = await fetch(`${run.server.url}/cabinet`, { headers: { accept: 'text/html', cookie } });
      assert.equal(known.status, 200, `/cabinet ${cookie}`);
    }
    await withPage(run.shop, t.name, options(), async ({ page, problems }) => {
      await page.goto('/no-such-page');
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
      await page.getByRole('main').getByRole('link', { name: 'На главную' }).waitFor();
      assert.equal(await page.title(), 'Страница не найдена — АвтоДеталь');
      assert.deepEqual(problems.pageErrors, []);
    });
  });
});

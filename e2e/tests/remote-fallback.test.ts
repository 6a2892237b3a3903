// A remote made unreachable for the whole run: the server's registry points mf-content's manifest at a port
// nothing listens on (MF_CONTENT_MANIFEST_URL, no rebuild; not port 9, which chromium refuses as unsafe
// before trying). Its pages show the fallback with 'Повторить';
// the header, the menus and the other remote (mf-cabinet: /auth/login) keep working.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { withPage, type ShopBrowser } from '../src/browser.js';
import { startServerAndBrowser } from '../src/harness.js';
import { freePort, type ShopServer } from '../src/server.js';
import { demo, guestMenu, searchBox, submitLogin, waitForLoggedIn, waitForPath } from '../src/shop.js';

let UNREACHABLE = '';
let server: ShopServer;
let shop: ShopBrowser;

before(async () => {
  UNREACHABLE = `http://127.0.0.1:${await freePort()}/mf-manifest.json`;
  [server, shop] = await startServerAndBrowser({ env: { MF_CONTENT_MANIFEST_URL: UNREACHABLE } });
});

after(async () => {
  await shop?.close();
  await server?.stop();
});

describe('mf-content unreachable (MF_CONTENT_MANIFEST_URL → a closed port)', () => {
  test('the registry carries the moved manifest URL', async () => {
    const response = await fetch(`${server.url}/mf/registry.json`);
    const body: unknown = await response.json();
    assert.ok(typeof body === 'object' && body !== null && 'remotes' in body && Array.isArray(body.remotes));
    const entries: unknown[] = body.remotes;
    const content = entries.find(
      (entry): entry is { name: string; manifest: string } =>
        typeof entry === 'object' && entry !== null && 'name' in entry && entry.name === 'mf_content',
    );
    assert.equal(content?.manifest, UNREACHABLE);
  });

  test('the home page shows the fallback with «Повторить»; header and menus work', async (t) => {
    await withPage(shop, t.name, { baseURL: server.url }, async ({ page, problems }) => {
      await page.goto('/');
      const fallback = page.getByTestId('remote-fallback');
      await fallback.waitFor();
      await fallback.getByText('Раздел временно недоступен').waitFor();
      const retry = page.getByRole('button', { name: 'Повторить' });
      await retry.waitFor();
      assert.equal(await page.getByRole('link', { name: /^Каталоги запчастей/ }).count(), 0);

      // Retrying an address that is still down keeps the fallback and the page alive.
      // The host loads the remoteEntry.js beside the registry's manifest URL.
      const entry = UNREACHABLE.replace('mf-manifest.json', 'remoteEntry.js');
      const refused = page.waitForEvent('requestfailed', (request) => request.url() === entry);
      await retry.click();
      await refused;
      await page.locator('[data-testid="remote-retry"]:not(.ant-btn-loading)').waitFor();
      await fallback.waitFor();

      await searchBox(page).waitFor();
      await guestMenu(page).waitFor();
      const menu = page.getByRole('navigation', { name: 'Основное меню' });
      await page.getByTestId('catalogs-menu').click();
      await menu.getByRole('link', { name: 'Оригинальные каталоги' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('info-menu').click();
      await menu.getByRole('link', { name: 'Контакты' }).waitFor();
      await page.keyboard.press('Escape');

      // Another page of the same remote shows the same fallback.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Контакты' }).click();
      await waitForPath(page, '/contacts');
      await fallback.waitFor();
      assert.deepEqual(problems.pageErrors, [], 'a remote that cannot load is no uncaught error');
    });
  });

  test('the other remote works: /auth/login from the guest menu, and logging in', async (t) => {
    await withPage(shop, t.name, { baseURL: server.url }, async ({ page, problems }) => {
      await page.goto('/');
      await page.getByTestId('remote-fallback').waitFor();
      await guestMenu(page).getByRole('link', { name: 'Вход' }).click();
      await waitForPath(page, '/auth/login');
      await submitLogin(page, demo.retail.email, demo.retail.password);
      await waitForLoggedIn(page);
      // After the login the user lands on the home page, whose remote is still down.
      await page.getByTestId('remote-fallback').waitFor();
      assert.deepEqual(problems.pageErrors, []);
    });
  });
});

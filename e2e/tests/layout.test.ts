// The host's layout in a real browser: mobile phone block, header search and its routing, and screenshots of
// the main pages (e2e/artifacts/*.png) for people to look at.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, guestMenu, loginThroughForm, searchBox, waitForPath } from '../src/shop.js';

const run = serverAndBrowser();

/** The mobile phone block; `includeHidden` so that a desktop's hidden block is still found (and seen hidden). */
const phoneBlock = (page: Page) => page.getByRole('link', { name: /^Позвонить:/, includeHidden: true });

async function homeReady(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: /^Каталоги запчастей/ }).waitFor();
  await page.locator('.home-welcome h1').waitFor();
}

/** Nothing sticks out to the right: no horizontal scrolling on a phone. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('layout', () => {
  test('a 375 px phone shows the phone block and no horizontal scrolling', async (t) => {
    await withPage(
      run.shop,
      t.name,
      { baseURL: run.server.url, viewport: MOBILE, isMobile: true },
      async ({ page }) => {
        await homeReady(page);
        await phoneBlock(page).waitFor({ state: 'visible' });
        // The seller's phone, from the one seller record every page reads (GET /api/seller).
        const seller = (await (await fetch(`${run.server.url}/api/seller`)).json()) as { phone: string };
        const digits = seller.phone.replace(/\D/g, '').replace(/^8/, '7');
        assert.equal(await phoneBlock(page).getAttribute('href'), `tel:+${digits}`);
        await searchBox(page).waitFor({ state: 'visible' });
        await guestMenu(page).waitFor({ state: 'visible' });
        assert.equal(await horizontalOverflow(page), 0, 'the page is not wider than the phone');
        await screenshot(page, 'home-mobile');
      },
    );
  });

  test('a desktop hides the phone block', async (t) => {
    await withPage(run.shop, t.name, { baseURL: run.server.url, viewport: DESKTOP }, async ({ page }) => {
      await homeReady(page);
      await searchBox(page).waitFor({ state: 'visible' });
      assert.equal(await phoneBlock(page).count(), 1, 'the block is in the page');
      assert.equal(await phoneBlock(page).isVisible(), false, 'but hidden on a desktop');
      assert.equal(await horizontalOverflow(page), 0);
      await screenshot(page, 'home-desktop');
    });
  });

  test('the search box: its placeholder, a VIN goes to the vehicle search, a number to /search', async (t) => {
    await withPage(run.shop, t.name, { baseURL: run.server.url }, async ({ page }) => {
      await page.goto('/');
      const box = searchBox(page);
      await box.waitFor();
      assert.equal(await box.getAttribute('placeholder'), 'Номер запчасти или VIN автомобиля');

      await box.fill(' wvwzzz1jzxw000001 ');
      await box.press('Enter');
      await waitForPath(page, '/catalogs/originals/vehicles', { identString: 'WVWZZZ1JZXW000001' });

      await box.fill('OC 90');
      await page.getByRole('button', { name: 'Найти' }).click();
      const url = await waitForPath(page, '/search', { number: 'OC 90' });
      assert.equal(url.searchParams.get('number'), 'OC 90');

      // 17 characters with an O is no VIN: a part number search.
      await box.fill('WVWZZZ1JZXW00000O');
      await box.press('Enter');
      await waitForPath(page, '/search', { number: 'WVWZZZ1JZXW00000O' });
    });
  });

  test('screenshots: login, registration (desktop and phone) and the cabinet', async (t) => {
    await withPage(run.shop, t.name, { baseURL: run.server.url }, async ({ page }) => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
      await screenshot(page, 'login-desktop');

      await page.goto('/auth/registration');
      await page.getByRole('button', { name: /Зарегистрироваться/ }).waitFor();
      await screenshot(page, 'registration-desktop');

      await loginThroughForm(page, demo.retail.email, demo.retail.password);
      await page.goto('/cabinet');
      await waitForPath(page, '/cabinet');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(page, 'cabinet-desktop');
    });
    await withPage(
      run.shop,
      `${t.name} phone`,
      { baseURL: run.server.url, viewport: MOBILE, isMobile: true },
      async ({ page }) => {
        await page.goto('/auth/login');
        await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
        assert.equal(await horizontalOverflow(page), 0, 'the login form fits a phone');
        await screenshot(page, 'login-mobile');
        await page.goto('/auth/registration');
        await page.getByRole('button', { name: /Зарегистрироваться/ }).waitFor();
        assert.equal(await horizontalOverflow(page), 0, 'the registration form fits a phone');
        await screenshot(page, 'registration-mobile');
      },
    );
  });
});

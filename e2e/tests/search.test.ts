// The part search journey (issue 3): a messy number in the header, the brand choice, the offers of the part
// and its analogues with the remote suppliers merged in, add to cart; prices per buyer; the admin breakdown;
// the guest's login prompt.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm, searchBox, waitForPath, waitForToast } from '../src/shop.js';

const harness = serverAndBrowser();
const ocNinety = '/search?brandName=MAHLE&number=OC%2090';

function offersOf(page: Page, brand: string, number: string): Locator {
  return page.getByLabel(`Предложения ${brand} ${number}`, { exact: true });
}

/** The first row of the office warehouse (Склад Симферополь) in a part's offers. */
function officeRow(page: Page, brand: string, number: string): Locator {
  return offersOf(page, brand, number).getByRole('row').filter({ hasText: 'Склад Симферополь' }).first();
}

async function officePrice(page: Page): Promise<string> {
  await page.goto(ocNinety);
  const price = officeRow(page, 'MAHLE', 'OC 90').locator('.offer-price');
  await price.waitFor();
  return (await price.textContent())?.trim() ?? '';
}

describe('part search', () => {
  test('a retail user finds a messy number, picks the brand, sees analogues and adds to the cart', async () => {
    await withPage(
      harness.shop,
      'search-retail',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await loginThroughForm(page, demo.retail.email, demo.retail.password);

        // 'ос 90' typed with Cyrillic letters: MAHLE and KNECHT both have OC 90.
        await searchBox(page).fill('ос 90');
        await searchBox(page).press('Enter');
        await waitForPath(page, '/search', { number: 'ос 90' });
        await page.getByRole('heading', { name: /есть у нескольких производителей/ }).waitFor();
        await page.getByRole('link', { name: 'MAHLE', exact: true }).click();
        await waitForPath(page, '/search', { brandName: 'MAHLE', number: 'OC 90' });
        await officeRow(page, 'MAHLE', 'OC 90').waitFor();

        // 'w 712-75' has one brand: straight to its offers, analogues below, suppliers merged as they answer.
        await searchBox(page).fill('w 712-75');
        await searchBox(page).press('Enter');
        await waitForPath(page, '/search', { brandName: 'MANN-FILTER' });
        await page.getByRole('heading', { name: 'Аналоги' }).waitFor();
        await offersOf(page, 'BOSCH', '0 451 103 316').waitFor();
        await page.getByText('Поставщик Юг').first().waitFor({ timeout: 20_000 });
        await screenshot(page, 'search-offers-desktop');

        const row = officeRow(page, 'MANN-FILTER', 'W 712/75');
        await row.getByRole('button', { name: 'В корзину' }).click();
        const modal = page.getByRole('dialog', { name: 'Добавить в корзину' });
        await modal.waitFor();
        await modal.getByRole('button', { name: 'Добавить в корзину' }).click();
        await waitForToast(page, 'Товар добавлен в корзину');
        assert.equal(await page.getByTestId('cart-badge').textContent(), '1');
      },
    );
  });

  test('the wholesale user sees the same part at another price (the markup)', async () => {
    const prices: string[] = [];
    for (const account of [demo.retail, demo.wholesale]) {
      await withPage(
        harness.shop,
        `price-${account.email}`,
        { baseURL: harness.server.url, viewport: DESKTOP },
        async ({ page }) => {
          await loginThroughForm(page, account.email, account.password);
          prices.push(await officePrice(page));
        },
      );
    }
    assert.match(prices[0] ?? '', /\d/);
    assert.notEqual(prices[0], prices[1]);
  });

  test('an admin opens the price breakdown of an offer', async () => {
    await withPage(
      harness.shop,
      'search-admin',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await loginThroughForm(page, demo.admin.email, demo.admin.password);
        await page.goto(ocNinety);
        await officeRow(page, 'MAHLE', 'OC 90').getByRole('button', { name: 'Расчёт цены' }).click();
        const dialog = page.getByRole('dialog', { name: /Расчёт цены/ });
        await dialog.getByText('Закупочная цена').first().waitFor();
        await dialog.getByText('Розница').first().waitFor();
        await screenshot(page, 'search-breakdown');
      },
    );
  });

  test('a guest gets the login prompt instead of the add-to-cart modal; phones get offer cards', async () => {
    await withPage(
      harness.shop,
      'search-guest',
      { baseURL: harness.server.url, viewport: MOBILE, isMobile: true },
      async ({ page }) => {
        await page.goto(ocNinety);
        const offers = offersOf(page, 'MAHLE', 'OC 90');
        await offers.waitFor();
        await offers.getByRole('button', { name: 'В корзину' }).first().click();
        await page.getByText('Войти или зарегистрироваться').first().waitFor();
        await screenshot(page, 'search-guest-mobile');
      },
    );
  });
});

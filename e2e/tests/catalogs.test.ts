// The parts catalogs (issue 12 §4, mf-catalogs against the catalogs API of the built-in demo data):
// (a) a VIN in the header → the vehicle → quick group 'Масляный фильтр' → its unit → a callout → the offers of
// MANN-FILTER W 712/75 → the cart; (b) the wizard by hand with back, forward and a reload in the middle;
// (c) the home tile → oils → 5W-30 → the cart; (d) 'В гараж' and the catalog again from /cabinet/garage, for
// a car found by its VIN and for one found through the wizard (no VIN: the garage keeps its catalog vehicle).
// (e) mf-catalogs blocked in the browser: only its area shows the fallback. Screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, screenshot, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm, searchBox, waitForPath, waitForToast } from '../src/shop.js';

const harness = serverAndBrowser();
const PHONE = { width: 390, height: 844 } as const;
/** A VW Polo sedan 1.6 (CFNA, Kaluga) of the demo catalog; its oil filter is VAG 03C 115 561 H = W 712/75. */
const POLO_VIN = 'XW8ZZZ61ZCG012345';
const POLO_OIL_FILTER = '03C 115 561 H';

function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Both widths of the current page: a screenshot each, nothing sticking out at 390 px. */
async function screenshots(page: Page, name: string): Promise<void> {
  // Drawings and lists loaded, so the screenshots show the page as the customer sees it.
  await page.waitForLoadState('networkidle');
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  assert.ok((await horizontalOverflow(page)) <= 0, `${name}: no horizontal scrolling at 390 px`);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** Opens an antd select by its label and picks the option whose text matches. */
async function choose(page: Page, label: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

describe('parts catalogs', () => {
  test('(a) VIN in the header → quick group → unit → callout → offers of W 712/75 → cart', async () => {
    await withPage(
      harness.shop,
      'catalogs-vin',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await loginThroughForm(page, demo.retail.email, demo.retail.password);
        await searchBox(page).fill(POLO_VIN.toLowerCase());
        await searchBox(page).press('Enter');
        // One vehicle for the VIN: its page opens at once.
        await waitForPath(page, '/catalogs/originals/vehicle', { vin: POLO_VIN });
        await page.getByRole('heading', { level: 1, name: /Polo/ }).waitFor();
        await page.getByRole('list', { name: 'Узлы' }).waitFor();
        await page.getByRole('navigation', { name: 'Группы деталей' }).waitFor();
        await screenshots(page, 'catalogs-vehicle');

        await page.getByRole('searchbox', { name: 'Поиск по названию группы' }).fill('масляный фильтр');
        const tree = page.getByRole('navigation', { name: 'Группы деталей' });
        await tree.getByRole('button', { name: 'Масляный фильтр' }).click();
        const units = page.getByRole('list', { name: 'Узлы' });
        await units.getByText(POLO_OIL_FILTER).first().waitFor();
        await units.getByRole('link').first().click();
        await waitForPath(page, '/catalogs/originals/unit');

        const row = page.getByRole('row').filter({ hasText: POLO_OIL_FILTER }).first();
        await row.waitFor();
        const code = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
        const callout = page.getByRole('button', { name: `Позиция ${code} на схеме` }).first();
        await callout.click();
        assert.equal(await callout.getAttribute('aria-pressed'), 'true');
        assert.equal(await row.getAttribute('aria-selected'), 'true', 'the callout highlights its row');
        // The best offer's price and term come in.
        await row.getByText(/₽/).waitFor();
        await screenshots(page, 'catalogs-unit');

        await row.getByRole('link', { name: /^Найти предложения/ }).click();
        await waitForPath(page, '/search', { brandName: 'VAG' });
        const offers = page.getByLabel('Предложения MANN-FILTER W 712/75', { exact: true });
        await offers.getByRole('button', { name: 'В корзину' }).first().click();
        const modal = page.getByRole('dialog', { name: 'Добавить в корзину' });
        await modal.getByRole('button', { name: 'Добавить в корзину' }).click();
        await waitForToast(page, 'Товар добавлен в корзину');
        await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();
      },
    );
  });

  test('(b) the wizard by hand: back, forward and a reload keep the choices', async () => {
    await withPage(
      harness.shop,
      'catalogs-wizard',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await page.goto('/');
        await page.getByTestId('catalogs-menu').click();
        await page
          .getByRole('navigation', { name: 'Основное меню' })
          .getByRole('link', { name: 'Оригинальные каталоги' })
          .click();
        await waitForPath(page, '/catalogs/originals');
        await page.getByRole('list', { name: 'Марки автомобилей' }).waitFor();
        await screenshots(page, 'catalogs-originals');
        await page.locator('a[href="/catalogs/originals/VW"]').click();
        await waitForPath(page, '/catalogs/originals/VW');

        // The demo VW catalog has one model (chosen automatically, no ×); 2012 leaves one engine (automatic too),
        // then the gearbox is the customer's choice.
        await choose(page, 'Год выпуска', /^2012$/);
        await page.waitForURL((url) => Boolean(url.searchParams.get('ssd')));
        const afterYear = new URL(page.url()).searchParams.get('ssd');
        await page.getByRole('button', { name: 'Очистить «Год выпуска»' }).waitFor();

        await choose(page, 'КПП', /^МКПП/);
        await page.waitForURL((url) => url.searchParams.get('ssd') !== afterYear);
        const afterGearbox = new URL(page.url()).searchParams.get('ssd');
        await page.getByRole('button', { name: 'Очистить «КПП»' }).waitFor();

        // A reload in the middle keeps both choices.
        await page.reload();
        await page.getByRole('button', { name: 'Очистить «КПП»' }).waitFor();
        await page.getByRole('button', { name: 'Очистить «Год выпуска»' }).waitFor();

        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('ssd') === afterYear);
        await page.getByRole('button', { name: 'Очистить «Год выпуска»' }).waitFor();
        await page.getByRole('button', { name: 'Очистить «КПП»' }).waitFor({ state: 'detached' });

        await page.goForward();
        await page.waitForURL((url) => url.searchParams.get('ssd') === afterGearbox);
        await page.getByRole('button', { name: 'Очистить «КПП»' }).waitFor();
        const vehicles = page.getByRole('list', { name: 'Найденные автомобили' });
        await vehicles.getByRole('link', { name: /105/ }).first().waitFor();
        await screenshots(page, 'catalogs-wizard');

        // × clears its step: a new address, back to the year only.
        await page.getByRole('button', { name: 'Очистить «КПП»' }).click();
        await page.waitForURL((url) => url.searchParams.get('ssd') === afterYear);
        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('ssd') === afterGearbox);
        await vehicles.getByRole('link').first().click();
        await waitForPath(page, '/catalogs/originals/vehicle');
        await page.getByRole('heading', { level: 1, name: /Polo/ }).waitFor();
      },
    );
  });

  test('(c) the home tile → oils → 5W-30 → cart', async () => {
    await withPage(
      harness.shop,
      'catalogs-oils',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await loginThroughForm(page, demo.retail.email, demo.retail.password);
        await page.goto('/');
        await page
          .getByRole('link', { name: /^Масла, жидкости и фильтры/ })
          .first()
          .click();
        await waitForPath(page, '/catalogs/oils');
        const list = page.getByRole('list', { name: 'Масла, жидкости и фильтры' });
        await list.waitFor();
        await choose(page, 'Вязкость SAE', /^5W-30/);
        await waitForPath(page, '/catalogs/oils', { viscosity: '5W-30' });
        await page
          .locator('[aria-busy="false"]')
          .getByRole('list', { name: 'Масла, жидкости и фильтры' })
          .waitFor();
        // The address changes before the filtered answer replaces the list: wait for the list itself.
        const deadline = Date.now() + 15_000;
        for (;;) {
          const names = await list.locator('.goods-card-facts').allTextContents();
          if (names.length > 0 && names.every((text) => text.includes('5W-30'))) break;
          assert.ok(Date.now() < deadline, names.join('\n'));
          await page.waitForTimeout(200);
        }
        await screenshots(page, 'catalogs-oils');
        await list
          .getByRole('button', { name: /^В корзину/ })
          .first()
          .click();
        await waitForToast(page, 'Товар добавлен в корзину');
        // The same customer put the oil filter in the cart in (a): two lines now.
        await page.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();
      },
    );
  });

  test('(d) «В гараж» and the catalog again from /cabinet/garage', async () => {
    await withPage(
      harness.shop,
      'catalogs-garage',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await loginThroughForm(page, demo.wholesale.email, demo.wholesale.password);
        await page.goto(`/catalogs/originals/vehicles?identString=${POLO_VIN}`);
        await waitForPath(page, '/catalogs/originals/vehicle');
        await page.getByRole('button', { name: 'В гараж' }).click();
        await waitForToast(page, 'Автомобиль добавлен в гараж');
        await page.getByRole('link', { name: 'Открыть гараж' }).click();
        await waitForPath(page, '/cabinet/garage');
        const car = page.getByRole('navigation', { name: /^Каталоги для .*Polo/ }).first();
        await car.getByRole('link', { name: 'Открыть каталог' }).click();
        await waitForPath(page, '/catalogs/originals/vehicle', { vin: POLO_VIN });
        await page.getByRole('heading', { level: 1, name: /Polo/ }).waitFor();

        await page.goBack();
        await waitForPath(page, '/cabinet/garage');
        await car.getByRole('link', { name: 'Масла и фильтры' }).click();
        await page.waitForURL((url) => url.pathname === '/catalogs/oils' && url.searchParams.has('carId'));
        await page.getByRole('list', { name: 'Масла, жидкости и фильтры' }).waitFor();

        // A Polo with the automatic gearbox found through the wizard: no VIN anywhere.
        await page.goto('/catalogs/originals/VW');
        await choose(page, 'Год выпуска', /^2012$/);
        await page.getByRole('button', { name: 'Очистить «Год выпуска»' }).waitFor();
        await choose(page, 'КПП', /^АКПП/);
        await page.getByRole('button', { name: 'Очистить «КПП»' }).waitFor();
        const found = page.getByRole('list', { name: 'Найденные автомобили' }).getByRole('link');
        await found.filter({ hasText: /АКПП/ }).first().click();
        const saved = await waitForPath(page, '/catalogs/originals/vehicle');
        assert.equal(saved.searchParams.get('vin'), null, 'found without a VIN');
        const title = page.getByRole('heading', { level: 1 });
        await title.filter({ hasText: /АКПП/ }).waitFor();
        const savedTitle = await title.textContent();
        await page.getByRole('button', { name: 'В гараж' }).click();
        await waitForToast(page, 'Автомобиль добавлен в гараж');
        await page.getByRole('link', { name: 'Открыть гараж' }).click();
        await waitForPath(page, '/cabinet/garage');
        const wizardCar = page.getByRole('navigation', { name: /^Каталоги для .*АКПП/ });
        await wizardCar.getByRole('link', { name: 'Открыть каталог' }).waitFor();
        // The garage as it stays once the toast (3 s) is gone.
        await page.getByText('Автомобиль добавлен в гараж').waitFor({ state: 'hidden' });
        await screenshots(page, 'cabinet-garage');

        // One click: the same vehicle's page, its ssd checked again by the catalog.
        await wizardCar.getByRole('link', { name: 'Открыть каталог' }).click();
        const reopened = await waitForPath(page, '/catalogs/originals/vehicle', {
          catalogCode: 'VW',
          vehicleId: saved.searchParams.get('vehicleId') ?? '',
        });
        assert.equal(reopened.searchParams.get('vin'), null);
        await title.filter({ hasText: /АКПП/ }).waitFor();
        assert.equal(await title.textContent(), savedTitle);
        await page.getByRole('list', { name: 'Узлы' }).waitFor();
      },
    );
  });

  test('(e) mf-catalogs blocked: its pages show the fallback, the header, the home page and other remotes work', async () => {
    await withPage(
      harness.shop,
      'catalogs-blocked',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page, problems }) => {
        await page.route('**/mf/mf-catalogs/**', (route) => route.abort('blockedbyclient'));
        await page.goto('/');
        await page
          .getByRole('link', { name: /^Каталоги запчастей/ })
          .first()
          .click();
        await waitForPath(page, '/catalogs/originals');
        const fallback = page.getByTestId('remote-fallback');
        await fallback.getByText('Раздел временно недоступен').waitFor();
        await page.getByRole('button', { name: 'Повторить' }).waitFor();
        await searchBox(page).waitFor();

        // The other remotes: the part page (mf-search, also under /goods) and the home page (mf-content).
        await searchBox(page).fill('w 712/75');
        await searchBox(page).press('Enter');
        await waitForPath(page, '/search');
        await page.getByLabel('Предложения MANN-FILTER W 712/75', { exact: true }).waitFor();
        assert.equal(await fallback.count(), 0);
        await page.goto('/goods/MANN-FILTER/W%20712%2F75');
        await page.getByRole('heading', { level: 1, name: /W 712\/75/ }).waitFor();
        assert.equal(await fallback.count(), 0, 'the part page stays with mf-search');
        await page.goto('/goods');
        await fallback.waitFor();
        await page.goto('/');
        await page
          .getByRole('link', { name: /^Масла, жидкости и фильтры/ })
          .first()
          .waitFor();
        assert.deepEqual(problems.pageErrors, [], 'a remote that cannot load is no uncaught error');
      },
    );
  });

  test('the other catalog pages load at 1280 and 390 px', async () => {
    await withPage(
      harness.shop,
      'catalogs-pages',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await page.goto('/catalogs');
        await page.getByRole('list', { name: 'Неоригинальные каталоги' }).waitFor();
        await screenshots(page, 'catalogs-all');
        await page.getByRole('list', { name: 'Неоригинальные каталоги' }).getByRole('link').first().click();
        await page.getByRole('list', { name: 'Модели' }).waitFor();
        await screenshots(page, 'catalogs-aftermarket');
        await page.goto('/goods');
        await page.getByRole('list', { name: 'Бренды' }).waitFor();
        await screenshots(page, 'catalogs-goods');
        await page.getByRole('list', { name: 'Бренды' }).getByRole('link').first().click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await screenshots(page, 'catalogs-brand');
        await page.goto('/accessories');
        await page.getByRole('list', { name: 'Категории' }).waitFor();
        await screenshots(page, 'catalogs-accessories');
        await page.goto(`/catalogs/originals/vehicles?identString=XW8ZZZ61Z${'XX999999'}`);
        await page.getByText('Автомобиль не найден').waitFor();
        await page.getByRole('link', { name: /Подобрать автомобиль в каталоге/ }).waitFor();
      },
    );
  });
});

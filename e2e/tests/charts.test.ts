// The customer-facing charts of issue 30 against the production build, under the shop's CSP (a violation
// fails the step): the spending per month on /orders, the balance on /cabinet/balance and a supplier's
// promised against actual days in the search's offers, each at 1280 and 390 px with a screenshot in
// e2e/artifacts/ (charts-*.png) to look at.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Locator } from 'playwright-core';
import { artifactsDir, DESKTOP, withPage } from '../src/browser.js';
import { addOfficeOffer, apiLogin, emptyCart, parts, placeOrder } from '../src/checkout.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm } from '../src/shop.js';

const harness = serverAndBrowser();
const PHONE = { width: 390, height: 844 } as const;
const widths = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;

/** The chart's SVG is drawn with some width, inside the screen. */
async function drawnWithin(chart: Locator, screenWidth: number): Promise<void> {
  const svg = chart.locator('.recharts-wrapper > svg.recharts-surface').first();
  await svg.waitFor();
  const box = await svg.boundingBox();
  assert.ok(box && box.width > 200 && box.x >= 0 && box.x + box.width <= screenWidth, JSON.stringify(box));
}

const shot = (element: Locator, name: string) =>
  element.screenshot({ path: join(artifactsDir, `charts-${name}.png`) });

describe('charts (issue 30)', () => {
  test('spending per month on /orders and the balance on /cabinet/balance, desktop and phone', async () => {
    const wholesale = await apiLogin(harness.server.url, demo.wholesale);
    for (let i = 0; i < 2; i++) {
      await emptyCart(wholesale);
      await addOfficeOffer(wholesale, parts.oilFilter, 1);
      await placeOrder(wholesale, 'Оплата по QR-коду (СБП)');
    }
    for (const [name, viewport] of widths) {
      await withPage(
        harness.shop,
        `charts-${name}`,
        { baseURL: harness.server.url, viewport },
        async ({ page }) => {
          await loginThroughForm(page, demo.wholesale.email, demo.wholesale.password);
          await page.goto('/orders');
          const spending = page.getByRole('region', { name: 'Траты по месяцам' });
          await drawnWithin(spending, viewport.width);
          assert.equal(await spending.getByRole('row', { includeHidden: true }).count(), 13);
          await shot(spending, `orders-spending-${name}`);

          await page.goto('/cabinet/balance');
          const balance = page.getByRole('figure', { name: 'Баланс после операций этой страницы' });
          await drawnWithin(balance, viewport.width);
          assert.ok((await balance.locator('.balance-chart-mark').count()) >= 2);
          await shot(balance, `balance-${name}`);
        },
      );
    }
  });

  test("a supplier's promised against actual days in the offers' popover, desktop and phone", async () => {
    for (const [name, viewport] of widths) {
      await withPage(
        harness.shop,
        `charts-vendor-${name}`,
        { baseURL: harness.server.url, viewport },
        async ({ page }) => {
          await page.goto('/search?brandName=MANN-FILTER&number=W71275');
          const supplier = page.locator('button.offer-vendor-name').first();
          await supplier.click();
          const figures = page.getByRole('group', { name: 'Статистика поставок' });
          const chart = figures.locator('.delivery-terms-chart');
          await drawnWithin(chart, viewport.width);
          await shot(page.locator('.ant-popover').filter({ has: figures }), `vendor-terms-${name}`);
        },
      );
    }
  });
});

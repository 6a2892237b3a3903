// Batch search (issue 13 §2): a 1,000-line list pasted → columns previewed → progress while the lines are
// resolved → 20 lines added to the cart in one call with the summary toast; the pages at 1280 and 390 px.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { artifactsDir, DESKTOP, screenshot, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm, waitForToast } from '../src/shop.js';

const harness = serverAndBrowser();
const PHONE = { width: 390, height: 844 } as const;
const LINES = 1000;
const TO_CART = 20;

interface Suggestion {
  brand: string;
  number: string;
}

/** Distinct parts of the demo catalog, as the header's suggestions name them. */
async function demoParts(baseUrl: string): Promise<Suggestion[]> {
  const parts = new Map<string, Suggestion>();
  for (const prefix of ['W', 'OC', 'HU', '0 4', 'C 2', 'K', 'LX', 'GDB', 'A', 'B', 'F', 'S', '1', '2', '3']) {
    const response = await fetch(`${baseUrl}/api/v2/search/suggestions?query=${encodeURIComponent(prefix)}`);
    const found = (await response.json()) as Suggestion[];
    for (const part of found) parts.set(`${part.brand} ${part.number}`, part);
  }
  return [...parts.values()];
}

/** The visible part only: a full page of a thousand lines is too tall to look at. */
async function viewportShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
}

function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('batch search', () => {
  test('1,000 pasted lines → progress → 20 lines to the cart', async () => {
    const parts = await demoParts(harness.server.url);
    assert.ok(parts.length >= 40, `demo parts for the list: ${parts.length}`);
    // Each part once, then lines no catalogue has: a thousand in all, with a header row.
    const lines = Array.from({ length: LINES }, (_, index) => {
      const part = parts[index];
      return part
        ? `${part.brand}\t${part.number}\t1\tстрока ${index + 1}`
        : `NOBRAND\tNO-SUCH-${index}\t1\t`;
    });
    const text = ['Бренд\tНомер\tКоличество\tКомментарий', ...lines].join('\n');

    await withPage(
      harness.shop,
      'batch-search-journey',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await loginThroughForm(page, demo.wholesale.email, demo.wholesale.password);
        await page.goto('/batch-search');
        await page.getByRole('heading', { name: 'Пакетный поиск', level: 1 }).waitFor();
        await page.getByLabel('Вставьте строки').fill(text);
        await page.getByRole('button', { name: 'Разобрать строки' }).click();
        await page.getByText(`Строк в списке: ${LINES.toLocaleString('ru-RU')}`).waitFor();
        assert.equal(await page.getByLabel('Номер', { exact: true }).inputValue(), '1');
        assert.ok(await page.getByLabel('Первая строка — заголовок').isChecked());
        await screenshot(page, 'batch-search-desktop');

        // Scoped: the header's search has its own 'Найти'.
        await page
          .getByRole('region', { name: 'Новый поиск' })
          .getByRole('button', { name: 'Найти' })
          .click();
        await page
          .getByText(/Обработано строк: \d/)
          .first()
          .waitFor();
        await page.waitForURL(/\/batch-search\/[0-9a-f-]{36}$/);
        const table = page.getByRole('table', { name: 'Строки списка' });
        await table.waitFor();
        assert.equal(await table.locator('tbody tr').count(), LINES);
        await viewportShot(page, 'batch-result-desktop');

        // The first lines that can go to the cart as they are: found, an offer, no rule broken.
        const addable = table.locator('tbody tr.batch-line-found').filter({
          has: page.locator('input[type="checkbox"]:not([disabled])'),
          hasNot: page.locator('.batch-problem'),
        });
        assert.ok((await addable.count()) >= TO_CART, 'enough lines to add');
        for (let index = 0; index < TO_CART; index++) {
          await addable.nth(index).locator('input[type="checkbox"]').check();
        }
        await page.getByRole('button', { name: `Добавить в корзину (${TO_CART})` }).click();
        await waitForToast(page, `Добавлено в корзину: ${TO_CART} из ${TO_CART}`);

        await page.setViewportSize(PHONE);
        await table.waitFor();
        await viewportShot(page, 'batch-result-390');
        await page.getByRole('link', { name: 'Все предложения' }).click();
        await page.waitForURL(/\/offers$/);
        await page.getByRole('region', { name: 'Строка 1', exact: true }).waitFor();
        assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scrolling at 390 px');
        await viewportShot(page, 'batch-offers-390');
        await page.goto('/batch-search');
        await page
          .getByRole('region', { name: 'История поисков' })
          .getByText('Вставленный список')
          .first()
          .waitFor();
        assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scrolling at 390 px');
        await screenshot(page, 'batch-search-390');
      },
    );
  });
});

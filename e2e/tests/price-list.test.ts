// The price list (issue 13 §3): the wholesale buyer downloads the xlsx from the cabinet; it opens with exceljs
// and holds his prices, the ones the search shows him (markup 7 %). The cabinet at 1280 and 390 px.
import assert from 'node:assert/strict';
import { createReadStream } from 'node:fs';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { FindByQueryResponse } from '@shop/shared';
import { DESKTOP, screenshot, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm } from '../src/shop.js';

const harness = serverAndBrowser();
const PHONE = { width: 390, height: 844 } as const;

describe('price list', () => {
  test('the wholesale buyer downloads the xlsx at his own prices', async () => {
    await withPage(
      harness.shop,
      'price-list',
      { baseURL: harness.server.url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page }) => {
        await loginThroughForm(page, demo.wholesale.email, demo.wholesale.password);
        await page.goto('/cabinet');
        const block = page.getByRole('region', { name: 'Прайс-лист' });
        await block.getByText(/Ваши цены: уровень «.+», наценка 7\s%/).waitFor();
        await screenshot(page, 'price-list-cabinet-desktop');

        const saving = page.waitForEvent('download');
        await block.getByRole('button', { name: /Скачать прайс-лист/ }).click();
        const download = await saving;
        assert.match(download.suggestedFilename(), /^Прайс-лист от \d{2}\.\d{2}\.\d{4}\.xlsx$/);
        await block
          .getByRole('status')
          .getByText(/сохранён, \d+\sКБ/)
          .waitFor();
        const path = await download.path();

        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.read(createReadStream(path));
        const rows: unknown[][] = [];
        workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));

        const found = await page.evaluate(async () => {
          const response = await fetch(
            '/api/v2/search/findByQuery?brandName=MANN-FILTER&number=W%20712%2F75&crosses=false&survey=false',
            { headers: { 'x-authorization': `Bearer ${localStorage.getItem('token') ?? ''}` } },
          );
          return (await response.json()) as FindByQueryResponse;
        });
        const good = found.goods[0];
        assert.ok(good);
        const offers = good.offers.filter((offer) => offer.amount > 0 && offer.price > 0);
        assert.ok(offers.length > 0);
        for (const offer of offers) {
          const line: unknown[] | undefined = rows.find(
            (row) => row[0] === good.brand.name && row[1] === good.number && row[8] === offer.vendor.name,
          );
          assert.ok(line, `${offer.vendor.name} in the file`);
          assert.equal(line[3], offer.price);
          assert.equal(line[4], offer.amount);
        }

        await page.setViewportSize(PHONE);
        await block.waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(overflow <= 0, 'no horizontal scrolling at 390 px');
        await block.scrollIntoViewIfNeeded();
        await screenshot(page, 'price-list-cabinet-390');
      },
    );
  });
});

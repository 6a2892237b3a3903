// Issue 13 §5: a top-up of a contract through the sandbox bank credits its balance; the subscriptions page
// (mail topics, a part watch set from the search). Both pages at 1280 and 390 px.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Contract } from '@shop/shared';
import { DESKTOP, screenshot, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, field, loginThroughForm, waitForPath, waitForToast } from '../src/shop.js';

const harness = serverAndBrowser();
const PHONE = { width: 390, height: 844 } as const;

async function contracts(page: Page): Promise<Contract[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/contracts/load', {
      headers: { 'x-authorization': `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return (await response.json()) as Contract[];
  });
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, 'no horizontal scrolling at 390 px');
}

describe('the customer tools', () => {
  test('a top-up paid on the sandbox bank page credits the current contract once', async () => {
    await withPage(
      harness.shop,
      'topup',
      { baseURL: harness.server.url, viewport: DESKTOP, timeoutMs: 90_000 },
      async ({ page }) => {
        await loginThroughForm(page, demo.wholesale.email, demo.wholesale.password);
        const current = (await contracts(page)).find((contract) => contract.isCurrent);
        assert.ok(current);
        await page.goto('/replenishment/notes');
        await page.getByRole('heading', { name: 'Как пополнить баланс договора' }).waitFor();
        const form = page.getByRole('form', { name: 'Пополнение баланса' });
        await form.waitFor();
        await screenshot(page, 'replenishment-notes-desktop');

        await field(form, 'Сумма, ₽').fill('1 500,50');
        await form.getByRole('button', { name: 'Пополнить' }).click();
        await page.waitForURL((url) => url.origin !== harness.server.url);
        await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
        await waitForPath(page, '/replenishment/notes');
        await page.getByText('Баланс пополнен').waitFor();
        const after = (await contracts(page)).find((contract) => contract.id === current.id);
        assert.equal(after?.balance, Math.round((current.balance + 1500.5) * 100) / 100);
        await page
          .getByRole('list', { name: 'Последние пополнения' })
          .getByText('Зачислено')
          .first()
          .waitFor();

        await page.setViewportSize(PHONE);
        await noHorizontalScroll(page);
        await screenshot(page, 'replenishment-notes-390');
      },
    );
  });

  test('subscriptions: a mail topic switched on, a price watch from the search listed and removed', async () => {
    await withPage(
      harness.shop,
      'subscriptions',
      { baseURL: harness.server.url, viewport: DESKTOP, timeoutMs: 90_000 },
      async ({ page }) => {
        await loginThroughForm(page, demo.wholesale.email, demo.wholesale.password);
        await page.goto('/search?brandName=MANN-FILTER&number=W%20712%2F75');
        await page.getByRole('button', { name: 'Сообщить о снижении цены' }).click();
        await waitForToast(page, 'Сообщим письмом, когда цена снизится');
        await page.getByRole('link', { name: 'Мои подписки' }).click();
        await waitForPath(page, '/cabinet/subscriptions');

        const news = page.getByRole('switch', { name: 'Новости магазина' });
        await news.click();
        await page.waitForFunction(
          () => document.querySelector('[role="switch"][aria-checked="true"]') !== null,
        );
        const watches = page.getByRole('list', { name: 'Подписки на запчасти' });
        await watches.getByRole('link', { name: 'MANN-FILTER W 712/75' }).waitFor();
        await screenshot(page, 'subscriptions-desktop');
        await page.reload();
        assert.equal(
          await page.getByRole('switch', { name: 'Новости магазина' }).getAttribute('aria-checked'),
          'true',
        );

        await page.setViewportSize(PHONE);
        await watches.waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'subscriptions-390');
        await watches.getByRole('button', { name: 'Удалить подписку на MANN-FILTER W 712/75' }).click();
        await page.getByText(/Вы пока не подписаны на запчасти/).waitFor();
      },
    );
  });
});

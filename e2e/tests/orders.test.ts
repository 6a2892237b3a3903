// After the checkout (issue 4): the SBP QR payment page, cancelling part of an order line, a refund request,
// the wholesale buyer's order without the supply terms modal and with an invoice, the orders list and its
// filter. Each journey prepares its own cart and orders through the API and checks the pages in chromium.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Order, QrCodeResponse, RefundRequest } from '@shop/shared';
import { DESKTOP, screenshot, withPage } from '../src/browser.js';
import {
  addOfficeOffer,
  api,
  apiLogin,
  assertNoProblems,
  chooseOption,
  columnCell,
  descriptionValue,
  emptyCart,
  moneyOf,
  orderIdInUrl,
  orderStatus,
  parts,
  partTitle,
  payOnline,
  placeOrder,
  waitForEnabled,
  waitForMoney,
  type Account,
  type ApiSession,
} from '../src/checkout.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm, waitForPath, waitForToast } from '../src/shop.js';

const harness = serverAndBrowser();
const options = () => ({ baseURL: harness.server.url, viewport: DESKTOP });

/** The user's API session with an empty cart. */
async function freshCart(account: Account): Promise<ApiSession> {
  const session = await apiLogin(harness.server.url, account);
  await emptyCart(session);
  return session;
}

describe('orders, payments and refunds', () => {
  test('QR payment: the pay page shows the SBP QR and the sum; paying it turns the order paid', async () => {
    const wholesale = await freshCart(demo.wholesale);
    await addOfficeOffer(wholesale, parts.oilFilter, 1);
    const { id } = await placeOrder(wholesale, 'Оплата по QR-коду (СБП)');
    const order = await api<Order>(wholesale, 'GET', `/api/orders/show/${id}`);

    await withPage(harness.shop, 'orders-qr', options(), async ({ page, context, problems }) => {
      await loginThroughForm(page, demo.wholesale.email, demo.wholesale.password);
      await page.goto(`/order/${id}/pay`);
      await page.getByRole('heading', { name: `Оплата заказа № ${id}` }).waitFor();
      await page.getByRole('heading', { name: 'Оплата по QR-коду (СБП)' }).waitFor();
      const qr = page.getByRole('img', { name: `QR-код для оплаты заказа № ${id}` });
      await qr.waitFor();
      assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/(png|svg\+xml);base64,/);
      const size = await qr.evaluate((image) =>
        image instanceof HTMLImageElement ? image.naturalWidth * image.naturalHeight : 0,
      );
      assert.ok(size > 0, 'картинка QR-кода загружена');
      const box = await qr.boundingBox();
      assert.ok(box && box.width > 100 && box.height > 100, `QR-код на экране: ${JSON.stringify(box)}`);
      const sum = page.getByText('Сумма к оплате:');
      assert.equal(moneyOf((await sum.textContent())?.replace('Сумма к оплате:', '') ?? ''), order.total);
      await screenshot(page, 'orders-qr-payment');

      // The page does not link the demo bank; the QR's own answer does, as a banking app would open it.
      const { sandboxUrl, amount } = await api<QrCodeResponse>(
        wholesale,
        'GET',
        `/api/orders/show/${id}/qr-code`,
      );
      assert.equal(amount, order.total);
      assert.ok(sandboxUrl, 'в демо-режиме у QR-кода есть страница демо-банка');
      const bank = await context.newPage();
      await bank.goto(sandboxUrl);
      await bank.getByRole('heading', { name: 'Оплата по СБП' }).waitFor();
      await bank.getByRole('button', { name: 'Оплатить', exact: true }).click();
      await bank.waitForURL((url) => url.pathname === `/order/${id}/status`);
      await bank.close();

      // The pay page notices the payment by itself and moves on to the status.
      await page.getByText('Заказ оплачен').first().waitFor();
      await waitForPath(page, `/order/${id}/status`);
      await page.getByRole('heading', { name: `Заказ № ${id}: Оплачен` }).waitFor();
      assertNoProblems(problems, harness.server.url);
    });
  });

  test('cancel an item: 1 of 2 units, the line shows it and the total drops', async () => {
    const retail = await freshCart(demo.retail);
    const part = parts.mahleFilter;
    const offer = await addOfficeOffer(retail, part, 2);
    const { id, uid } = await placeOrder(retail, 'Онлайн-оплата');

    await withPage(harness.shop, 'orders-cancel', options(), async ({ page, problems }) => {
      await loginThroughForm(page, demo.retail.email, demo.retail.password);
      await page.goto(`/order/show/${uid}`);
      await page.getByRole('heading', { name: new RegExp(`^Заказ № ${id} от `) }).waitFor();
      const totals = page.locator('.ant-descriptions').filter({ hasText: 'Итоги' });
      const totalBefore = moneyOf(await descriptionValue(totals, 'Итого').textContent());
      assert.equal(totalBefore, offer.price * 2);

      const lines = page.getByRole('table', { name: 'Товары заказа' });
      const line = lines.getByRole('row').filter({ hasText: part.number });
      await line.getByRole('button', { name: `Отменить ${partTitle(part)}` }).click();
      const dialog = page.getByRole('dialog', { name: `Отменить ${partTitle(part)}` });
      const amount = dialog.getByLabel('Сколько отменить (от 1 до 2 шт.)');
      assert.equal(await amount.inputValue(), '2');
      await amount.fill('1');
      await screenshot(page, 'orders-cancel-dialog');
      await dialog.getByRole('button', { name: 'Отменить позицию' }).click();
      await waitForToast(page, 'Позиция отменена');
      await dialog.waitFor({ state: 'detached' });

      await (await columnCell(lines, line, 'Отменено')).filter({ hasText: /^1$/ }).waitFor();
      await waitForMoney(await columnCell(lines, line, 'Стоимость'), offer.price);
      await waitForMoney(descriptionValue(totals, 'Итого'), offer.price);
      await screenshot(page, 'orders-cancelled-item');
      assertNoProblems(problems, harness.server.url);
    });
    assert.equal((await orderStatus(retail, id)).total, offer.price);
  });

  test('refund: find the part of a paid order, one unit with a reason, the request is listed', async () => {
    const retail = await freshCart(demo.retail);
    const part = parts.oilFilter;
    const offer = await addOfficeOffer(retail, part, 1);
    const { id } = await placeOrder(retail, 'Онлайн-оплата');
    await payOnline(retail, id);

    await withPage(harness.shop, 'orders-refund', options(), async ({ page, problems }) => {
      await loginThroughForm(page, demo.retail.email, demo.retail.password);
      await page.goto('/refunds');
      const form = page.getByRole('region', { name: 'Оформить возврат' });
      await form.getByLabel('Номер запчасти', { exact: true }).fill(part.number);
      await form.getByRole('button', { name: 'Найти' }).click();
      const purchase = form.getByRole('radio', { name: new RegExp(`Заказ № ${id} от`) });
      await purchase.check();
      const amount = form.getByLabel('Количество (можно вернуть 1 шт.)');
      assert.equal(await amount.inputValue(), '1');
      await form.getByLabel('Причина возврата', { exact: true }).fill('Не подошёл к автомобилю');
      await screenshot(page, 'orders-refund-form');
      await form.getByRole('button', { name: 'Оформить возврат' }).click();
      await waitForToast(page, 'Заявка на возврат оформлена');

      const requests = page.getByRole('table', { name: 'Заявки на возврат' });
      const request = requests.getByRole('row').filter({ hasText: `№ ${id}` });
      await request.waitFor();
      assert.match((await request.textContent()) ?? '', /Не подошёл к автомобилю/);
      assert.equal(
        moneyOf(await (await columnCell(requests, request, 'К возврату')).textContent()),
        offer.price,
      );
      await screenshot(page, 'orders-refunds-list');
      assertNoProblems(problems, harness.server.url);
    });
    const { items } = await api<{ items: RefundRequest[] }>(retail, 'GET', '/api/refund');
    assert.equal(items.find((refund) => refund.orderId === id)?.sum, offer.price);
  });

  test('wholesale: no supply terms modal for unrestricted lines; bank transfer offers the invoice', async () => {
    const wholesale = await freshCart(demo.wholesale);
    const offer = await addOfficeOffer(wholesale, parts.mahleFilter, 1);
    assert.deepEqual(offer.refund, { isAllowed: true, percent: 0, conditions: '' });

    await withPage(harness.shop, 'orders-wholesale', options(), async ({ page, context, problems }) => {
      // Printing is seen, not done: every document's window.print reports the title of what it would print.
      let reportPrint: (title: string) => void = () => undefined;
      const printed = new Promise<string>((resolve) => {
        reportPrint = resolve;
      });
      await context.exposeBinding('__shopPrinted', (_source, title: string) => reportPrint(title));
      await context.addInitScript('window.print = () => window.__shopPrinted(document.title);');
      await loginThroughForm(page, demo.wholesale.email, demo.wholesale.password);
      await page.goto('/cart');
      await page.getByText('У Вас имеется просроченная задолженность в размере').first().waitFor();
      await chooseOption(page, 'Способ оплаты', 'Безналичный расчёт по счёту');
      const submit = page.getByRole('button', { name: 'Оформить заказ' });
      await waitForEnabled(submit);
      await screenshot(page, 'orders-wholesale-checkout');
      await submit.click();
      await page.waitForURL(/\/order\/\d+\/pay(\?|$)/);
      assert.equal(await page.getByRole('dialog', { name: 'Условия поставки' }).count(), 0);
      const id = orderIdInUrl(page);

      await page.getByRole('heading', { name: 'Безналичный расчёт по счёту' }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Скачать счёт', exact: true }).click();
      assert.equal((await download).suggestedFilename(), `Счёт по заказу № ${id}.html`);
      const pdf = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Скачать счёт в PDF' }).click();
      assert.equal((await pdf).suggestedFilename(), `Счёт по заказу № ${id}.pdf`);

      // The invoice prints from a frame of the page under the shop's CSP (a violation fails the test).
      await page.getByRole('button', { name: 'Распечатать счёт' }).click();
      const timeout = sleep(10_000, 'ничего не отправлено на печать', { ref: false });
      assert.match(
        await Promise.race([printed, timeout]),
        new RegExp(`^Счёт на оплату № ${id} от \\d{2}\\.\\d{2}\\.\\d{4}$`),
      );
      await screenshot(page, 'orders-invoice-payment');
      assertNoProblems(problems, harness.server.url);
    });
  });

  test('orders list: the filter applies a status to the address and clears it', async () => {
    const retail = await freshCart(demo.retail);
    await addOfficeOffer(retail, parts.oilFilter, 1);
    const paid = await placeOrder(retail, 'Онлайн-оплата');
    await payOnline(retail, paid.id);
    await addOfficeOffer(retail, parts.oilFilter, 1);
    const unpaid = await placeOrder(retail, 'Онлайн-оплата');

    await withPage(harness.shop, 'orders-list', options(), async ({ page, problems }) => {
      await loginThroughForm(page, demo.retail.email, demo.retail.password);
      await page.goto('/orders');
      const list = page.getByRole('table', { name: 'Заказы' });
      const paidLink = list.getByRole('link', { name: `Заказ № ${paid.id}`, exact: true });
      const unpaidLink = list.getByRole('link', { name: `Заказ № ${unpaid.id}`, exact: true });
      await paidLink.waitFor();
      await unpaidLink.waitFor();

      await page.getByRole('button', { name: 'Фильтр', exact: true }).click();
      const filter = page.getByRole('dialog', { name: 'Фильтр заказов' });
      const start = filter.getByRole('button', { name: 'Начать поиск' });
      await filter.waitFor();
      assert.equal(await start.isDisabled(), true, 'пока ничего не изменено, искать нечего');
      await chooseOption(page, 'Статус', 'Оплачен');
      await waitForEnabled(start);
      await screenshot(page, 'orders-filter');
      await start.click();
      await waitForPath(page, '/orders', { status: 'paid' });
      await filter.waitFor({ state: 'detached' });
      await unpaidLink.waitFor({ state: 'detached' });
      await paidLink.waitFor();
      await page.getByRole('button', { name: 'Фильтр (1)' }).waitFor();
      await screenshot(page, 'orders-list-filtered');

      await page.getByRole('button', { name: 'Фильтр (1)' }).click();
      await filter.getByRole('button', { name: 'Очистить фильтр' }).click();
      await page.waitForURL((url) => url.pathname === '/orders' && url.search === '');
      await unpaidLink.waitFor();
      await paidLink.waitFor();
      assertNoProblems(problems, harness.server.url);
    });
  });
});

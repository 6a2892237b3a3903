// A new customer's first day (issue 25, README 'What a new customer can do on day one'): a retail customer
// registers, finds a part, orders, declines on the bank's page and is told so (issue 28), pays online, and the
// order is paid with no manager in between; a
// business buyer registers with requisites, can order at once, and the wholesale request they filed is handled
// in the back office: credit and markup given there are what the customer then sees.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE_USER_AGENT, screenshot, withPage } from '../src/browser.js';
import {
  addOfficeOffer,
  apiLogin,
  assertNoProblems,
  chooseOption,
  OFFICE_WAREHOUSE,
  orderIdInUrl,
  parts,
  partTitle,
  placeOrder,
  waitForEnabled,
} from '../src/checkout.js';
import { serverAndBrowser } from '../src/harness.js';
import {
  clickInSettledDialog,
  demo,
  field,
  loginThroughForm,
  searchBox,
  waitForPath,
  waitForToast,
} from '../src/shop.js';

const harness = serverAndBrowser();
const part = parts.oilFilter;
const PHONE = { width: 390, height: 844 } as const;

/** The registration form's common fields; the person type is chosen before. */
async function fillPerson(page: Page, email: string, password: string): Promise<Locator> {
  const form = page.getByRole('main');
  await field(form, 'Email').fill(email);
  await field(form, 'Пароль').fill(password);
  await field(form, 'Повтор пароля').fill(password);
  await field(form, 'Фамилия').fill('Новиков');
  await field(form, 'Имя').fill('Андрей');
  await field(form, 'Телефон').pressSequentially('9784441122');
  return form;
}

function suggestion(page: Page, text: string): Locator {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
}

describe('a new customer’s first day', () => {
  test('retail: register → search → add → order → pay online → «Оплачен», no manager action', async () => {
    const email = `first-day-${Date.now()}@example.test`;
    await withPage(
      harness.shop,
      'onboarding-retail',
      { baseURL: harness.server.url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page, problems }) => {
        await page.goto('/auth/registration');
        const form = await fillPerson(page, email, 'first-day-1');
        await field(form, 'Адрес').fill('г. Симферополь, ул. Киевская, д. 1');
        await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
        await waitForToast(page, 'Поздравляем! Вы успешно зарегистрировались');
        await waitForPath(page, '/cabinet');

        await searchBox(page).fill('w 712-75');
        await searchBox(page).press('Enter');
        await waitForPath(page, '/search', { brandName: part.brand });
        const offers = page.getByLabel(`Предложения ${partTitle(part)}`, { exact: true });
        const officeRow = offers.getByRole('row').filter({ hasText: OFFICE_WAREHOUSE }).first();
        await officeRow.getByRole('button', { name: 'В корзину' }).click();
        await clickInSettledDialog(
          page.getByRole('dialog', { name: 'Добавить в корзину' }),
          'Добавить в корзину',
        );
        await waitForToast(page, 'Товар добавлен в корзину');

        await page.getByTestId('cart-link').click();
        await waitForPath(page, '/cart');
        // The contract made at registration: the public offer's retail contract, current.
        await page
          .getByText(/Розничный договор \(публичная оферта\) № РЗ-\d+/)
          .first()
          .waitFor();
        await chooseOption(page, 'Способ оплаты', 'Онлайн-оплата');
        const submit = page.getByRole('button', { name: 'Оформить заказ' });
        await waitForEnabled(submit);
        await screenshot(page, 'onboarding-retail-cart-1280');
        await page.setViewportSize(PHONE);
        await screenshot(page, 'onboarding-retail-cart-390');
        assert.equal(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
          0,
          'the checkout of a new customer fits a phone',
        );
        await page.setViewportSize(DESKTOP);

        await submit.click();
        const terms = page.getByRole('dialog', { name: 'Условия поставки' });
        await terms.getByRole('button', { name: 'Я принимаю условия поставки' }).click();
        await page.waitForURL(/\/order\/\d+\/pay(\?|$)/);
        const orderId = orderIdInUrl(page);
        // First the customer changes their mind on the bank's page: back on the pay page, told so.
        await page.getByRole('button', { name: 'Оплатить онлайн' }).click();
        await page.waitForURL((url) => url.origin !== harness.server.url);
        await page.getByRole('button', { name: 'Отказаться' }).click();
        await waitForPath(page, `/order/${orderId}/pay`, { payment: 'declined' });
        await page.getByRole('alert').filter({ hasText: 'Оплата не прошла' }).waitFor();
        await screenshot(page, 'onboarding-retail-declined');
        await page.getByRole('button', { name: 'Оплатить онлайн' }).click();
        await page.waitForURL((url) => url.origin !== harness.server.url);
        await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
        await waitForPath(page, `/order/${orderId}/status`);
        await page.getByRole('heading', { name: `Заказ № ${orderId}: Оплачен` }).waitFor();
        await screenshot(page, 'onboarding-retail-paid');
        assertNoProblems(problems, harness.server.url);
      },
    );
  });

  test('business: register with requisites → order at once → the request in the back office → credit and markup seen by the customer', async () => {
    const email = `garage-${Date.now()}@example.test`;
    const password = 'first-day-2';
    await withPage(
      harness.shop,
      'onboarding-business',
      { baseURL: harness.server.url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page }) => {
        await page.goto('/auth/registration');
        await page.getByText('Юридическое лицо или ИП').click();
        await fillPerson(page, email, password);
        const company = page.getByRole('group', { name: 'Реквизиты организации' });
        await field(company, 'ИНН').pressSequentially('9102017');
        await suggestion(page, 'ООО «Автозапчасти Крым»').click();
        await field(company, 'БИК').pressSequentially('0435106');
        await suggestion(page, 'РНКБ БАНК (ПАО)').click();
        await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
        await waitForToast(page, 'Поздравляем! Вы успешно зарегистрировались');
        await waitForPath(page, '/cabinet');
      },
    );

    // Orders at once, before any manager has seen the request.
    const buyer = await apiLogin(harness.server.url, { email, password });
    const retailPrice = (await addOfficeOffer(buyer, part, 1)).price;
    const { id: orderId } = await placeOrder(buyer, 'Онлайн-оплата');
    assert.ok(orderId > 0);

    await withPage(
      harness.shop,
      'onboarding-business-back-office',
      { baseURL: harness.server.url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page }) => {
        await loginThroughForm(page, demo.admin.email, demo.admin.password);
        await page.goto('/cabinet/admin/customers');
        const requests = page.getByRole('region', { name: 'Заявки на оптовый договор' });
        const request = requests.getByRole('row').filter({ hasText: email });
        await request.getByText('Автозапчасти Крым').waitFor();
        await screenshot(page, 'onboarding-wholesale-request');
        await request.getByRole('button', { name: 'Открыть клиента' }).click();

        const panel = page.getByRole('dialog');
        await panel.getByRole('checkbox', { name: 'Оптовый покупатель' }).check();
        await panel.getByLabel('Наценка, %').fill('7');
        await panel.getByRole('button', { name: 'Сохранить условия' }).click();
        await waitForToast(page, 'Условия клиента сохранены');

        const contract = panel.getByRole('region', { name: /^Договор РЗ-\d+$/ });
        const number = ((await contract.getAttribute('aria-label')) ?? '').slice('Договор '.length);
        await field(contract, 'Кредитный лимит').fill('50000');
        await contract.getByRole('button', { name: 'Сохранить договор' }).click();
        await waitForToast(page, `Договор ${number} сохранён`);
        await screenshot(page, 'onboarding-customer-terms');
      },
    );

    await withPage(
      harness.shop,
      'onboarding-business-sees-terms',
      { baseURL: harness.server.url, viewport: PHONE, userAgent: PHONE_USER_AGENT, timeoutMs: 60_000 },
      async ({ page }) => {
        await loginThroughForm(page, email, password);
        await page.goto('/cabinet');
        await page.getByText('Оптовый покупатель, наценка 7 %').waitFor();
        await page.goto('/cabinet/balance');
        const limit = page
          .locator('dt', { hasText: 'Кредитный лимит' })
          .locator('xpath=following-sibling::dd[1]');
        await limit.filter({ hasText: /50\s000/ }).waitFor();
        await screenshot(page, 'onboarding-business-balance-390');
      },
    );
    // The markup is in the next search's prices.
    assert.notEqual((await addOfficeOffer(buyer, part, 1)).price, retailPrice);
  });
});

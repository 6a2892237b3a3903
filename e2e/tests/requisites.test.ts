// Issue 13 §5: a business buyer registers with his company filled from the ИНН suggestions and his bank from
// the БИК ones (the built-in directory: no DaData token); the profile keeps the requisites and the search
// settings; a remote supplier's name in the offers opens its delivery statistics. Screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, screenshot, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, field, guestMenu, loginThroughForm, waitForPath, waitForToast } from '../src/shop.js';

const harness = serverAndBrowser();
const PHONE = { width: 390, height: 844 } as const;

/** A shown suggestion of an autocomplete by its first line. */
function suggestion(page: Page, text: string) {
  return page.locator('.suggest-input-popup .ant-select-item-option').filter({ hasText: text }).first();
}

function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('business requisites, search settings, supplier statistics', () => {
  test('registration filled from ИНН and БИК suggestions, then the profile', async () => {
    await withPage(
      harness.shop,
      'requisites-registration',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await page.goto('/auth/registration');
        await page.getByText('Юридическое лицо или ИП').click();
        await field(page, 'Email').fill('garage@example.com');
        await field(page, 'Пароль').fill('garage-pass-1');
        await field(page, 'Повтор пароля').fill('garage-pass-1');
        await field(page, 'Фамилия').fill('Коваленко');
        await field(page, 'Имя').fill('Сергей');
        await field(page, 'Телефон').pressSequentially('9781112233');

        const company = page.getByRole('group', { name: 'Реквизиты организации' });
        await field(company, 'ИНН').pressSequentially('91');
        // The directory's liquidated company is struck through in the list.
        await page.locator('del', { hasText: 'ООО «Евпатория-Авто»' }).waitFor();
        await screenshot(page, 'registration-inn-suggestions-desktop');
        await field(company, 'ИНН').pressSequentially('02017');
        // The list of the full number (without the liquidated company): clicked in the list of '91' while the
        // new one arrives, an option can be replaced under the pointer and the click lost.
        await page.locator('del', { hasText: 'ООО «Евпатория-Авто»' }).waitFor({ state: 'detached' });
        await suggestion(page, 'ООО «Автозапчасти Крым»').click();
        assert.equal(await field(company, 'ИНН').inputValue(), '9102017345');
        assert.equal(await field(company, 'Наименование организации').inputValue(), 'Автозапчасти Крым');
        assert.equal(await field(company, 'КПП').inputValue(), '910201001');
        assert.equal(
          await field(company, 'Юридический адрес').inputValue(),
          '295000, Респ Крым, г Симферополь, ул Киевская, д 120',
        );
        await company.getByTitle('ООО').waitFor();

        await field(company, 'БИК').pressSequentially('0435106');
        await suggestion(page, 'РНКБ БАНК (ПАО)').click();
        assert.equal(await field(company, 'Наименование банка').inputValue(), 'РНКБ БАНК (ПАО)');
        assert.equal(await field(company, 'К/С').inputValue(), '30101810335100000607');
        await screenshot(page, 'registration-filled-desktop');

        await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
        await waitForToast(page, 'Поздравляем! Вы успешно зарегистрировались');
        await waitForPath(page, '/cabinet');

        await page.goto('/cabinet/profile');
        const profileCompany = page.getByRole('group', { name: 'Реквизиты организации' });
        await profileCompany.waitFor();
        assert.equal(await field(profileCompany, 'ИНН').inputValue(), '9102017345');
        assert.equal(await field(profileCompany, 'К/С').inputValue(), '30101810335100000607');

        const settings = page.getByRole('group', { name: 'Настройки поиска' });
        // The tick shows before the server answers, so the answer is awaited from before the click.
        const saved = page.waitForResponse(
          (response) => response.url().endsWith('/api/user') && response.ok(),
        );
        await settings.getByRole('checkbox', { name: 'Только товары в наличии' }).check();
        await saved;
        await page.reload();
        assert.ok(await settings.getByRole('checkbox', { name: 'Только товары в наличии' }).isChecked());
        await screenshot(page, 'profile-business-desktop');
        await page.setViewportSize(PHONE);
        assert.ok((await horizontalOverflow(page)) <= 0, 'the profile scrolls sideways at 390 px');
        await screenshot(page, 'profile-business-phone');
        await page.goto('/auth/logout');
        await guestMenu(page).waitFor();
        await page.goto('/auth/registration');
        await page.getByText('Юридическое лицо или ИП').click();
        await field(page.getByRole('group', { name: 'Реквизиты организации' }), 'БИК').pressSequentially(
          '0445',
        );
        await suggestion(page, 'ПАО СБЕРБАНК').waitFor();
        assert.ok((await horizontalOverflow(page)) <= 0, 'the registration scrolls sideways at 390 px');
        await screenshot(page, 'registration-bik-suggestions-phone');
      },
    );
  });

  test('a remote supplier’s name opens its delivery statistics', async () => {
    await withPage(
      harness.shop,
      'supplier-statistics',
      { baseURL: harness.server.url, viewport: DESKTOP },
      async ({ page }) => {
        await loginThroughForm(page, demo.wholesale.email, demo.wholesale.password);
        await page.goto('/search?brandName=MANN-FILTER&number=W%20712%2F75');
        const supplier = page.getByRole('button', { name: 'Поставщик Юг' }).first();
        await supplier.waitFor({ timeout: 20_000 });
        await supplier.click();
        const figures = page.getByRole('group', { name: 'Статистика поставок' });
        await figures.getByText('Поставок за 90 дней').waitFor();
        await figures.getByText('В срок').waitFor();
        await screenshot(page, 'supplier-statistics-desktop');
        await page.setViewportSize(PHONE);
        await page.keyboard.press('Escape');
        await page.reload();
        const card = page.getByRole('button', { name: 'Поставщик Юг' }).first();
        await card.waitFor({ timeout: 20_000 });
        await card.click();
        await page
          .getByRole('group', { name: 'Статистика поставок' })
          .getByText('Средняя задержка')
          .waitFor();
        await screenshot(page, 'supplier-statistics-phone');
      },
    );
  });
});

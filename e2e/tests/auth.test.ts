// The account journey in one browser session, step by step: register a retail customer → log out → log in →
// edit the profile → log out → forgot password (the link read from the demo outbox) → set a new password →
// logged in; then the new password logs in, the old one is refused and the used link is refused too.
import assert from 'node:assert/strict';
import { after, before, describe, test, type TestContext } from 'node:test';
import { onPage, type ShopBrowser, type TrackedPage } from '../src/browser.js';
import { startServerAndBrowser } from '../src/harness.js';
import type { ShopServer } from '../src/server.js';
import {
  chooseInUserMenu,
  field,
  guestMenu,
  linkIn,
  outbox,
  submitLogin,
  userMenu,
  waitForMail,
  waitForLoggedIn,
  waitForPath,
  waitForToast,
} from '../src/shop.js';

let server: ShopServer;
let shop: ShopBrowser;
let tracked: TrackedPage;

const customer = {
  email: `e2e-${Date.now()}@example.com`,
  password: 'first-pass-123',
  newPassword: 'second-pass-456',
  lastName: 'Тестов',
  firstName: 'Пётр',
  middleName: 'Ильич',
  phoneDigits: '9781234567',
  phoneMasked: '+7 (978) 123-45-67',
  address: 'Симферополь, ул. Киевская, 1',
};
let resetLink: URL | null = null;
let failedStep: string | null = null;

before(async () => {
  [server, shop] = await startServerAndBrowser();
  tracked = await shop.newPage({ baseURL: server.url });
});

after(async () => {
  await tracked?.close();
  await shop?.close();
  await server?.stop();
});

/** One step of the journey; once a step fails the later ones are skipped (they would fail for its reason). */
async function step(t: TestContext, body: (tracked: TrackedPage) => Promise<void>): Promise<void> {
  if (failedStep) {
    t.skip(`не выполнен предыдущий шаг «${failedStep}»`);
    return;
  }
  try {
    await onPage(tracked, t.name, body);
  } catch (error) {
    failedStep = t.name;
    throw error;
  }
}

async function logOutThroughMenu({ page }: TrackedPage): Promise<void> {
  await chooseInUserMenu(page, 'Выход');
  await guestMenu(page).waitFor();
  await waitForPath(page, '/');
  // shared/src/api/storage.ts keeps the session's tokens under 'token' and 'refreshToken'.
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null, 'the session token is gone');
  assert.equal(
    await page.evaluate(() => localStorage.getItem('refreshToken')),
    null,
    'so is the refresh token',
  );
}

describe('account journey', () => {
  test('registers a retail customer through the form (phone mask, toast, cabinet)', async (t) => {
    await step(t, async ({ page, problems }) => {
      await page.goto('/');
      await guestMenu(page).getByRole('link', { name: 'Регистрация' }).click();
      await waitForPath(page, '/auth/registration');
      const form = page.getByRole('main');
      await form.getByRole('button', { name: 'Зарегистрироваться' }).waitFor();
      assert.equal(
        await form.getByRole('radio', { name: 'Частное лицо' }).isChecked(),
        true,
        'retail by default',
      );

      await field(form, 'Email').fill(customer.email);
      await field(form, 'Пароль').fill(customer.password);
      await field(form, 'Повтор пароля').fill(customer.password);
      await field(form, 'Фамилия').fill(customer.lastName);
      await field(form, 'Имя').fill(customer.firstName);
      await field(form, 'Отчество').fill(customer.middleName);
      const phone = field(form, 'Телефон');
      assert.equal(await phone.getAttribute('placeholder'), '+7 (___) ___-__-__');
      await phone.pressSequentially(customer.phoneDigits);
      assert.equal(await phone.inputValue(), customer.phoneMasked, 'the mask formats the digits');
      await field(form, 'Адрес').fill(customer.address);

      await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await waitForToast(page, 'Поздравляем! Вы успешно зарегистрировались');
      await waitForPath(page, '/cabinet');
      await page.getByRole('heading', { name: 'Личный кабинет', level: 1 }).waitFor();
      await userMenu(page).getByText(`${customer.lastName} П. И.`).waitFor();
      assert.deepEqual(problems.pageErrors, []);
    });
  });

  test('logs out through the cabinet menu «Выход»', async (t) => {
    await step(t, logOutThroughMenu);
  });

  test('logs in with the new account', async (t) => {
    await step(t, async ({ page }) => {
      await guestMenu(page).getByRole('link', { name: 'Вход' }).click();
      await waitForPath(page, '/auth/login');
      await submitLogin(page, customer.email, customer.password);
      await waitForLoggedIn(page);
      await userMenu(page).getByText(`${customer.lastName} П. И.`).waitFor();
    });
  });

  test('edits the profile: «Профиль успешно обновлён», the new name in the menu and after a reload', async (t) => {
    await step(t, async ({ page }) => {
      await chooseInUserMenu(page, 'Личный кабинет');
      await waitForPath(page, '/cabinet');
      await page.getByRole('link', { name: 'Изменить профиль' }).click();
      await waitForPath(page, '/cabinet/profile');
      // The personal data block (the page has the password change under it).
      const form = page.getByRole('region', { name: 'Личные данные' });
      const lastName = field(form, 'Фамилия');
      await lastName.waitFor();
      assert.equal(await lastName.inputValue(), customer.lastName);
      assert.equal(await field(form, 'Телефон').inputValue(), customer.phoneMasked);
      const save = form.getByRole('button', { name: 'Сохранить' });
      assert.equal(await save.isDisabled(), true, 'nothing to save before a change');

      await lastName.fill('Изменённый');
      await field(form, 'Адрес').fill('Севастополь, пр. Победы, 2');
      await save.click();
      await waitForToast(page, 'Профиль успешно обновлён');
      await userMenu(page).getByText('Изменённый П. И.').waitFor();

      await page.reload();
      await field(form, 'Фамилия').waitFor();
      assert.equal(await field(form, 'Фамилия').inputValue(), 'Изменённый');
      assert.equal(await field(form, 'Адрес').inputValue(), 'Севастополь, пр. Победы, 2');
    });
  });

  test('forgot password: the reset link arrives in the outbox', async (t) => {
    await step(t, async (current) => {
      const { page } = current;
      await logOutThroughMenu(current);
      const before = (await outbox(server.url, customer.email))[0]?.id ?? 0;
      await guestMenu(page).getByRole('link', { name: 'Вход' }).click();
      await page.getByRole('link', { name: 'Забыли пароль?' }).click();
      await waitForPath(page, '/auth/forgot-password');
      // The login page, which also has an 'Email' field, stays on screen until the new page's code arrives.
      const form = page.getByRole('form', { name: 'Восстановление пароля' });
      await field(form, 'Email').fill(customer.email);
      await form.getByRole('button', { name: 'Отправить ссылку' }).click();
      // The server's answer does not tell whether the address is registered.
      await page.getByRole('status').filter({ hasText: 'Если этот email зарегистрирован' }).waitFor();

      const mail = await waitForMail(server.url, customer.email, before);
      assert.equal(mail.subject, 'Восстановление пароля');
      resetLink = linkIn(mail, server.url);
      assert.match(resetLink.pathname, /^\/resetting\/reset\/[^/]+$/);
    });
  });

  test('sets a new password by the link and lands logged in', async (t) => {
    await step(t, async ({ page }) => {
      assert.ok(resetLink);
      await page.goto(resetLink.href);
      const form = page.getByRole('main');
      await field(form, 'Новый пароль').fill(customer.newPassword);
      await field(form, 'Повтор пароля').fill(customer.newPassword);
      await form.getByRole('button', { name: 'Сменить пароль' }).click();
      await waitForPath(page, '/cabinet');
      await userMenu(page).getByText('Изменённый П. И.').waitFor();
      await page.getByRole('heading', { name: 'Личный кабинет', level: 1 }).waitFor();
    });
  });

  test('the new password logs in; the old one gives «Неверный логин или пароль»', async (t) => {
    await step(t, async (current) => {
      const { page } = current;
      await logOutThroughMenu(current);
      await page.goto('/auth/login');
      await submitLogin(page, customer.email, customer.password);
      await page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' }).waitFor();
      await guestMenu(page).waitFor();

      await field(page, 'Пароль').fill(customer.newPassword);
      await page.getByRole('button', { name: 'Войти', exact: true }).click();
      await waitForLoggedIn(page);
      await userMenu(page).getByText('Изменённый П. И.').waitFor();
    });
  });

  test('the used reset link is refused', async (t) => {
    await step(t, async (current) => {
      const { page } = current;
      assert.ok(resetLink);
      await logOutThroughMenu(current);
      await page.goto(resetLink.href);
      const form = page.getByRole('main');
      await field(form, 'Новый пароль').fill('third-pass-789');
      await field(form, 'Повтор пароля').fill('third-pass-789');
      await form.getByRole('button', { name: 'Сменить пароль' }).click();
      await page.getByRole('alert').filter({ hasText: 'Не удалось сменить пароль' }).waitFor();
      await guestMenu(page).waitFor();
      assert.equal(new URL(page.url()).pathname, resetLink.pathname);
    });
  });
});

// An admin works as a customer (SPEC §6): the admin panel from the cabinet menu, 'Войти как пользователь', the
// red impersonation bar and the customer in the menu (also after a reload), and the way back.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { displayName } from '../../shared/src/format/user.js';
import { withPage, type ShopBrowser } from '../src/browser.js';
import { startServerAndBrowser } from '../src/harness.js';
import type { ShopServer } from '../src/server.js';
import {
  chooseInUserMenu,
  demo,
  loginThroughForm,
  userMenu,
  waitForPath,
  waitForToast,
} from '../src/shop.js';

let server: ShopServer;
let shop: ShopBrowser;
/** Menu labels of the two accounts, from their profiles (`GET /api/user`) by the shared display-name rule. */
const names = { admin: '', retail: '' };

interface Profile {
  email: string;
  lastName: string;
  firstName: string;
  middleName: string;
  isAdmin: boolean;
}

function isProfile(value: unknown): value is Profile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'email' in value &&
    'lastName' in value &&
    'isAdmin' in value
  );
}

async function profileOf(email: string, password: string): Promise<Profile> {
  const login = await fetch(`${server.url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username: email, password }),
  });
  assert.equal(login.status, 200, `вход ${email}`);
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${server.url}/api/user`, {
    headers: { 'x-authorization': `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  const profile: unknown = await response.json();
  assert.ok(isProfile(profile), `профиль ${email}`);
  return profile;
}

before(async () => {
  [server, shop] = await startServerAndBrowser();
  const [admin, retail] = await Promise.all([
    profileOf(demo.admin.email, demo.admin.password),
    profileOf(demo.retail.email, demo.retail.password),
  ]);
  assert.ok(admin.isAdmin && !retail.isAdmin);
  names.admin = displayName(admin);
  names.retail = displayName(retail);
  assert.notEqual(names.admin, names.retail);
});

after(async () => {
  await shop?.close();
  await server?.stop();
});

describe('impersonation', () => {
  test('the admin switches into retail@example.com and back', async (t) => {
    await withPage(shop, t.name, { baseURL: server.url }, async ({ page, problems }) => {
      await loginThroughForm(page, demo.admin.email, demo.admin.password);
      await userMenu(page).getByText(names.admin).waitFor();
      assert.equal(await page.getByTestId('impersonation').count(), 0);

      await chooseInUserMenu(page, 'Панель администратора');
      await waitForPath(page, '/cabinet/admin');
      await page.getByRole('heading', { name: 'Панель администратора', level: 1 }).waitFor();
      const own = page.getByRole('button', { name: `Войти как пользователь ${demo.admin.email}` });
      await own.waitFor();
      assert.equal(await own.isDisabled(), true, 'the admin cannot switch into himself');
      // antd components that only this remote bundles (Input.Search and its button) get the host's theme.
      const searchButton = page.locator('.ant-input-search-btn');
      assert.equal(
        await searchButton.evaluate((element) => getComputedStyle(element).backgroundColor),
        'rgb(29, 95, 191)',
        "the search button is in the shop's brand blue, not antd's default",
      );

      await page.getByRole('button', { name: `Войти как пользователь ${demo.retail.email}` }).click();
      await waitForToast(page, `Вы работаете от имени ${names.retail}`);
      await waitForPath(page, '/cabinet');
      const bar = page.getByTestId('impersonation');
      await bar.waitFor();
      assert.match(
        (await bar.textContent()) ?? '',
        new RegExp(`${names.retail}.*${demo.retail.email.replace('.', '\\.')}`),
      );
      const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
      const [red = 0, green = 0, blue = 0] = (background.match(/\d+/g) ?? []).map(Number);
      assert.ok(red > 150 && red > green + 60 && red > blue + 60, `the bar is red: ${background}`);
      await userMenu(page).getByText(names.retail).waitFor();
      await page.getByText(`Здравствуйте, ${names.retail}!`).waitFor();

      // The customer's menu: no admin panel.
      await userMenu(page).click();
      await page.getByRole('link', { name: 'Личный кабинет', exact: true }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Панель администратора' }).count(), 0);
      await page.keyboard.press('Escape');

      // The switch survives a reload (it is kept in the browser, sent as X-Switch-User).
      await page.reload();
      await bar.waitFor();
      await userMenu(page).getByText(names.retail).waitFor();

      await page.getByTestId('impersonation-exit').click();
      await waitForPath(page, '/cabinet/admin');
      await bar.waitFor({ state: 'detached' });
      await userMenu(page).getByText(names.admin).waitFor();
      await page.getByRole('heading', { name: 'Панель администратора', level: 1 }).waitFor();
      assert.deepEqual(problems.pageErrors, []);
    });
  });
});

// Steps of the shop's pages shared by the tests; elements are found by their visible Russian labels and
// roles (and by the data-testid hooks of the host's layout).
import type { Locator, Page } from 'playwright-core';
import type { OutboxMail } from '@shop/shared';

export const demo = {
  retail: { email: 'retail@example.com', password: 'retail-demo-1' },
  wholesale: { email: 'wholesale@example.com', password: 'wholesale-demo-1' },
  admin: { email: 'admin@example.com', password: 'admin-demo-1' },
} as const;

/** Waits until the page's address has this path (and, when given, these query parameters). */
export async function waitForPath(
  page: Page,
  pathname: string,
  query: Record<string, string> = {},
): Promise<URL> {
  await page.waitForURL((url) => {
    if (url.pathname !== pathname) return false;
    return Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value);
  });
  return new URL(page.url());
}

/** The layout is there: the header search box (rendered by the host, whatever the remotes do). */
export function searchBox(page: Page): Locator {
  return page.getByPlaceholder('Номер запчасти или VIN автомобиля');
}

export function guestMenu(page: Page): Locator {
  return page.getByTestId('guest-menu');
}

export function userMenu(page: Page): Locator {
  return page.getByTestId('user-menu');
}

/** Opens the cabinet menu of the toolbar and clicks one of its links. */
export async function chooseInUserMenu(page: Page, label: string): Promise<void> {
  const menu = userMenu(page);
  await menu.click();
  await page.getByRole('link', { name: label, exact: true }).click();
}

/** A message (antd toast) with this text is shown. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
}

/**
 * Clicks a button of a dialog once the dialog's opening animation has ended: a click during antd's zoom-in
 * can be lost on a busy machine (the confirmation stayed open in a CI run), so it waits for every finite
 * animation inside the dialog first.
 */
export async function clickInSettledDialog(dialog: Locator, button: string): Promise<void> {
  await dialog.waitFor();
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await dialog.getByRole('button', { name: button }).click();
}

/**
 * The input of a form field by its visible label (exactly, without the required marker). Only inputs: a
 * form's own aria-label may repeat a field's label ('Новый пароль').
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true }).and(scope.locator('input, textarea'));
}

/** Fills the login form of /auth/login (the page must be open) and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

/** Waits until a logged-in user has been moved on from the login page (to the redirect or home). */
export async function waitForLoggedIn(page: Page): Promise<void> {
  await userMenu(page).waitFor({ state: 'visible' });
  await page.waitForURL((url) => url.pathname !== '/auth/login');
}

/** Logs in through the form and waits until the user is moved on from the login page. */
export async function loginThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await submitLogin(page, email, password);
  await waitForLoggedIn(page);
}

function isOutboxMail(value: unknown): value is OutboxMail {
  return (
    typeof value === 'object' &&
    value !== null &&
    'to' in value &&
    typeof value.to === 'string' &&
    'text' in value &&
    typeof value.text === 'string' &&
    'id' in value &&
    typeof value.id === 'number'
  );
}

const adminTokens = new Map<string, string>();

/** An access token of the demo admin (the outbox answers only admins), one session per server. */
async function adminToken(baseUrl: string): Promise<string> {
  const known = adminTokens.get(baseUrl);
  if (known) return known;
  const response = await fetch(`${baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demo.admin.email, password: demo.admin.password }),
  });
  if (!response.ok) throw new Error(`вход администратора: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('token' in body) || typeof body.token !== 'string')
    throw new Error('/api/login_check: неожиданный ответ');
  adminTokens.set(baseUrl, body.token);
  return body.token;
}

/** Mails to this address from the demo outbox (`GET /api/dev/outbox?email=`, as the admin), newest first. */
export async function outbox(baseUrl: string, email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?email=${encodeURIComponent(email)}`, {
    headers: { 'x-authorization': `Bearer ${await adminToken(baseUrl)}` },
  });
  if (!response.ok) throw new Error(`/api/dev/outbox: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isOutboxMail))
    throw new Error('/api/dev/outbox: неожиданный ответ');
  return body;
}

/** Waits for a new mail to arrive (the reset request is answered before or after it is stored). */
export async function waitForMail(
  baseUrl: string,
  email: string,
  newerThanId = 0,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await outbox(baseUrl, email)).find((item) => item.id > newerThanId);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`Письмо для ${email} не пришло за ${timeoutMs} мс`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link of a mail's text that points at this site. */
export function linkIn(mail: OutboxMail, baseUrl: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((link) => link.startsWith(baseUrl));
  if (!match) throw new Error(`В письме «${mail.subject}» нет ссылки на ${baseUrl}:\n${mail.text}`);
  return new URL(match);
}

// Steps of the cart, checkout, orders and payment journeys: what a test prepares through the API (a cart line,
// an order placed or paid beforehand, a supplier's new price list) and the antd controls of those pages.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type {
  CartItem,
  Contract,
  DeliveryMethod,
  Offer,
  OrderCreateResponse,
  OrderStatusResponse,
  PaymentMethod,
  PaymentStartResponse,
} from '@shop/shared';
import type { Problems } from './browser.js';

export interface Account {
  email: string;
  password: string;
}

export interface Part {
  brand: string;
  number: string;
}

/** Parts every demo database has at the main office's warehouse, with stock for a few orders. */
export const parts = {
  oilFilter: { brand: 'MANN-FILTER', number: 'W 712/75' },
  mahleFilter: { brand: 'MAHLE', number: 'OC 90' },
} as const satisfies Record<string, Part>;

/** The main office's warehouse: the retail and wholesale demo users' own stock. */
export const OFFICE_WAREHOUSE = 'Склад Симферополь';

export const partTitle = (part: Part): string => `${part.brand} ${part.number}`;

/** A logged-in API client of one user (its own token, apart from the browser's session). */
export interface ApiSession {
  baseUrl: string;
  token: string;
}

async function answer<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function apiLogin(baseUrl: string, account: Account): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  const { token } = await answer<{ token: string }>(response, `вход ${account.email}`);
  return { baseUrl, token };
}

/** A JSON call of the shop's API as this user. */
export async function api<T>(
  session: ApiSession,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${session.baseUrl}${path}`, {
    method,
    headers: {
      'x-authorization': `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return answer<T>(response, `${method} ${path}`);
}

/** Removes every line of the user's cart, so that a journey orders only its own lines. */
export async function emptyCart(session: ApiSession): Promise<void> {
  const { items } = await api<{ items: CartItem[] }>(session, 'GET', '/api/v2/cart');
  for (const item of items) await api(session, 'GET', `/api/cart/remove/${item.id}`);
}

/** The part's offer at the main office's warehouse, priced for this user. */
export async function officeOffer(session: ApiSession, part: Part): Promise<Offer> {
  const query = new URLSearchParams({ brandName: part.brand, number: part.number });
  const offers = await api<Offer[]>(session, 'GET', `/api/search/offers?${query.toString()}`);
  const offer = offers.find((item) => item.vendor.name === OFFICE_WAREHOUSE);
  if (!offer) throw new Error(`У ${partTitle(part)} нет предложения склада «${OFFICE_WAREHOUSE}»`);
  return offer;
}

/** Puts units of the part from the office's stock into the user's cart. */
export async function addOfficeOffer(session: ApiSession, part: Part, amount: number): Promise<Offer> {
  const offer = await officeOffer(session, part);
  await api(session, 'POST', '/api/v2/cart/add', { itemKey: offer.itemKey, amount });
  return offer;
}

function named<T extends { name: string }>(list: T[], name: string, what: string): T {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`${what} «${name}» нет среди: ${list.map((item) => item.name).join(', ')}`);
  return found;
}

/**
 * Orders every selected line of the cart on the current contract, picked up at the office
 * (`POST /api/orders/create`), the way the checkout would.
 */
export async function placeOrder(session: ApiSession, paymentMethod: string): Promise<OrderCreateResponse> {
  return api<OrderCreateResponse>(
    session,
    'POST',
    '/api/orders/create',
    await orderPayload(session, paymentMethod),
    { 'idempotency-key': randomUUID() },
  );
}

/** The body of `POST /api/orders/create` for the selected lines of the cart, picked up at the office. */
export async function orderPayload(session: ApiSession, paymentMethod: string): Promise<unknown> {
  const [{ items }, contracts, deliveryMethods] = await Promise.all([
    api<{ items: CartItem[] }>(session, 'GET', '/api/v2/cart'),
    api<Contract[]>(session, 'GET', '/api/contracts/load'),
    api<DeliveryMethod[]>(session, 'GET', '/api/delivery/types'),
  ]);
  const contract = contracts.find((item) => item.isCurrent) ?? contracts[0];
  if (!contract) throw new Error('У пользователя нет договора');
  const payments = await api<PaymentMethod[]>(session, 'GET', `/api/payment_methods?contract=${contract.id}`);
  return {
    contract: contract.id,
    customerComment: '',
    deliveryCustomerName: '',
    deliveryAddress: null,
    deliveryMethod: named(deliveryMethods, 'Самовывоз из офиса', 'Способа доставки').id,
    deliverySchedule: null,
    paymentMethod: named(payments, paymentMethod, 'Способа оплаты').id,
    items: items
      .filter((item) => item.isSelected)
      .map(({ id, offer, amount, price, deliveryTime, refund }) => ({
        id,
        isSelected: true,
        offer,
        amount,
        price,
        deliveryTime,
        refund,
      })),
  };
}

export async function orderStatus(session: ApiSession, orderId: number): Promise<OrderStatusResponse> {
  return api<OrderStatusResponse>(session, 'GET', `/api/order/status?id=${orderId}`);
}

/**
 * Pays an online order in the sandbox provider without a browser: the payment is started, then the
 * provider's form is posted with 'Оплатить' (the provider notifies the shop before it answers).
 */
export async function payOnline(session: ApiSession, orderId: number): Promise<void> {
  const { confirmationUrl } = await api<PaymentStartResponse>(
    session,
    'POST',
    `/api/orders/${orderId}/pay`,
    {},
    { 'idempotency-key': randomUUID() },
  );
  const response = await fetch(confirmationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`Страница оплаты ответила HTTP ${response.status}`);
  const status = await orderStatus(session, orderId);
  if (status.status !== 'paid') throw new Error(`Заказ № ${orderId} после оплаты: ${status.statusName}`);
}

export interface PriceListLine extends Part {
  name: string;
  /** Purchase price in roubles. */
  price: number;
  amount: number;
}

/**
 * Uploads a warehouse's price list as an admin (`POST /api/admin/pricelist/import`) in the 'update' mode: the
 * listed parts change, the warehouse's other offers stay (a replace needs the back office's dry run first).
 */
export async function importPriceList(
  admin: ApiSession,
  vendorId: number,
  lines: readonly PriceListLine[],
): Promise<void> {
  const csv = [
    'Бренд;Номер;Наименование;Цена;Остаток',
    ...lines.map((line) =>
      [line.brand, line.number, line.name, line.price.toFixed(2), line.amount].join(';'),
    ),
  ].join('\n');
  const form = new FormData();
  // Text fields go before the file: the server reads them when the file's stream starts.
  form.append(
    'mapping',
    JSON.stringify({
      brand: 'Бренд',
      number: 'Номер',
      name: 'Наименование',
      price: 'Цена',
      amount: 'Остаток',
    }),
  );
  form.append('delimiter', ';');
  form.append('mode', 'update');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'price-list.csv');
  const response = await fetch(`${admin.baseUrl}/api/admin/pricelist/import?vendor=${vendorId}`, {
    method: 'POST',
    headers: { 'x-authorization': `Bearer ${admin.token}` },
    body: form,
  });
  const report = await answer<{ imported: number; rejectedTotal: number }>(response, 'загрузка прайс-листа');
  if (report.imported !== lines.length) {
    throw new Error(`Прайс-лист: загружено ${report.imported} из ${lines.length} строк`);
  }
}

/** The antd select of a form field: opens it by its label and clicks the option with this text. */
export async function chooseOption(scope: Page, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  const item = optionOf(scope, option);
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

/** A visible option of the open antd select dropdown. */
export function optionOf(page: Page, text: string | RegExp): Locator {
  return page
    .locator('.ant-select-dropdown .ant-select-item-option')
    .filter({ hasText: text, visible: true })
    .first();
}

/** What an antd select of a form field shows (its chosen option). */
export function selectedOption(page: Page, label: string): Locator {
  return page.locator('.ant-select-content').filter({ has: page.getByLabel(label, { exact: true }) });
}

/** '1 234,50 ₽' as the pages print money (non-breaking spaces), parsed back to a number. */
export function moneyOf(text: string | null): number {
  const digits = (text ?? '').replace(/[\s\u00a0\u202f₽]/g, '').replace(',', '.');
  const value = Number(digits);
  if (digits === '' || !Number.isFinite(value)) throw new Error(`Не сумма: «${text}»`);
  return value;
}

/** The value beside a label in an antd Descriptions table ('Итого' → '1 234 ₽'). */
export function descriptionValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('th')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::td[1]');
}

/** Waits until the button can be pressed (antd keeps `disabled` while a form is invalid or busy). */
export async function waitForEnabled(button: Locator): Promise<void> {
  await button.waitFor();
  await button
    .page()
    .waitForFunction(
      (element) => element instanceof HTMLButtonElement && !element.disabled,
      await button.elementHandle(),
    );
}

/** The order number of `/order/{id}/pay` or `/order/{id}/status`. */
export function orderIdInUrl(page: Page): number {
  const id = Number(/\/order\/(\d+)\//.exec(new URL(page.url()).pathname + '/')?.[1]);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`В адресе ${page.url()} нет номера заказа`);
  return id;
}

/**
 * The journey ran without uncaught page errors, console errors or failed answers of the shop (the sandbox
 * provider's pages, another origin, have no favicon).
 */
export function assertNoProblems({ pageErrors, consoleErrors, httpErrors }: Problems, shopUrl: string): void {
  const elsewhere = / \((https?:\/\/[^/)]+)[^)]*\)$/;
  const shopConsoleErrors = consoleErrors.filter((message) => {
    const origin = elsewhere.exec(message)?.[1];
    return origin === undefined || origin === new URL(shopUrl).origin;
  });
  assert.deepEqual(
    { pageErrors, consoleErrors: shopConsoleErrors, httpErrors },
    { pageErrors: [], consoleErrors: [], httpErrors: [] },
  );
}

/** The cell of a table row under the column with this header text. */
export async function columnCell(table: Locator, row: Locator, header: string): Promise<Locator> {
  await row.waitFor();
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`В таблице нет колонки «${header}»: ${headers.join(', ')}`);
  return row.getByRole('cell').nth(index);
}

/** Waits until the element shows this sum of money (a line or a total recounted after a change). */
export async function waitForMoney(element: Locator, value: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await element.textContent();
    if (/\d/.test(text ?? '') && moneyOf(text) === value) return;
    if (Date.now() > deadline) throw new Error(`Ожидалась сумма ${value}, на странице «${text}»`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

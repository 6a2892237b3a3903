import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { CartItem, CartLineOffer, CartOffersResponse, CartUploadReport } from '@shop/shared';
import { createItemKeys } from '../src/search/item-key.js';
import { countRows, json, TEST_SECRET, type TestApp } from './helpers.js';
import { insertCatalog, insertCustomer, type CatalogFixture, type Customer } from './checkout-fixtures.js';
import { orderSuite, type OrderRequests } from './order-requests.js';

/** Line edits of the cart, its re-check against the current offers, remote lines with expired keys. */

let t: TestApp;
let catalog: CatalogFixture;
let api: OrderRequests;

before(async () => {
  ({ t, catalog, api } = await orderSuite());
});
after(() => t.close());

function update(customer: Customer, id: number, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/cart/update/${id}`, headers: customer.headers, payload });
}

async function updated(customer: Customer, id: number, payload: Record<string, unknown>): Promise<CartItem> {
  const response = await update(customer, id, payload);
  assert.equal(response.statusCode, 200, response.body);
  return json<CartItem>(response);
}

async function cartOffers(customer: Customer): Promise<CartLineOffer[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/cart/offers', headers: customer.headers });
  assert.equal(response.statusCode, 200, response.body);
  return json<CartOffersResponse>(response).items;
}

async function stockLine(amount = 2): Promise<{ customer: Customer; line: CartItem }> {
  const customer = await insertCustomer(t.app, t.db);
  await api.addToCart(customer, `s${catalog.offerId}`, amount);
  const [line] = await api.cartOf(customer);
  assert.ok(line);
  return { customer, line };
}

async function setOffer(changes: {
  purchase_price?: string;
  amount?: number;
  delivery_hours?: number;
  refund_allowed?: boolean;
}) {
  await t.db.updateTable('offers').set(changes).where('id', '=', catalog.offerId).execute();
}

describe('POST /api/cart/update/{id}', () => {
  it('amount by the quantity rules of the current offer; reference and selection', async () => {
    const { customer, line } = await stockLine();
    assert.equal((await updated(customer, line.id, { amount: 5 })).amount, 5);
    const item = await updated(customer, line.id, { reference: '  Гараж  ', isSelected: false });
    assert.equal(item.reference, 'Гараж');
    assert.equal(item.isSelected, false);
    for (const [amount, message] of [
      [11, 'Доступное количество для заказа 10'],
      [0, 'Минимальное количество для заказа 1'],
      [-2, 'Минимальное количество для заказа 1'],
      [1.5, 'Кратность заказа 1'],
    ] as const) {
      const response = await update(customer, line.id, { amount });
      assert.equal(response.statusCode, 400, String(amount));
      assert.deepEqual(json<{ violations: unknown[] }>(response).violations, [
        { propertyPath: 'amount', message },
      ]);
    }
    assert.equal((await api.cartOf(customer))[0]?.amount, 5);
  });

  it("another user's line: 404 and nothing changed", async () => {
    const { customer, line } = await stockLine();
    const stranger = await insertCustomer(t.app, t.db);
    for (const response of [
      await update(stranger, line.id, { amount: 3, reference: 'чужое' }),
      await t.app.inject({ method: 'GET', url: `/api/cart/remove/${line.id}`, headers: stranger.headers }),
      await t.app.inject({ method: 'GET', url: `/api/v2/cart/${line.id}/offer`, headers: stranger.headers }),
    ]) {
      assert.equal(response.statusCode, 404, response.body);
    }
    assert.deepEqual(await api.cartOf(customer), [line]);
  });

  it("'Согласен' takes the current offer's values computed on the server, never the body's", async () => {
    const { customer, line } = await stockLine();
    await setOffer({ purchase_price: '2000.00', delivery_hours: 72, refund_allowed: false });
    const [current] = await cartOffers(customer);
    assert.ok(current?.offer);
    assert.ok(current.offer.price > line.price);
    const item = await updated(customer, line.id, { accept: ['price'], price: 1 });
    assert.equal(item.price, current.offer.price);
    assert.equal(item.deliveryTime, line.deliveryTime);
    const all = await updated(customer, line.id, { accept: ['deliveryTime', 'refund'] });
    assert.equal(all.deliveryTime, 72);
    assert.equal(all.refund.isAllowed, false);
    await setOffer({ purchase_price: '1000.00', delivery_hours: 0, refund_allowed: true });
  });

  it("'Перезаказать' moves the line to another offer of the same part at the server's price", async () => {
    const { customer, line } = await stockLine();
    const moved = await updated(customer, line.id, { itemKey: `s${catalog.secondOfferId}`, amount: 1 });
    assert.equal(moved.id, line.id);
    assert.equal(moved.vendor.id, catalog.secondWarehouseId);
    assert.equal(moved.offer?.itemKey, `s${catalog.secondOfferId}`);
    assert.ok(moved.price > line.price);
    assert.equal(moved.amount, 1);
    const tooMany = await update(customer, line.id, { itemKey: `s${catalog.offerId}`, amount: 11 });
    assert.equal(tooMany.statusCode, 400);
    const other = await insertCatalog(t.db);
    for (const itemKey of [`s${other.offerId}`, 'r.forged.key', 's999999999']) {
      const response = await update(customer, line.id, { itemKey });
      assert.equal(response.statusCode, 400, itemKey);
      assert.deepEqual(json<{ violations: unknown[] }>(response).violations, [
        { propertyPath: 'itemKey', message: 'Товар не найден или не существует' },
      ]);
    }
  });
});

describe('GET /api/cart/remove/{id}', () => {
  it('answers the cart left', async () => {
    const { customer, line } = await stockLine();
    await api.addToCart(customer, `s${catalog.secondOfferId}`, 1);
    const before = await countRows(t.db, 'cart_items');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cart/remove/${line.id}`,
      headers: customer.headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { items } = json<{ items: CartItem[] }>(response);
    assert.deepEqual(
      items.map((item) => item.vendor.id),
      [catalog.secondWarehouseId],
    );
    assert.equal(await countRows(t.db, 'cart_items'), before - 1);
  });
});

describe('GET /api/cart/offers', () => {
  it('the current offer of each selected line; null when sold out or gone', async () => {
    const { customer, line } = await stockLine();
    await api.addToCart(customer, `s${catalog.secondOfferId}`, 1);
    const second = (await api.cartOf(customer)).find((item) => item.id !== line.id);
    assert.ok(second);
    await updated(customer, second.id, { isSelected: false });
    const offers = await cartOffers(customer);
    assert.deepEqual(
      offers.map((item) => item.id),
      [line.id],
    );
    assert.equal(offers[0]?.offer?.itemKey, `s${catalog.offerId}`);
    assert.equal(offers[0]?.offer?.price, line.price);
    await setOffer({ amount: 0 });
    assert.deepEqual(await cartOffers(customer), [{ id: line.id, offer: null }]);
    await setOffer({ amount: 10 });
  });

  it('a remote line: the same supplier asked again, a fresh key; an expired key shows no offer', async () => {
    const customer = await insertCustomer(t.app, t.db);
    const offer = await api.remoteOffer(customer, catalog);
    await api.addToCart(customer, offer.itemKey, offer.multiplicityAmount);
    const [line] = await api.cartOf(customer);
    assert.ok(line?.offer);

    const [current] = await cartOffers(customer);
    assert.equal(current?.offer?.vendor.id, catalog.remoteVendorId);
    assert.equal(current?.offer?.price, offer.price);
    assert.equal(current?.offer?.deliveryTime, offer.deliveryTime);

    const parsed = createItemKeys(TEST_SECRET).parse(offer.itemKey);
    assert.ok(parsed?.kind === 'remote');
    const { issuedAt: _issuedAt, ...terms } = parsed.offer;
    const expired = createItemKeys(TEST_SECRET, () => Date.now() - 25 * 3_600_000).remote(terms);
    await t.db.updateTable('cart_items').set({ item_key: expired }).where('id', '=', line.id).execute();
    assert.equal((await api.cartOf(customer))[0]?.offer, null);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/cart/${line.id}/offer`,
      headers: customer.headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    const fresh = json<CartLineOffer>(response);
    assert.equal(fresh.id, line.id);
    assert.equal(fresh.offer?.vendor.id, catalog.remoteVendorId);
    assert.equal((await api.cartOf(customer))[0]?.offer?.itemKey, fresh.offer?.itemKey);
  });
});

const boundary = '----cart-upload-test';

function upload(customer: Customer, name: string, data: Buffer) {
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/upload',
    headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('POST /api/cart/upload', () => {
  it('only for users allowed batch search', async () => {
    const customer = await insertCustomer(t.app, t.db);
    const response = await upload(customer, 'list.csv', Buffer.from('A;B;1\n'));
    assert.equal(response.statusCode, 403);
  });

  it('adds the cheapest stock offer of each line and reports every line', async () => {
    const customer = await insertCustomer(t.app, t.db, { batchSearch: true });
    const { brandName, good } = catalog;
    const csv = [
      'Бренд;Номер;Количество',
      `${brandName};${good.number};2`,
      '',
      `${brandName};${good.number.toLowerCase()};abc`,
      `NO-SUCH-BRAND;X1;1`,
      `${brandName};${good.number};100000`,
    ].join('\r\n');
    const response = await upload(customer, 'list.csv', Buffer.from(csv));
    assert.equal(response.statusCode, 200, response.body);
    const report = json<CartUploadReport>(response);
    assert.equal(report.added, 1);
    assert.equal(report.failed, 3);
    assert.deepEqual(
      report.lines.map((line) => [line.line, line.added, line.message]),
      [
        [2, true, 'Товар добавлен в корзину'],
        [4, false, 'Неверное количество'],
        [5, false, 'Товар «NO-SUCH-BRAND X1» не найден'],
        [6, false, report.lines[3]?.message ?? ''],
      ],
    );
    const cart = await api.cartOf(customer);
    assert.deepEqual(
      cart.map((item) => [item.vendor.id, item.amount]),
      [[catalog.warehouseId, 2]],
    );
  });

  it('txt separated by tabs in windows-1251, xlsx; other files and big files are refused', async () => {
    const customer = await insertCustomer(t.app, t.db, { batchSearch: true });
    const txt = iconv.encode(`${catalog.brandName}\t${catalog.good.number}\t1\nБРЕНД\tНОМЕР\t1\n`, 'win1251');
    const fromTxt = json<CartUploadReport>(await upload(customer, 'list.txt', txt));
    assert.deepEqual(
      fromTxt.lines.map((line) => line.added),
      [true, false],
    );
    assert.equal(fromTxt.lines[1]?.message, 'Товар «БРЕНД НОМЕР» не найден');

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лист1');
    sheet.addRow(['Бренд', 'Номер', 'Кол-во']);
    sheet.addRow([catalog.brandName, catalog.good.number, 1]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = json<CartUploadReport>(await upload(customer, 'list.xlsx', xlsx));
    assert.deepEqual(
      fromXlsx.lines.map((line) => [line.line, line.added]),
      [[2, true]],
    );
    assert.equal((await api.cartOf(customer))[0]?.amount, 2);

    assert.equal((await upload(customer, 'list.pdf', Buffer.from('%PDF'))).statusCode, 400);
    assert.equal((await upload(customer, 'list.csv', Buffer.alloc(2 * 1024 * 1024, 'a'))).statusCode, 413);
  });
});

describe('the older cart calls of SPEC §7', () => {
  it('GET /api/cart/add adds by the query with the rules of POST /api/v2/cart/add; GET /api/cart lists the same', async () => {
    const customer = await insertCustomer(t.app, t.db);
    const add = (query: string, headers = customer.headers) =>
      t.app.inject({ method: 'GET', url: `/api/cart/add?${query}`, headers });
    const added = await add(`itemKey=s${catalog.offerId}&amount=2`);
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual(json(added), { message: 'Товар добавлен в корзину', cartCount: 1 });
    const older = await t.app.inject({ method: 'GET', url: '/api/cart', headers: customer.headers });
    assert.equal(older.statusCode, 200, older.body);
    assert.deepEqual(json<{ items: CartItem[] }>(older).items, await api.cartOf(customer));
    assert.equal(json<{ items: CartItem[] }>(older).items[0]?.amount, 2);

    const badAmount = await add(`itemKey=s${catalog.offerId}&amount=abc`);
    assert.equal(badAmount.statusCode, 400, badAmount.body);
    assert.match(badAmount.body, /[А-Яа-я]/);
    assert.equal((await add(`itemKey=s${catalog.offerId}&amount=1`, {})).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode, 401);
    assert.equal((await api.cartOf(customer)).length, 1, 'a refused call adds nothing');
  });
});

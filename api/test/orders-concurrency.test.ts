import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, OrderCreateResponse } from '@shop/shared';
import { countRows, json, type TestApp } from './helpers.js';
import { insertContract, insertCustomer, type CatalogFixture } from './checkout-fixtures.js';
import { orderSuite, type OrderRequests } from './order-requests.js';

/**
 * Orders placed at the same moment (meaningful on PostgreSQL: `TEST_DATABASE_URL`; PGlite runs them one
 * after the other): the last units are sold exactly once, an idempotent repeat makes one order.
 */

let t: TestApp;
let catalog: CatalogFixture;
let api: OrderRequests;

const CUSTOMERS = 50;
const STOCK = 10;

before(async () => {
  ({ t, catalog, api } = await orderSuite({ amount: STOCK }));
});
after(() => t.close());

describe('concurrent orders', () => {
  it(`${CUSTOMERS} customers order the last ${STOCK} units at once: ${STOCK} orders, the others a clear error`, async () => {
    const buyers = [];
    for (let i = 0; i < CUSTOMERS; i++) buyers.push(await api.buyer(catalog.offerId, {}, 1));
    const ordersBefore = await countRows(t.db, 'orders');

    const responses = await Promise.all(
      buyers.map((buyer) => api.create(buyer.customer, api.payloadOf(buyer.contract, buyer.items))),
    );
    const placed = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    assert.equal(placed.length, STOCK);
    assert.equal(refused.length, CUSTOMERS - STOCK);
    for (const response of refused) {
      assert.ok([400, 409].includes(response.statusCode), response.body);
      const body = json<ApiErrorBody>(response);
      assert.equal(body.message, 'Ошибка при размещении заказа');
      const message = body.violations?.[0]?.message ?? '';
      assert.ok(
        message === 'Товар закончился у поставщика' || message.startsWith('Товар закончился на складе'),
        message,
      );
    }
    assert.equal(await api.offerAmount(catalog.offerId), 0);
    assert.equal(await api.heldAmount(catalog.offerId), STOCK, 'every sold unit is held, none twice');
    assert.equal((await countRows(t.db, 'orders')) - ordersBefore, STOCK);
    const sold = await t.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<string>('amount').as('amount'))
      .where('offer_id', '=', catalog.offerId)
      .executeTakeFirstOrThrow();
    assert.equal(Number(sold.amount), STOCK);
  });

  it('the same Idempotency-Key sent 5 times at once makes one order', async () => {
    await api.restock(catalog.offerId, STOCK);
    const customer = await insertCustomer(t.app, t.db);
    const contract = await insertContract(t.db, customer.id);
    await api.addToCart(customer, `s${catalog.offerId}`, 2);
    const payload = api.payloadOf(contract, await api.cartOf(customer));
    const ordersBefore = await countRows(t.db, 'orders');

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api.create(customer, payload, 'same-order-key')),
    );
    for (const response of responses) assert.equal(response.statusCode, 200, response.body);
    const ids = new Set(responses.map((response) => json<OrderCreateResponse>(response).id));
    assert.equal(ids.size, 1);
    assert.equal((await countRows(t.db, 'orders')) - ordersBefore, 1);
    assert.equal(await api.offerAmount(catalog.offerId), STOCK - 2);
    const movements = await t.db
      .selectFrom('contract_transactions')
      .select('id')
      .where('contract_id', '=', contract)
      .execute();
    assert.equal(movements.length, 1);
  });
});

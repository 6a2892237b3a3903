import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { OrdersSpending } from '@shop/shared';
import { json, type TestApp } from './helpers.js';
import { insertCustomer, type CatalogFixture, type Customer } from './checkout-fixtures.js';
import { orderSuite, type OrderRequests } from './order-requests.js';

/** `GET /api/orders/spending`: the customer's goods per Moscow month, 12 months, cancellations left out. */

let t: TestApp;
let catalog: CatalogFixture;
let api: OrderRequests;

before(async () => {
  ({ t, catalog, api } = await orderSuite());
});
after(() => t.close());

beforeEach(() => api.restock(catalog.offerId));

async function spending(customer: Customer): Promise<OrdersSpending> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/orders/spending',
    headers: customer.headers,
  });
  assert.equal(response.statusCode, 200, response.body);
  return json<OrdersSpending>(response);
}

/** Another order of one unit by the same customer; its id. */
async function orderOne(customer: Customer): Promise<number> {
  await api.addToCart(customer, `s${catalog.offerId}`, 1);
  const contract = await t.db
    .selectFrom('contracts')
    .select('id')
    .where('user_id', '=', customer.id)
    .executeTakeFirstOrThrow();
  const response = await api.create(customer, api.payloadOf(contract.id, await api.cartOf(customer)));
  assert.equal(response.statusCode, 200, response.body);
  await api.restock(catalog.offerId);
  return json<{ id: number }>(response).id;
}

const placedAt = (orderId: number, at: Date) =>
  t.db.updateTable('orders').set({ created_at: at }).where('id', '=', orderId).execute();

/** The Moscow month (`2026-03`) of an instant. */
const moscowMonth = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 7);

describe('spending per month', () => {
  it('12 Moscow months, the oldest first, empty ones as 0, cancelled lines and orders not counted', async () => {
    const { customer, order } = await api.placedOrder(catalog.offerId, 2);
    const line = await t.db
      .selectFrom('order_items')
      .select(['id', 'price'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const price = Number(line.price);
    // One of the two units cancelled: the month counts one.
    await t.db.updateTable('order_items').set({ cancelled_amount: 1 }).where('id', '=', line.id).execute();

    const now = new Date();
    const moscowNow = new Date(now.getTime() + 3 * 3_600_000);
    const firstOfMonth = (back: number) =>
      new Date(Date.UTC(moscowNow.getUTCFullYear(), moscowNow.getUTCMonth() - back, 1) - 3 * 3_600_000);

    // Two months ago: one order; the first Moscow minute of that month belongs to it, not to the one before.
    const earlier = await orderOne(customer);
    await placedAt(earlier, firstOfMonth(2));
    // A minute before the oldest of the 12 months: outside.
    const tooOld = await orderOne(customer);
    await placedAt(tooOld, new Date(firstOfMonth(11).getTime() - 60_000));
    // A cancelled order this month: not counted.
    const cancelled = await orderOne(customer);
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled).execute();

    const result = await spending(customer);
    assert.equal(result.currency, 'RUB');
    assert.equal(result.months.length, 12);
    assert.equal(result.months[11]?.month, moscowMonth(now));
    assert.equal(result.months[0]?.month, moscowMonth(firstOfMonth(11)));
    assert.deepEqual(result.months[11], { month: moscowMonth(now), total: price, orders: 1 });
    assert.deepEqual(result.months[9], { month: moscowMonth(firstOfMonth(2)), total: price, orders: 1 });
    const rest = result.months.filter((_, index) => index !== 9 && index !== 11);
    assert.ok(rest.every((month) => month.total === 0 && month.orders === 0));
  });

  it('a customer sees only their own spending; a guest is refused', async () => {
    await api.placedOrder(catalog.offerId, 1);
    const stranger = await insertCustomer(t.app, t.db);
    const result = await spending(stranger);
    assert.ok(result.months.every((month) => month.total === 0 && month.orders === 0));
    const guest = await t.app.inject({ method: 'GET', url: '/api/orders/spending' });
    assert.equal(guest.statusCode, 401);
  });
});

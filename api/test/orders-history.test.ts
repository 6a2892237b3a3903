import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Order, OrderSummary, Paginated } from '@shop/shared';
import { json, type TestApp } from './helpers.js';
import { insertCustomer, type CatalogFixture, type Customer } from './checkout-fixtures.js';
import { orderSuite, type OrderRequests } from './order-requests.js';

/** After an order is placed: the list with its filter, one order, access, partial cancellation, what is left to pay. */

let t: TestApp;
let catalog: CatalogFixture;
let api: OrderRequests;

before(async () => {
  ({ t, catalog, api } = await orderSuite());
});
after(() => t.close());

beforeEach(() => api.restock(catalog.offerId));

async function list(customer: Customer, query = ''): Promise<Paginated<OrderSummary>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders${query}`,
    headers: customer.headers,
  });
  assert.equal(response.statusCode, 200, response.body);
  return json<Paginated<OrderSummary>>(response);
}

function cancel(customer: Customer, itemUid: string, amount?: string) {
  const query = amount === undefined ? '' : `?amount=${encodeURIComponent(amount)}`;
  return t.app.inject({
    method: 'GET',
    url: `/api/orders/cancel-order-item/${itemUid}${query}`,
    headers: customer.headers,
  });
}

async function balance(contract: number): Promise<number> {
  const row = await t.db
    .selectFrom('contracts')
    .select('balance')
    .where('id', '=', contract)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

describe('the orders list', () => {
  it('the own orders only, newest first, filtered by status, number, part and dates, 20 a page', async () => {
    const { customer, order } = await api.placedOrder(catalog.offerId, 1);
    const other = await api.placedOrder(catalog.offerId, 1);
    const own = await list(customer);
    assert.deepEqual(
      own.items.map((item) => item.id),
      [order.id],
    );
    assert.deepEqual(own.items[0], {
      id: order.id,
      uid: order.uid,
      status: 'awaiting_payment',
      statusName: 'Ожидает оплаты',
      createdAt: order.createdAt,
      total: order.total,
      itemsCount: 1,
      paymentMethodName: order.paymentMethod.name,
      deliveryMethodName: order.deliveryMethod.name,
    });
    assert.equal(own.perPage, 20);
    assert.equal((await list(customer, `?query=${other.order.id}`)).total, 0);
    assert.equal((await list(customer, `?query=${order.id}`)).total, 1);
    const part = encodeURIComponent(catalog.good.number.toLowerCase().replace(' ', '-'));
    assert.equal((await list(customer, `?query=${part}`)).total, 1);
    assert.equal((await list(customer, '?query=NOSUCHPART')).total, 0);
    assert.equal((await list(customer, '?status=awaiting_payment')).total, 1);
    assert.equal((await list(customer, '?status=paid')).total, 0);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    assert.equal((await list(customer, `?dateFrom=${today}&dateTo=${today}`)).total, 1);
    assert.equal((await list(customer, '?dateTo=2020-01-01')).total, 0);

    for (let i = 0; i < 20; i++) {
      const response = await api.create(
        customer,
        api.payloadOf(await contractOf(customer), await addOne(customer)),
      );
      assert.equal(response.statusCode, 200, response.body);
      await api.restock(catalog.offerId);
    }
    const second = await list(customer, '?page=2');
    assert.equal(second.total, 21);
    assert.deepEqual(
      second.items.map((item) => item.id),
      [order.id],
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=lost',
      headers: customer.headers,
    });
    assert.equal(bad.statusCode, 400);
  });
});

async function contractOf(customer: Customer): Promise<number> {
  const row = await t.db
    .selectFrom('contracts')
    .select('id')
    .where('user_id', '=', customer.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addOne(customer: Customer) {
  await api.addToCart(customer, `s${catalog.offerId}`, 1);
  return api.cartOf(customer);
}

describe('one order', () => {
  it("another user's order is not found; an admin sees it", async () => {
    const { order } = await api.placedOrder(catalog.offerId, 1);
    const stranger = await insertCustomer(t.app, t.db);
    for (const url of [
      `/api/orders/show/${order.id}`,
      `/api/orders/show-by-uid/${order.uid}`,
      `/api/order/status?id=${order.id}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
      assert.equal(response.statusCode, 404, url);
    }
    for (const url of ['/api/orders/show-by-uid/not-a-uuid', '/api/orders/cancel-order-item/not-a-uuid']) {
      const response = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
      assert.equal(response.statusCode, 400, url);
    }
    const admin = await insertCustomer(t.app, t.db, { admin: true });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/orders/show/${order.id}`,
      headers: admin.headers,
    });
    assert.equal(json<Order>(seen).id, order.id);
  });

  it('toPay: the total minus succeeded payments; refundableAmount: minus refunds asked', async () => {
    const { customer, order } = await api.placedOrder(catalog.offerId, 3);
    const item = order.items[0];
    assert.ok(item);
    await t.db
      .insertInto('payments')
      .values([
        {
          order_id: order.id,
          provider: 'online',
          amount: '100',
          status: 'succeeded',
          idempotency_key: `p-${order.id}-1`,
        },
        {
          order_id: order.id,
          provider: 'online',
          amount: '500',
          status: 'cancelled',
          idempotency_key: `p-${order.id}-2`,
        },
      ])
      .execute();
    await t.db
      .insertInto('refunds')
      .values([
        {
          user_id: customer.id,
          order_item_id: item.id,
          amount: 1,
          price: String(item.price),
          sum: String(item.price),
        },
        { user_id: customer.id, order_item_id: item.id, amount: 1, price: '1', sum: '1', status: 'rejected' },
      ])
      .execute();
    const unpaid = await api.showOrder(customer, order.id);
    assert.equal(unpaid.items[0]?.refundableAmount, 0, 'nothing is returned from an order not paid yet');
    await t.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', order.id).execute();
    const shown = await api.showOrder(customer, order.id);
    assert.equal(shown.toPay, order.total - 100);
    assert.equal(shown.items[0]?.refundableAmount, 2);
    assert.equal(shown.payments.length, 2);
    await t.db
      .insertInto('payments')
      .values({
        order_id: order.id,
        provider: 'qr',
        amount: String(order.total),
        status: 'succeeded',
        idempotency_key: `p-${order.id}-3`,
      })
      .execute();
    assert.equal((await api.showOrder(customer, order.id)).toPay, 0);
  });
});

describe('cancelling an order line', () => {
  it('partly, then the rest: stock back, totals recomputed, the difference credited, the order cancelled', async () => {
    const { customer, contract, order } = await api.placedOrder(catalog.offerId, 3);
    const item = order.items[0];
    assert.ok(item);
    assert.equal(await api.offerAmount(catalog.offerId), 7);
    const debited = await balance(contract);

    const first = await cancel(customer, item.uid, '1');
    assert.equal(first.statusCode, 200, first.body);
    const partly = json<Order>(first);
    assert.equal(partly.items[0]?.cancelledAmount, 1);
    assert.equal(partly.items[0]?.cost, item.price * 2);
    assert.equal(partly.total, item.price * 2);
    assert.equal(partly.status, 'awaiting_payment');
    assert.equal(await api.offerAmount(catalog.offerId), 8);
    assert.equal(await balance(contract), debited + item.price);

    for (const amount of ['0', '-1', '1.5', '3', 'два']) {
      const bad = await cancel(customer, item.uid, amount);
      assert.equal(bad.statusCode, 400, amount);
      assert.equal(
        json<{ violations: { message: string }[] }>(bad).violations[0]?.message,
        'Укажите количество для отмены: целое число от 1 до 2',
      );
    }
    const stranger = await insertCustomer(t.app, t.db);
    assert.equal((await cancel(stranger, item.uid, '1')).statusCode, 404);

    const rest = await cancel(customer, item.uid);
    assert.equal(rest.statusCode, 200, rest.body);
    const cancelled = json<Order>(rest);
    assert.equal(cancelled.status, 'cancelled');
    assert.equal(cancelled.statusName, 'Отменён');
    assert.equal(cancelled.total, 0);
    assert.equal(cancelled.toPay, 0);
    assert.equal(await api.offerAmount(catalog.offerId), 10);
    assert.equal(await balance(contract), 0);
    const kinds = await t.db
      .selectFrom('contract_transactions')
      .select('kind')
      .where('contract_id', '=', contract)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      kinds.map((row) => row.kind),
      ['order', 'cancel', 'cancel'],
    );
    assert.equal((await cancel(customer, item.uid, '1')).statusCode, 400);
  });

  it('not once the order is shipped', async () => {
    const { customer, order } = await api.placedOrder(catalog.offerId, 1);
    await t.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', order.id).execute();
    const response = await cancel(customer, order.items[0]?.uid ?? '');
    assert.equal(response.statusCode, 400);
    assert.equal(json<{ message: string }>(response).message, 'Заказ в статусе «Отгружен» отменить нельзя');
  });
});

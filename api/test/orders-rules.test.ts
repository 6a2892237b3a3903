import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { json, type TestApp } from './helpers.js';
import { insertContract, insertCustomer, type CatalogFixture, type MethodIds } from './checkout-fixtures.js';
import { orderSuite, type Buyer, type OrderRequests } from './order-requests.js';

/** Every order rule with bad input and tampering: a 4xx with the Russian reason, and nothing written. */

let t: TestApp;
let catalog: CatalogFixture;
let methods: MethodIds;
let api: OrderRequests;

before(async () => {
  ({ t, catalog, methods, api } = await orderSuite());
});
after(() => t.close());

const buyer = () => api.buyer(catalog.offerId);
const snapshot = () => api.snapshot(catalog.offerId);

beforeEach(async () => {
  await t.db.updateTable('offers').set({ refund_percent: '0' }).where('id', '=', catalog.offerId).execute();
  await api.restock(catalog.offerId);
});

describe('tampering and bad input: 4xx and nothing written', () => {
  const cases: [string, (b: Buyer) => Promise<unknown>, string, string][] = [
    [
      'a lower price',
      async (b) =>
        api.payloadOf(
          b.contract,
          b.items.map((item) => ({ ...item, price: item.price - 1 })),
        ),
      'items.0.price',
      'Цена изменилась. Новая цена',
    ],
    [
      'a negative amount',
      async (b) =>
        api.payloadOf(
          b.contract,
          b.items.map((item) => ({ ...item, amount: -1 })),
        ),
      'items.0.amount',
      'Кратность для заказа -1',
    ],
    [
      'a fractional amount',
      async (b) =>
        api.payloadOf(
          b.contract,
          b.items.map((item) => ({ ...item, amount: 1.5 })),
        ),
      'items.0.amount',
      'Кратность заказа 1',
    ],
    [
      'an amount a hair above a whole unit (the column holds whole units)',
      async (b) =>
        api.payloadOf(
          b.contract,
          b.items.map((item) => ({ ...item, amount: 1.0000001 })),
        ),
      'items.0.amount',
      'Кратность заказа 1',
    ],
    [
      'more than in stock',
      async (b) =>
        api.payloadOf(
          b.contract,
          b.items.map((item) => ({ ...item, amount: 11 })),
        ),
      'items.0.amount',
      'Максимальное количество для заказа 10',
    ],
    [
      'a shorter term',
      async (b) =>
        api.payloadOf(
          b.contract,
          b.items.map((item) => ({ ...item, deliveryTime: -1 })),
        ),
      'items.0.deliveryTime',
      'Срок поставки изменился',
    ],
    [
      'better refund terms',
      async (b) => {
        await t.db
          .updateTable('offers')
          .set({ refund_percent: '15' })
          .where('id', '=', catalog.offerId)
          .execute();
        return api.payloadOf(b.contract, b.items);
      },
      'items.0.refund',
      'Удержание за возврат изменилось: 15%.',
    ],
    [
      "another user's cart line",
      async (b) => {
        const other = await buyer();
        return api.payloadOf(b.contract, other.items);
      },
      'items.0.id',
      'Товар не найден в корзине',
    ],
    [
      "another user's contract",
      async (b) => {
        const other = await insertCustomer(t.app, t.db);
        return api.payloadOf(await insertContract(t.db, other.id), b.items);
      },
      'contract',
      'Договор не указан',
    ],
    [
      'no contract',
      async (b) => api.payloadOf(b.contract, b.items, { contract: null }),
      'contract',
      'Договор не указан',
    ],
    [
      'a contract that denies orders',
      async (b) => api.payloadOf(await insertContract(t.db, b.customer.id, { isOrderDeny: true }), b.items),
      'contract',
      'Операции запрещены по данному договору',
    ],
    [
      'a contract not for purchases',
      async (b) => api.payloadOf(await insertContract(t.db, b.customer.id, { isForOrder: false }), b.items),
      'contract',
      'Договор не предназначен для покупки',
    ],
    [
      'a payment method the contract does not allow',
      async (b) => api.payloadOf(b.contract, b.items, { paymentMethod: methods.bank }),
      'paymentMethod',
      'Способ оплаты недоступен для выбранного договора',
    ],
    [
      'no payment method',
      async (b) => api.payloadOf(b.contract, b.items, { paymentMethod: null }),
      'paymentMethod',
      'Способ оплаты не указан',
    ],
    [
      'no delivery method',
      async (b) => api.payloadOf(b.contract, b.items, { deliveryMethod: null }),
      'deliveryMethod',
      'Способ доставки не указан',
    ],
    [
      'nothing selected',
      async (b) => {
        const payload = api.payloadOf(b.contract, b.items);
        payload.items = payload.items.map((item) => ({ ...item, isSelected: false }));
        return payload;
      },
      'items',
      'Не выбрано ни одного товара в корзине',
    ],
    [
      'the same line twice',
      async (b) => {
        const payload = api.payloadOf(b.contract, b.items);
        payload.items = [...payload.items, ...payload.items];
        return payload;
      },
      'items.1.id',
      'Товар указан в заказе несколько раз',
    ],
  ];

  for (const [name, build, path, message] of cases) {
    it(name, async () => {
      const b = await buyer();
      const payload = await build(b);
      const before = await snapshot();
      const body = await api.refused(api.create(b.customer, payload));
      assert.equal(body.message, 'Ошибка при размещении заказа');
      const violation = body.violations?.find((item) => item.propertyPath === path);
      assert.ok(violation, `${path}: ${JSON.stringify(body.violations)}`);
      assert.ok(violation.message.startsWith(message), violation.message);
      assert.ok(body.errors?.includes(violation.message));
      assert.deepEqual(await snapshot(), before);
    });
  }

  it("a line sent at ten times the price is ordered at the offer's price", async () => {
    const b = await buyer();
    const [line] = b.items;
    assert.ok(line);
    const payload = api.payloadOf(
      b.contract,
      b.items.map((item) => ({ ...item, price: item.price * 10 })),
    );
    const response = await api.create(b.customer, payload);
    assert.equal(response.statusCode, 200, response.body);
    const order = await api.showOrder(b.customer, json<{ id: number }>(response).id);
    assert.deepEqual(
      order.items.map((item) => item.price),
      [line.price],
    );
    assert.equal(order.sum, line.price * line.amount);
  });

  it('a stock offer gone since: «Товар закончился у поставщика»', async () => {
    const b = await buyer();
    await t.db.updateTable('offers').set({ amount: 0 }).where('id', '=', catalog.offerId).execute();
    const body = await api.refused(api.create(b.customer, api.payloadOf(b.contract, b.items)));
    assert.deepEqual(body.violations, [
      { propertyPath: 'items.0.offer', message: 'Товар закончился у поставщика' },
    ]);
  });

  it('bad shapes: 400 in Russian; guests 401', async () => {
    const b = await buyer();
    const shape = await api.refused(
      api.create(b.customer, { ...api.payloadOf(b.contract, b.items), items: 'все' }),
    );
    assert.match(shape.message, /[А-Яа-я]/);
    const key = await api.refused(
      api.create(b.customer, api.payloadOf(b.contract, b.items), 'ключ с пробелами'),
    );
    assert.equal(key.violations?.[0]?.propertyPath, 'Idempotency-Key');
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      payload: api.payloadOf(b.contract, b.items),
    });
    assert.equal(guest.statusCode, 401);
  });
});

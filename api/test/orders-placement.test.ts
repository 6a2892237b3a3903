import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ApiErrorBody, OrderCreateResponse } from '@shop/shared';
import { contractTermsOf } from '../src/orders/create.js';
import { placeOrder, type OrderPlacement } from '../src/orders/queries.js';
import { json, type TestApp } from './helpers.js';
import type { CatalogFixture, MethodIds } from './checkout-fixtures.js';
import { orderSuite, type Buyer, type OrderRequests } from './order-requests.js';

/**
 * Placing an order in one round trip (`place_order`, migration 0022): the write holds what the checks read
 * outside any transaction. A placement is built here as the service builds it from its checks; the database
 * is then changed as a concurrent request would between the checks and the write.
 */

let t: TestApp;
let catalog: CatalogFixture;
let methods: MethodIds;
let api: OrderRequests;

before(async () => {
  ({ t, catalog, methods, api } = await orderSuite({ amount: 10 }));
});
after(() => t.close());

/** What the checks of the service would hand to `placeOrder` for the buyer's whole cart, read now. */
async function checkedPlacement(buyer: Buyer, key: string | null = null): Promise<OrderPlacement> {
  const contract = await t.db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', buyer.contract)
    .executeTakeFirstOrThrow();
  const cart = await t.db
    .selectFrom('cart_items')
    .selectAll()
    .where('user_id', '=', buyer.customer.id)
    .orderBy('id')
    .execute();
  const total = cart.reduce((sum, line) => sum + Number(line.price) * line.amount, 0).toFixed(2);
  return {
    order: {
      user_id: buyer.customer.id,
      contract_id: contract.id,
      payment_method_id: methods.bank,
      delivery_method_id: methods.pickup,
      delivery_address: null,
      delivery_address_data: null,
      delivery_customer_name: 'Тест Покупатель',
      delivery_schedule_id: null,
      delivery_at: null,
      customer_comment: '',
      status: 'awaiting_payment',
      sum: total,
      commission: '0',
      total,
      currency: contract.currency,
      idempotency_key: key,
    },
    items: cart.map((line, index) => ({
      cart_id: line.id,
      line: index,
      good_id: line.good_id,
      vendor_id: line.vendor_id,
      offer_id: line.offer_id,
      item_key: line.item_key,
      brand_name: catalog.brandName,
      number: catalog.good.number,
      name: 'Фильтр масляный',
      amount: line.amount,
      price: line.price,
      delivery_hours: line.delivery_hours,
      is_stock: line.is_stock,
      refund: line.refund,
      reference: line.reference,
    })),
    contractTerms: contractTermsOf(contract),
    onCredit: true,
  };
}

/** A buyer on credit (invoice) with `amount` units of the offer and, when `also` is given, of that offer too. */
async function creditBuyer(amount: number, also?: { offerId: number; amount: number }): Promise<Buyer> {
  const buyer = await api.buyer(catalog.offerId, { isCashless: true, creditLimit: '100000' }, amount);
  if (also) await api.addToCart(buyer.customer, `s${also.offerId}`, also.amount);
  return { ...buyer, items: await api.cartOf(buyer.customer) };
}

async function balanceOf(contract: number): Promise<string> {
  const row = await t.db
    .selectFrom('contracts')
    .select('balance')
    .where('id', '=', contract)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** Everything an order writes, and the balance it debits: equal before and after a refused placement. */
async function written(buyer: Buyer) {
  return {
    ...(await api.snapshot(catalog.offerId)),
    second: await api.heldAmount(catalog.secondOfferId),
    balance: await balanceOf(buyer.contract),
  };
}

describe('placing a checked order (place_order)', () => {
  it('writes the order and its lines, holds the stock, empties the cart lines and debits the contract', async () => {
    await api.restock(catalog.offerId, 10);
    const buyer = await creditBuyer(3);
    const heldBefore = await api.heldAmount(catalog.offerId);
    const placement = await checkedPlacement(buyer);
    const outcome = await placeOrder(t.db, placement);
    assert.equal(outcome.kind, 'placed');
    if (outcome.kind !== 'placed') return;

    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', outcome.order.id)
      .executeTakeFirstOrThrow();
    assert.equal(order.uid, outcome.order.uid);
    assert.equal(order.user_id, buyer.customer.id);
    assert.equal(order.total, placement.order.total);
    assert.equal(order.status, 'awaiting_payment');
    const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
    assert.deepEqual(
      items.map((item) => [item.offer_id, item.amount, item.price, item.refund]),
      placement.items.map((item) => [item.offer_id, item.amount, item.price, item.refund]),
    );
    assert.equal(await api.heldAmount(catalog.offerId), heldBefore + 3);
    assert.deepEqual(await api.cartOf(buyer.customer), []);
    const movement = await t.db
      .selectFrom('contract_transactions')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(movement.amount), -Number(order.total));
    assert.equal(movement.balance_after, await balanceOf(buyer.contract));
    assert.equal(Number(movement.balance_after), -Number(order.total));
    assert.equal(movement.description, `Заказ № ${order.id}`);
  });

  it('a cart line removed or changed after the checks: changed, nothing written', async () => {
    await api.restock(catalog.offerId, 10);
    const removed = await creditBuyer(1);
    const placement = await checkedPlacement(removed);
    await t.db.deleteFrom('cart_items').where('user_id', '=', removed.customer.id).execute();
    const before = await written(removed);
    assert.deepEqual(await placeOrder(t.db, placement), { kind: 'changed' });
    assert.deepEqual(await written(removed), before);

    const moved = await creditBuyer(1, { offerId: catalog.secondOfferId, amount: 1 });
    const checked = await checkedPlacement(moved);
    await t.db
      .updateTable('cart_items')
      .set({ reference: 'для другой машины' })
      .where('user_id', '=', moved.customer.id)
      .where('offer_id', '=', catalog.secondOfferId)
      .execute();
    const unchanged = await written(moved);
    assert.deepEqual(await placeOrder(t.db, checked), { kind: 'changed' });
    assert.deepEqual(await written(moved), unchanged);
    assert.equal((await api.cartOf(moved.customer)).length, 2, 'both cart lines stay');
  });

  it('the contract starts denying orders after the checks: changed, nothing written', async () => {
    await api.restock(catalog.offerId, 10);
    const buyer = await creditBuyer(1);
    const placement = await checkedPlacement(buyer);
    await t.db
      .updateTable('contracts')
      .set({ is_order_deny: true })
      .where('id', '=', buyer.contract)
      .execute();
    const before = await written(buyer);
    assert.deepEqual(await placeOrder(t.db, placement), { kind: 'changed' });
    assert.deepEqual(await written(buyer), before);
  });

  it('the stock taken by another order after the checks: sold out with the line and what is left', async () => {
    await api.restock(catalog.offerId, 10);
    await api.restock(catalog.secondOfferId, 4);
    // Lines are held in vendor order: the first warehouse's line is held, then the second's fails; the
    // first hold is undone with it.
    const buyer = await creditBuyer(1, { offerId: catalog.secondOfferId, amount: 3 });
    const placement = await checkedPlacement(buyer);
    await api.placedOrder(catalog.secondOfferId, 2);
    const before = await written(buyer);
    const line = placement.items.findIndex((item) => item.offer_id === catalog.secondOfferId);
    assert.deepEqual(await placeOrder(t.db, placement), { kind: 'soldOut', line, available: 2 });
    assert.deepEqual(await written(buyer), before);
  });

  it('a balance spent after the checks: over the credit limit with what is available, nothing written', async () => {
    await api.restock(catalog.offerId, 10);
    const buyer = await creditBuyer(1);
    const placement = await checkedPlacement(buyer);
    await t.db
      .updateTable('contracts')
      .set({ balance: '-99999.50' })
      .where('id', '=', buyer.contract)
      .execute();
    const before = await written(buyer);
    assert.deepEqual(await placeOrder(t.db, placement), { kind: 'overCredit', available: '0.50' });
    assert.deepEqual(await written(buyer), before);
    // The same order paid online is not on credit.
    const outcome = await placeOrder(t.db, { ...placement, onCredit: false });
    assert.equal(outcome.kind, 'placed');
  });

  it('an Idempotency-Key already used answers its order and writes nothing more', async () => {
    await api.restock(catalog.offerId, 10);
    const buyer = await creditBuyer(1);
    const placement = await checkedPlacement(buyer, 'placement-key');
    const first = await placeOrder(t.db, placement);
    assert.equal(first.kind, 'placed');
    await api.addToCart(buyer.customer, `s${catalog.offerId}`, 1);
    const again = await checkedPlacement(buyer, 'placement-key');
    const before = await written(buyer);
    assert.deepEqual(await placeOrder(t.db, again), first);
    assert.deepEqual(await written(buyer), before);
  });
});

describe('an order checked again when its cart or contract changed before the write', () => {
  it('the same cart ordered twice at once without a key: one order, the other finds its lines gone', async () => {
    await api.restock(catalog.offerId, 10);
    const buyer = await api.buyer(catalog.offerId, {}, 1);
    const payload = api.payloadOf(buyer.contract, buyer.items);
    const responses = await Promise.all([
      api.create(buyer.customer, payload),
      api.create(buyer.customer, payload),
    ]);
    const placed = responses.filter((response) => response.statusCode === 200);
    assert.equal(placed.length, 1, responses.map((response) => response.body).join('\n'));
    const refused = responses.find((response) => response.statusCode !== 200);
    assert.equal(refused?.statusCode, 400);
    assert.deepEqual(json<ApiErrorBody>(refused).violations, [
      { propertyPath: 'items.0.id', message: 'Товар не найден в корзине' },
    ]);
  });

  /**
   * The request's checks pass, then its `place_order` waits for the user's lock, held here while a change
   * is committed: the order is checked again and refused for what changed. Needs a server (PGlite has one
   * connection).
   */
  async function changedWhileWaiting(buyer: Buyer, change: () => Promise<unknown>) {
    const payload = api.payloadOf(buyer.contract, buyer.items);
    const before = await api.snapshot(catalog.offerId);
    let response: ReturnType<OrderRequests['create']> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await sql`select id from users where id = ${buyer.customer.id} for update`.execute(trx);
      response = api.create(buyer.customer, payload);
      for (let waited = 0; ; waited += 20) {
        const { rows } = await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%place_order%'`.execute(
          t.db,
        );
        if ((rows[0]?.count ?? 0) > 0) break;
        assert.ok(waited < 10_000, 'the order never reached place_order');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await change();
    });
    assert.ok(response);
    return { response: await response, before };
  }

  const server = { skip: !process.env.TEST_DATABASE_URL && 'PGlite runs one statement at a time' };

  it('a cart line removed meanwhile: 400 «Товар не найден в корзине», nothing written', server, async () => {
    await api.restock(catalog.offerId, 10);
    const buyer = await api.buyer(catalog.offerId, {}, 1);
    const { response, before } = await changedWhileWaiting(buyer, () =>
      t.db.deleteFrom('cart_items').where('user_id', '=', buyer.customer.id).execute(),
    );
    assert.equal(response.statusCode, 400, response.body);
    const body = json<ApiErrorBody>(response);
    assert.deepEqual(body.violations, [{ propertyPath: 'items.0.id', message: 'Товар не найден в корзине' }]);
    assert.deepEqual(await api.snapshot(catalog.offerId), { ...before, cart: before.cart - 1 });
  });

  it('the contract denies orders meanwhile: 400 «Операции запрещены…», nothing written', server, async () => {
    await api.restock(catalog.offerId, 10);
    const buyer = await api.buyer(catalog.offerId, {}, 1);
    const { response, before } = await changedWhileWaiting(buyer, () =>
      t.db.updateTable('contracts').set({ is_order_deny: true }).where('id', '=', buyer.contract).execute(),
    );
    assert.equal(response.statusCode, 400, response.body);
    const body = json<ApiErrorBody>(response);
    assert.deepEqual(body.violations, [
      { propertyPath: 'contract', message: 'Операции запрещены по данному договору' },
    ]);
    assert.deepEqual(await api.snapshot(catalog.offerId), before);
  });

  it('the last units sold meanwhile: 409 «Товар закончился на складе: доступно 1»', server, async () => {
    await api.restock(catalog.offerId, 3);
    const buyer = await api.buyer(catalog.offerId, {}, 2);
    const other = await api.buyer(catalog.offerId, {}, 2);
    const { response } = await changedWhileWaiting(buyer, async () => {
      const placed = await api.create(other.customer, api.payloadOf(other.contract, other.items));
      assert.equal(placed.statusCode, 200, placed.body);
    });
    assert.equal(response.statusCode, 409, response.body);
    assert.deepEqual(json<ApiErrorBody>(response).violations, [
      { propertyPath: 'items.0.amount', message: 'Товар закончился на складе: доступно 1' },
    ]);
    assert.equal(await api.offerAmount(catalog.offerId), 1);
  });

  it('a placed order answers its repeat with the key even when its cart is empty now', async () => {
    await api.restock(catalog.offerId, 10);
    const buyer = await api.buyer(catalog.offerId, {}, 1);
    const payload = api.payloadOf(buyer.contract, buyer.items);
    const first = json<OrderCreateResponse>(await api.create(buyer.customer, payload, 'repeat-key'));
    const again = await api.create(buyer.customer, payload, 'repeat-key');
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(json<OrderCreateResponse>(again), first);
  });
});

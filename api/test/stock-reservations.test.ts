import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import type { FindByQueryResponse } from '@shop/shared';
import { importPriceList } from '../src/catalog/import/importer.js';
import { stockReservations } from '../src/db/migrations/0009-stock-reservations.js';
import { json, type TestApp } from './helpers.js';
import type { CatalogFixture } from './checkout-fixtures.js';
import { orderSuite, type OrderRequests } from './order-requests.js';

/**
 * Stock reserved by open orders is kept apart from the supplier's figure: a new price list of the warehouse
 * changes what it lists, never what orders hold (available = listed − reserved by open orders).
 */

let t: TestApp;
let catalog: CatalogFixture;
let api: OrderRequests;

before(async () => {
  ({ t, catalog, api } = await orderSuite({ amount: 10 }));
});
after(() => t.close());

beforeEach(async () => {
  // Each test starts with nothing held: the orders of the one before are cancelled.
  await t.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '<>', 'cancelled').execute();
  await api.restock(catalog.offerId, 10);
});

/** The warehouse's price list with the part at `amount` units, as the importer reads it. */
async function importStock(amount: number): Promise<void> {
  const line = `${catalog.brandName},${catalog.good.number},Фильтр масляный,1000,${amount}`;
  const report = await importPriceList(t.handle, Readable.from([line]), {
    vendorId: catalog.warehouseId,
    format: 'csv',
    mapping: { brand: 0, number: 1, name: 2, price: 3, amount: 4 },
    hasHeader: false,
  });
  assert.equal(report.imported, 1, JSON.stringify(report));
}

/** Units of the warehouse's offer as the search shows them to a customer. */
async function searchedAmount(): Promise<number | undefined> {
  const query = new URLSearchParams({ brandName: catalog.brandName, number: catalog.good.number });
  const response = await t.app.inject({ method: 'GET', url: `/api/v2/search/findByQuery?${query}` });
  assert.equal(response.statusCode, 200, response.body);
  const offers = json<FindByQueryResponse>(response).goods.flatMap((good) => good.offers);
  return offers.find((offer) => offer.vendor.id === catalog.warehouseId)?.amount;
}

async function listed(): Promise<number> {
  const offer = await t.db
    .selectFrom('offers')
    .select('amount')
    .where('vendor_id', '=', catalog.warehouseId)
    .where('good_id', '=', catalog.good.id)
    .executeTakeFirstOrThrow();
  return offer.amount;
}

describe('reserved stock and price-list imports', () => {
  it('an order holds 3 of 10; the same list (10) imported again leaves 7 available, not 10', async () => {
    await api.placedOrder(catalog.offerId, 3);
    assert.equal(await listed(), 10, 'the supplier figure is not touched by the order');
    assert.equal(await api.offerAmount(catalog.offerId), 7);
    assert.equal(await searchedAmount(), 7);

    await importStock(10);
    assert.equal(await listed(), 10);
    assert.equal(await api.heldAmount(catalog.offerId), 3);
    assert.equal(await api.offerAmount(catalog.offerId), 7);
    assert.equal(await searchedAmount(), 7);
  });

  it('order 3 of 10, a list of 5: 2 available; cancelling the order makes 5, not 8', async () => {
    const { customer, order } = await api.placedOrder(catalog.offerId, 3);
    await importStock(5);
    assert.equal(await api.offerAmount(catalog.offerId), 2);
    assert.equal(await searchedAmount(), 2);

    const item = order.items[0];
    assert.ok(item);
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/orders/cancel-order-item/${item.uid}`,
      headers: customer.headers,
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(await listed(), 5);
    assert.equal(await api.heldAmount(catalog.offerId), 0);
    assert.equal(await api.offerAmount(catalog.offerId), 5);
    assert.equal(await searchedAmount(), 5);
  });

  it('a list below what orders hold shows 0 and refuses a new order with what is left', async () => {
    await api.placedOrder(catalog.offerId, 3);
    await importStock(2);
    assert.equal(await api.offerAmount(catalog.offerId), 0);
    assert.equal(await searchedAmount(), 0);
    const stockOnly = new URLSearchParams({
      brandName: catalog.brandName,
      number: catalog.good.number,
      stockOnly: 'true',
    });
    const found = await t.app.inject({ method: 'GET', url: `/api/v2/search/findByQuery?${stockOnly}` });
    const offers = json<FindByQueryResponse>(found).goods.flatMap((good) => good.offers);
    assert.ok(!offers.some((offer) => offer.vendor.id === catalog.warehouseId), 'none on sale: not listed');

    await importStock(4);
    const buyer = await api.buyer(catalog.offerId, {}, 1);
    await importStock(3);
    const refused = await api.create(buyer.customer, api.payloadOf(buyer.contract, buyer.items));
    assert.ok([400, 409].includes(refused.statusCode), refused.body);
    assert.equal(await api.heldAmount(catalog.offerId), 3, 'the refused order holds nothing');
  });

  it('an order that leaves the open statuses (shipped) frees its units; one brought back holds them again', async () => {
    const { order } = await api.placedOrder(catalog.offerId, 4);
    assert.equal(await api.offerAmount(catalog.offerId), 6);
    await t.db.updateTable('orders').set({ status: 'in_work' }).where('id', '=', order.id).execute();
    assert.equal(await api.heldAmount(catalog.offerId), 4);
    await t.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', order.id).execute();
    assert.equal(await api.heldAmount(catalog.offerId), 0);
    await t.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', order.id).execute();
    assert.equal(await api.heldAmount(catalog.offerId), 4);
  });
});

describe('migration 0009', () => {
  it('gives the units of orders placed before back to the listed figure and holds them apart', async () => {
    await api.placedOrder(catalog.offerId, 3);
    // Before the migration an order took its units off offers.amount: its down step returns to that.
    await stockReservations.down?.(t.db);
    assert.equal(await listed(), 7);
    await stockReservations.up(t.db);
    assert.equal(await listed(), 10);
    assert.equal(await api.heldAmount(catalog.offerId), 3);
    assert.equal(await api.offerAmount(catalog.offerId), 7);
  });
});

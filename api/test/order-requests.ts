import assert from 'node:assert/strict';
import type {
  ApiErrorBody,
  CartItem,
  CartResponse,
  Order,
  OrderPayload,
  RemoteOffersResponse,
} from '@shop/shared';
import { countRows, createTestApp, json, type TestApp } from './helpers.js';
import {
  insertCatalog,
  insertContract,
  insertCustomer,
  insertMethods,
  type CatalogFixture,
  type CatalogOptions,
  type ContractOptions,
  type Customer,
  type MethodIds,
} from './checkout-fixtures.js';

/** The cart and order calls of the order suites, on one test app. */
export function orderRequests(t: TestApp, methods: MethodIds) {
  async function addToCart(customer: Customer, itemKey: string, amount: number): Promise<void> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/add',
      headers: customer.headers,
      payload: { itemKey, amount },
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  async function cartOf(customer: Customer): Promise<CartItem[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/cart', headers: customer.headers });
    assert.equal(response.statusCode, 200, response.body);
    return json<CartResponse>(response).items;
  }

  /** The simulated remote supplier's offer of the catalog's part, as the search shows it to the customer. */
  async function remoteOffer(customer: Customer, catalog: CatalogFixture) {
    const query = new URLSearchParams({
      providerName: catalog.remoteVendorName,
      brandName: catalog.brandName,
      number: catalog.good.number,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/remote_offers?${query}`,
      headers: customer.headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    const answer = json<RemoteOffersResponse>(response);
    assert.equal(answer.error, null);
    const offer = answer.goods
      .find((good) => good.id === catalog.good.id)
      ?.offers.find((item) => item.amount > 0);
    assert.ok(offer, 'the simulated supplier offers the part');
    return offer;
  }

  /** The payload the checkout form sends: every line selected, pickup, online payment. */
  function payloadOf(contract: number, items: CartItem[], changes: Partial<OrderPayload> = {}): OrderPayload {
    return {
      contract,
      customerComment: '',
      deliveryCustomerName: 'Тест Покупатель',
      deliveryAddress: null,
      deliveryMethod: methods.pickup,
      deliverySchedule: null,
      paymentMethod: methods.online,
      items: items.map((item) => ({
        id: item.id,
        isSelected: true,
        offer: item.offer,
        amount: item.amount,
        price: item.price,
        deliveryTime: item.deliveryTime,
        refund: item.refund,
      })),
      ...changes,
    };
  }

  function create(customer: Customer, payload: unknown, key?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: key ? { ...customer.headers, 'idempotency-key': key } : customer.headers,
      payload: payload as Record<string, unknown>,
    });
  }

  async function showOrder(customer: Customer, id: number): Promise<Order> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/show/${id}`,
      headers: customer.headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    return json<Order>(response);
  }

  /** Units of the vendor's part that open orders hold (the offer's reservations). */
  async function heldAmount(offerId: number): Promise<number> {
    const row = await t.db
      .selectFrom('offers as o')
      .leftJoin('stock_reservations as r', (join) =>
        join.onRef('r.vendor_id', '=', 'o.vendor_id').onRef('r.good_id', '=', 'o.good_id'),
      )
      .select('r.amount')
      .where('o.id', '=', offerId)
      .executeTakeFirstOrThrow();
    return row.amount ?? 0;
  }

  /** Makes `amount` units of the offer available again: listed is what orders of earlier tests hold plus that. */
  async function restock(offerId: number, amount = 10): Promise<void> {
    const held = await heldAmount(offerId);
    await t.db
      .updateTable('offers')
      .set({ amount: amount + held })
      .where('id', '=', offerId)
      .execute();
  }

  /** Units of the offer on sale: listed less held by open orders. */
  async function offerAmount(offerId: number): Promise<number> {
    const row = await t.db
      .selectFrom('offers')
      .select('amount')
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    return Math.max(0, row.amount - (await heldAmount(offerId)));
  }

  /** What an order writes: compared before and after a refused request. */
  async function snapshot(offerId: number) {
    return {
      orders: await countRows(t.db, 'orders'),
      items: await countRows(t.db, 'order_items'),
      movements: await countRows(t.db, 'contract_transactions'),
      cart: await countRows(t.db, 'cart_items'),
      stock: await offerAmount(offerId),
    };
  }

  /** A customer with a contract and `amount` units of the offer in the cart. */
  async function buyer(offerId: number, contract: ContractOptions = {}, amount = 2) {
    const customer = await insertCustomer(t.app, t.db);
    const id = await insertContract(t.db, customer.id, contract);
    await addToCart(customer, `s${offerId}`, amount);
    return { customer, contract: id, items: await cartOf(customer) };
  }

  /** An order of `amount` units of the offer (pickup, online payment). */
  async function placedOrder(offerId: number, amount = 2) {
    const placed = await buyer(offerId, {}, amount);
    const response = await create(placed.customer, payloadOf(placed.contract, placed.items));
    assert.equal(response.statusCode, 200, response.body);
    const order = await showOrder(placed.customer, json<{ id: number }>(response).id);
    return { ...placed, order };
  }

  async function refused(
    request: Promise<{ statusCode: number; body: string }>,
    status = 400,
  ): Promise<ApiErrorBody> {
    const response = await request;
    assert.equal(response.statusCode, status, response.body);
    return JSON.parse(response.body) as ApiErrorBody;
  }

  return {
    addToCart,
    cartOf,
    remoteOffer,
    payloadOf,
    create,
    showOrder,
    restock,
    heldAmount,
    offerAmount,
    snapshot,
    buyer,
    placedOrder,
    refused,
  };
}

export type OrderRequests = ReturnType<typeof orderRequests>;
export type Buyer = Awaited<ReturnType<OrderRequests['buyer']>>;

/** An order suite's app with the test catalog and the payment and delivery methods, and its order calls. */
export async function orderSuite(options: CatalogOptions = {}) {
  const t = await createTestApp();
  const catalog = await insertCatalog(t.db, options);
  const methods = await insertMethods(t.db);
  return { t, catalog, methods, api: orderRequests(t, methods) };
}

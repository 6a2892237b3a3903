import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Order, OrderCreateResponse, OrderStatusResponse } from '@shop/shared';
import { cartArrival, formatArrivalDay, lineArrival } from '@shop/shared/delivery';
import { formatMoney } from '@shop/shared/format';
import { json, type TestApp } from './helpers.js';
import {
  insertAddress,
  insertContract,
  insertCustomer,
  nearestSchedule,
  type CatalogFixture,
  type ContractOptions,
  type MethodIds,
} from './checkout-fixtures.js';
import { orderSuite, type OrderRequests } from './order-requests.js';

let t: TestApp;
let catalog: CatalogFixture;
let methods: MethodIds;
let api: OrderRequests;

before(async () => {
  ({ t, catalog, methods, api } = await orderSuite());
});
after(() => t.close());

const buyer = (contract: ContractOptions = {}, amount = 2) => api.buyer(catalog.offerId, contract, amount);
const snapshot = () => api.snapshot(catalog.offerId);

beforeEach(() => api.restock(catalog.offerId));

describe('placing an order', () => {
  it('writes the order, reserves the stock, debits the contract and empties the ordered lines', async () => {
    const { customer, contract, items } = await buyer();
    const [line] = items;
    assert.ok(line);
    const response = await api.create(
      customer,
      api.payloadOf(contract, items, { customerComment: ' Позвоните ' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const created = json<OrderCreateResponse>(response);
    assert.ok(created.id > 0 && created.uid.length === 36);

    assert.equal(await api.offerAmount(catalog.offerId), 8);
    assert.deepEqual(await api.cartOf(customer), []);
    const order = await api.showOrder(customer, created.id);
    assert.equal(order.status, 'awaiting_payment');
    assert.equal(order.statusName, 'Ожидает оплаты');
    assert.equal(order.sum, line.price * 2);
    assert.equal(order.total, line.price * 2);
    assert.equal(order.toPay, order.total);
    assert.equal(order.customerComment, 'Позвоните');
    assert.equal(order.items.length, 1);
    assert.equal(order.items[0]?.good.brand.name, catalog.brandName);
    assert.equal(order.items[0]?.good.number, catalog.good.number);
    assert.equal(order.items[0]?.refundableAmount, 0, 'not paid yet: cancelled, not returned');
    const movement = await t.db
      .selectFrom('contract_transactions')
      .selectAll()
      .where('contract_id', '=', contract)
      .executeTakeFirstOrThrow();
    assert.equal(movement.kind, 'order');
    assert.equal(Number(movement.amount), -order.total);
    assert.equal(movement.order_id, created.id);

    const byUid = await t.app.inject({
      method: 'GET',
      url: `/api/orders/show-by-uid/${created.uid}`,
      headers: customer.headers,
    });
    assert.equal(json<Order>(byUid).id, created.id);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/order/status?id=${created.id}`,
      headers: customer.headers,
    });
    assert.deepEqual(json<OrderStatusResponse>(status), {
      id: created.id,
      status: 'awaiting_payment',
      statusName: 'Ожидает оплаты',
      total: order.total,
      toPay: order.total,
    });
  });

  it('orders only the selected lines', async () => {
    const { customer, contract, items } = await buyer();
    await api.addToCart(customer, `s${catalog.secondOfferId}`, 1);
    const all = await api.cartOf(customer);
    const payload = api.payloadOf(contract, all);
    payload.items = payload.items.map((item) => ({ ...item, isSelected: item.id === items[0]?.id }));
    const response = await api.create(customer, payload);
    assert.equal(response.statusCode, 200, response.body);
    const left = await api.cartOf(customer);
    assert.deepEqual(
      left.map((item) => item.vendor.id),
      [catalog.secondWarehouseId],
    );
  });

  it('cash: status new, commission added and rounded up; paid on receipt, so no credit is needed', async () => {
    const { customer, contract, items } = await buyer({}, 1);
    const price = items[0]?.price ?? 0;
    const response = await api.create(
      customer,
      api.payloadOf(contract, items, { paymentMethod: methods.cash }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const order = await api.showOrder(customer, json<OrderCreateResponse>(response).id);
    assert.equal(order.status, 'new');
    assert.equal(order.commission, 2.5);
    assert.equal(order.total, Math.ceil((price * 102.5) / 100));
  });

  it('refuses a bank transfer beyond the credit limit, nothing written', async () => {
    const { customer, contract, items } = await buyer({
      isCashless: true,
      balance: '100',
      creditLimit: '200',
    });
    const before = await snapshot();
    const body = await api.refused(
      api.create(customer, api.payloadOf(contract, items, { paymentMethod: methods.bank })),
    );
    assert.equal(body.message, 'Ошибка при размещении заказа');
    const total = (items[0]?.price ?? 0) * 2;
    assert.deepEqual(body.violations, [
      {
        propertyPath: 'contract',
        message: `Недостаточно средств по договору: сумма заказа ${formatMoney(total)}, доступно с учётом кредитного лимита ${formatMoney(300)}`,
      },
    ]);
    assert.deepEqual(await snapshot(), before);

    await t.db
      .updateTable('contracts')
      .set({ credit_limit: String(total) })
      .where('id', '=', contract)
      .execute();
    const placed = await api.create(
      customer,
      api.payloadOf(contract, items, { paymentMethod: methods.bank }),
    );
    assert.equal(placed.statusCode, 200, placed.body);
    const order = await api.showOrder(customer, json<OrderCreateResponse>(placed).id);
    assert.equal(order.status, 'awaiting_payment');
  });

  it('delivery by courier: the address (text or an own saved one) and a date of the route', async () => {
    const { customer, contract, items } = await buyer();
    const schedule = await nearestSchedule(t.db, methods.courier);
    const courier = { deliveryMethod: methods.courier, deliveryAddress: methods.routeAddress };

    const noAddress = await api.refused(
      api.create(customer, api.payloadOf(contract, items, { deliveryMethod: methods.courier })),
    );
    assert.deepEqual(noAddress.violations, [
      { propertyPath: 'deliveryAddress', message: 'Адрес доставки не указан или не найден.' },
    ]);
    const noHouse = await api.refused(
      api.create(
        customer,
        api.payloadOf(contract, items, {
          ...courier,
          deliveryAddress: 'Симферополь, ул. Тестовая',
          deliverySchedule: schedule,
        }),
      ),
    );
    assert.deepEqual(noHouse.violations, [
      { propertyPath: 'deliveryAddress', message: 'Укажите номер дома: без него курьер не найдёт адрес' },
    ]);
    const noDate = await api.refused(api.create(customer, api.payloadOf(contract, items, courier)));
    assert.deepEqual(
      noDate.violations?.map((violation) => violation.propertyPath),
      ['deliverySchedule'],
    );
    const offRoute = await api.refused(
      api.create(
        customer,
        api.payloadOf(contract, items, {
          ...courier,
          deliveryAddress: 'Ялта, ул. Морская, 2',
          deliverySchedule: schedule,
        }),
      ),
    );
    assert.deepEqual(
      offRoute.violations?.map((violation) => violation.propertyPath),
      ['deliverySchedule'],
    );

    const stranger = await insertCustomer(t.app, t.db);
    const foreignUid = await insertAddress(t.db, stranger.id, methods.routeAddress);
    const before = await snapshot();
    const foreign = await api.refused(
      api.create(
        customer,
        api.payloadOf(contract, items, {
          ...courier,
          deliveryAddress: null,
          deliveryAddressUid: foreignUid,
          deliverySchedule: schedule,
        }),
      ),
    );
    assert.deepEqual(foreign.violations, [
      { propertyPath: 'deliveryAddress', message: 'Адрес доставки не указан или не найден.' },
    ]);
    assert.deepEqual(await snapshot(), before);

    const ownUid = await insertAddress(t.db, customer.id, methods.routeAddress);
    const placed = await api.create(
      customer,
      api.payloadOf(contract, items, {
        ...courier,
        deliveryAddress: null,
        deliveryAddressUid: ownUid,
        deliverySchedule: schedule,
      }),
    );
    assert.equal(placed.statusCode, 200, placed.body);
    const order = await api.showOrder(customer, json<OrderCreateResponse>(placed).id);
    assert.equal(order.deliveryAddress, methods.routeAddress);
    assert.ok(order.deliveryAt !== null && Date.parse(order.deliveryAt) > Date.now());
  });
});

describe('delivery after the goods arrive (issue 28)', () => {
  it('refuses a delivery before the cart’s lines can arrive and shows each line’s expected date', async () => {
    // The second warehouse's offer takes 2 working days: today's or tomorrow's delivery is too early for it.
    const { customer, contract, items } = await api.buyer(catalog.secondOfferId, {}, 1);
    const courier = { deliveryMethod: methods.courier, deliveryAddress: methods.routeAddress };
    const early = await nearestSchedule(t.db, methods.courier);
    const before = await snapshot();
    const refused = await api.refused(
      api.create(customer, api.payloadOf(contract, items, { ...courier, deliverySchedule: early })),
    );
    const readyAt = cartArrival([{ deliveryTime: 48, isStock: true }], new Date());
    assert.deepEqual(refused.violations, [
      {
        propertyPath: 'deliverySchedule',
        message: `Дата доставки раньше, чем товары заказа поступят в магазин (${formatArrivalDay(readyAt)}): выберите более позднюю дату`,
      },
    ]);
    assert.deepEqual(await snapshot(), before);

    // The nearest delivery the checkout offers for this cart is accepted.
    const offered = await nearestSchedule(t.db, methods.courier, readyAt);
    const placed = await api.create(
      customer,
      api.payloadOf(contract, items, { ...courier, deliverySchedule: offered }),
    );
    assert.equal(placed.statusCode, 200, placed.body);
    const order = await api.showOrder(customer, json<OrderCreateResponse>(placed).id);
    const [line] = order.items;
    assert.ok(line);
    assert.equal(
      line.expectedAt,
      lineArrival({ deliveryTime: 48, isStock: true }, new Date(order.createdAt)).toISOString(),
    );
    assert.ok(order.deliveryAt !== null && Date.parse(order.deliveryAt) > Date.parse(line.expectedAt ?? ''));
  });

  it('expects the shop’s own stock on the day of the order', async () => {
    const { order } = await api.placedOrder(catalog.offerId, 1);
    assert.equal(order.items[0]?.expectedAt, order.createdAt);
  });
});

describe('idempotency', () => {
  it('a repeat with the same key answers the first order and writes nothing', async () => {
    const { customer, contract, items } = await buyer();
    const payload = api.payloadOf(contract, items);
    const first = await api.create(customer, payload, 'order-key-1');
    assert.equal(first.statusCode, 200, first.body);
    const before = await snapshot();
    const again = await api.create(customer, payload, 'order-key-1');
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(json(again), json(first));
    assert.deepEqual(await snapshot(), before);

    // Another user may use the same key for an order of their own.
    const other = await buyer();
    const own = await api.create(other.customer, api.payloadOf(other.contract, other.items), 'order-key-1');
    assert.equal(own.statusCode, 200, own.body);
    assert.notEqual(json<OrderCreateResponse>(own).id, json<OrderCreateResponse>(first).id);
  });
});

describe('a remote supplier line', () => {
  it('is ordered by its signed key (the browser sends the fresh one) and reserves no stock', async () => {
    const customer = await insertCustomer(t.app, t.db);
    const contract = await insertContract(t.db, customer.id);
    const offer = await api.remoteOffer(customer, catalog);
    await api.addToCart(customer, offer.itemKey, offer.multiplicityAmount);
    const items = await api.cartOf(customer);
    // The key kept on the line is broken: the one the browser sends still names the supplier's offer.
    await t.db
      .updateTable('cart_items')
      .set({ item_key: 'r.broken.key' })
      .where('user_id', '=', customer.id)
      .execute();
    const stock = await api.offerAmount(catalog.offerId);
    const before = await snapshot();
    const noKey = await api.refused(
      api.create(
        customer,
        api.payloadOf(
          contract,
          items.map((item) => ({ ...item, offer: null })),
        ),
      ),
    );
    assert.deepEqual(noKey.violations, [
      { propertyPath: 'items.0.offer', message: 'Товар закончился у поставщика' },
    ]);
    assert.deepEqual(await snapshot(), before);

    const placed = await api.create(customer, api.payloadOf(contract, items));
    assert.equal(placed.statusCode, 200, placed.body);
    const order = await api.showOrder(customer, json<OrderCreateResponse>(placed).id);
    assert.equal(order.items[0]?.vendor.id, catalog.remoteVendorId);
    assert.equal(order.items[0]?.isStock, false);
    assert.equal(order.total, offer.price * offer.multiplicityAmount);
    assert.equal(await api.offerAmount(catalog.offerId), stock);
  });
});

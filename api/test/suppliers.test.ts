import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Vendor, VendorDeliveryStatistics } from '@shop/shared';
import { normalizePartNumber } from '@shop/shared/catalog';
import { createTestApp, cyrillic, json, type TestApp } from './helpers.js';
import type { Database } from '../src/db/connection.js';
import {
  createSupplierAdapters,
  startRemoteSuppliers,
  type RemoteSuppliersHandle,
} from '../src/vendors/suppliers.js';
import type { SupplierSimulator } from '../src/vendors/simulator/server.js';
import { abcpPasswordHash } from '../src/vendors/abcp/protocol.js';
import { seedDemoDeliveries } from '../src/vendors/demo-deliveries.js';
import { SupplierError, type RemoteSupplier, type RemoteVendor } from '../src/vendors/types.js';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

interface Fixture {
  south: number;
  north: number;
  inactive: number;
  warehouse: number;
}

async function insertCatalog(db: Database): Promise<Fixture> {
  await db
    .insertInto('currencies')
    .values({ code: 'RUB', rate: '1' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const [mann, bosch] = await db
    .insertInto('brands')
    .values([
      { name: 'SIM-MANN', normalized_name: 'SIMMANN', thumbs: '[]' },
      { name: 'SIM-BOSCH', normalized_name: 'SIMBOSCH', thumbs: '[]' },
    ])
    .returning('id')
    .execute();
  assert.ok(mann && bosch);
  await db
    .insertInto('brand_synonyms')
    .values({ normalized_name: 'SMANN', brand_id: mann.id, name: 'S-MANN' })
    .execute();
  const good = (brandId: number, number: string, name: string) => ({
    brand_id: brandId,
    number,
    normalized_number: normalizePartNumber(number),
    name,
    images: '[]',
  });
  const [filter, analogue] = await db
    .insertInto('goods')
    .values([good(mann.id, 'W 712/75', 'Фильтр масляный'), good(bosch.id, '0 451 103 316', 'Фильтр')])
    .returning('id')
    .execute();
  assert.ok(filter && analogue);
  const group = await db
    .insertInto('cross_groups')
    .values({ source: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('cross_group_goods')
    .values([
      { group_id: group.id, good_id: filter.id },
      { group_id: group.id, good_id: analogue.id },
    ])
    .execute();

  const remote = { is_remote: true, provider: 'abcp', api_url: null };
  const vendors = await db
    .insertInto('vendors')
    .values([
      { name: 'Тест Юг', ...remote, api_login: 'south', api_password: 'south-secret', timeout_ms: 2000 },
      { name: 'Тест Север', ...remote, api_login: 'north', api_password: 'north-secret', timeout_ms: 300 },
      { name: 'Тест Закрыт', ...remote, api_login: 'x', api_password: 'y', is_active: false },
      { name: 'Тест Склад', is_remote: false },
    ])
    .returning('id')
    .execute();
  const [south, north, inactive, warehouse] = vendors.map((vendor) => vendor.id);
  assert.ok(south && north && inactive && warehouse);
  await db
    .insertInto('offers')
    .values({ vendor_id: warehouse, good_id: filter.id, purchase_price: '500.00', amount: 3 })
    .execute();
  return { south, north, inactive, warehouse };
}

async function failure(promise: Promise<unknown>): Promise<SupplierError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof SupplierError, `expected SupplierError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the supplier call to fail');
}

function abcpAdapter(): RemoteSupplier {
  const adapter = createSupplierAdapters().get('abcp');
  assert.ok(adapter);
  return adapter;
}

describe('remote suppliers: ABCP client against the simulated suppliers', () => {
  let t: TestApp;
  let ids: Fixture;
  let remote: RemoteSuppliersHandle;
  let simulator: SupplierSimulator;

  before(async () => {
    t = await createTestApp({ demo: true });
    ids = await insertCatalog(t.db);
    // The same start as `buildApp` makes in demo mode, reachable from the tests.
    remote = await startRemoteSuppliers(t.db, true);
    assert.ok(remote.suppliers.simulator);
    simulator = remote.suppliers.simulator;
  });

  /** The south supplier's row as the adapter sees it, pointed at its simulated supplier. */
  const south = (changes: Partial<RemoteVendor> = {}): RemoteVendor => ({
    id: ids.south,
    name: 'Тест Юг',
    provider: 'abcp',
    apiUrl: simulator.urlFor(ids.south),
    login: 'south',
    password: 'south-secret',
    timeoutMs: 2000,
    currency: 'RUB',
    ...changes,
  });

  after(async () => {
    await remote.close();
    await t.close();
  });

  test("answers with offers of the part and its analogues, in the protocol's shape", async () => {
    const url = new URL('search/articles/', `${simulator.urlFor(ids.south)}/`);
    url.search = new URLSearchParams({
      userlogin: 'south',
      userpsw: abcpPasswordHash('south-secret'),
      number: 'w71275',
      brand: 'sim-mann',
      useOnlineStocks: '1',
    }).toString();
    const response = await fetch(url);
    assert.equal(response.status, 200);
    const articles = (await response.json()) as Record<string, unknown>[];
    assert.ok(articles.length >= 1);
    const first = articles[0];
    assert.ok(first);
    for (const field of ['brand', 'number', 'numberFix', 'description', 'itemKey']) {
      assert.equal(typeof first[field], 'string', field);
    }
    for (const field of [
      'price',
      'availability',
      'packing',
      'deliveryPeriod',
      'deliveryPeriodMax',
      'distributorId',
      'supplierCode',
    ]) {
      assert.equal(typeof first[field], 'number', field);
    }
    assert.equal(first.brand, 'SIM-MANN');
    assert.equal(first.number, 'W 712/75');
    assert.equal(first.numberFix, 'W71275');
  });

  test('a normal answer becomes RemoteItems: decimal prices, stock, packs, terms, refund', async () => {
    const items = await remote.suppliers.search(ids.south, 'SIM-MANN', 'w 712-75');
    const own = items.filter((item) => item.brand === 'SIM-MANN');
    assert.ok(own.length >= 1, 'the part asked for is always offered');
    for (const item of items) {
      assert.match(item.price, /^\d+(\.\d{1,2})?$/);
      assert.equal(item.currency, 'RUB');
      assert.ok(item.amount > 0);
      assert.ok(item.minAmount >= 1 && item.multiplicity >= 1);
      assert.equal(item.amount % item.multiplicity === 0 || item.amount === 100, true);
      assert.ok(item.deliveryHours >= 24);
      assert.equal(typeof item.refund.isAllowed, 'boolean');
      assert.equal(item.refund.percent, 0);
    }
    // Priced around the shop's own purchase price of 500 roubles.
    for (const item of own) {
      assert.equal(item.number, 'W 712/75');
      assert.equal(item.name, 'Фильтр масляный');
      const price = Number(item.price);
      assert.ok(price >= 425 && price <= 625, item.price);
    }
    const again = await remote.suppliers.search(
      { id: ids.south, name: 'Тест Юг', isRemote: true },
      'SIM-MANN',
      'W71275',
    );
    assert.deepEqual(again, items, 'the same question gets the same answer');
    const north = await remote.suppliers.search(ids.north, 'SIM-MANN', 'W71275');
    assert.notDeepEqual(
      north.map((item) => item.price),
      items.map((item) => item.price),
      'each supplier prices differently',
    );
  });

  test('a brand synonym finds the part; another brand or an unknown number gives no offers', async () => {
    const bySynonym = await remote.suppliers.search(ids.south, 'S-MANN', 'W71275');
    assert.ok(bySynonym.some((item) => item.brand === 'SIM-MANN'));
    assert.deepEqual(await remote.suppliers.search(ids.south, 'SIM-BOSCH', 'W71275'), []);
    assert.deepEqual(await remote.suppliers.search(ids.south, 'SIM-MANN', 'ZZ 999 404'), []);
  });

  test('a slow supplier hits its timeout quickly and delays nobody else', async () => {
    simulator.behave({ delayMs: 5000 }, ids.north);
    try {
      const started = performance.now();
      const [slow, fast] = await Promise.allSettled([
        remote.suppliers.search(ids.north, 'SIM-MANN', 'W71275'),
        remote.suppliers.search(ids.south, 'SIM-MANN', 'W71275').then((items) => ({
          items,
          ms: performance.now() - started,
        })),
      ]);
      const elapsed = performance.now() - started;
      assert.equal(slow.status, 'rejected');
      const error = await failure(Promise.reject(slow.reason));
      assert.equal(error.kind, 'timeout');
      assert.equal(error.message, 'Поставщик не ответил вовремя');
      assert.equal(error.vendorId, ids.north);
      assert.ok(elapsed < 300 + 400, `timeout of 300 ms took ${Math.round(elapsed)} ms`);
      assert.equal(fast.status, 'fulfilled');
      assert.ok(fast.value.items.length > 0);
      assert.ok(fast.value.ms < 300, `the other supplier took ${Math.round(fast.value.ms)} ms`);
    } finally {
      simulator.behave({}, ids.north);
    }
    // Part numbers starting with SLOW are slow without any set-up.
    const started = performance.now();
    const error = await failure(abcpAdapter().search(south({ timeoutMs: 250 }), '', 'SLOW-1'));
    assert.equal(error.kind, 'timeout');
    assert.ok(performance.now() - started < 250 + 400);
  });

  test('a failing supplier: HTTP 500, an ABCP error body', async () => {
    simulator.behave({ fail: 'http' });
    try {
      const error = await failure(remote.suppliers.search(ids.south, 'SIM-MANN', 'W71275'));
      assert.equal(error.kind, 'remote');
      assert.equal(error.message, 'Поставщик вернул ошибку: HTTP 500');
      simulator.behave({ fail: 'abcp' });
      const body = await failure(remote.suppliers.search(ids.north, 'SIM-MANN', 'W71275'));
      assert.equal(body.message, 'Поставщик вернул ошибку: Сервис временно недоступен');
    } finally {
      simulator.behave({});
    }
    const byNumber = await failure(remote.suppliers.search(ids.south, '', 'FAIL 1'));
    assert.equal(byNumber.message, 'Поставщик вернул ошибку: Сервис временно недоступен');
    assert.ok((await remote.suppliers.search(ids.south, 'SIM-MANN', 'W71275')).length > 0, 'recovers');
  });

  test("wrong credentials are the supplier's error", async () => {
    const error = await failure(abcpAdapter().search(south({ password: 'wrong' }), 'SIM-MANN', 'W71275'));
    assert.equal(error.kind, 'remote');
    assert.equal(error.message, 'Поставщик вернул ошибку: Неверный логин или пароль');
    const login = await failure(abcpAdapter().search(south({ login: 'north' }), '', 'W71275'));
    assert.equal(login.message, 'Поставщик вернул ошибку: Неверный логин или пароль');
  });

  test('unreachable, cancelled and unknown suppliers', async () => {
    const closed = south({ apiUrl: 'http://127.0.0.1:9/' });
    const network = await failure(abcpAdapter().search(closed, '', 'W71275'));
    assert.equal(network.kind, 'network');
    assert.equal(network.message, 'Поставщик недоступен');

    const controller = new AbortController();
    const pending = abcpAdapter().search(south(), '', 'SLOW 2', controller.signal);
    setTimeout(() => controller.abort(), 50);
    assert.equal((await failure(pending)).kind, 'aborted');

    for (const id of [ids.inactive, ids.warehouse, 999_999]) {
      const error = await failure(remote.suppliers.search(id, '', 'W71275'));
      assert.equal(error.kind, 'config');
      assert.match(error.message, cyrillic);
    }
  });

  test('closing stops the simulated suppliers; without demo mode there are none', async () => {
    const other = await startRemoteSuppliers(t.db, true);
    const url = other.suppliers.simulator?.urlFor(ids.south);
    assert.ok(url);
    await other.close();
    await assert.rejects(fetch(`${url}/search/articles/`));

    const real = await startRemoteSuppliers(t.db, false);
    assert.equal(real.suppliers.simulator, null);
    const error = await failure(real.suppliers.search(ids.south, '', 'W71275'));
    assert.equal(error.message, 'У поставщика не указан адрес API');
    await real.close();
  });

  test('GET /api/vendor/getRemoteVendors lists the active remote suppliers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/vendor/getRemoteVendors' });
    assert.equal(response.statusCode, 200);
    const vendors = json<Vendor[]>(response);
    assert.deepEqual(
      vendors.filter((vendor) => [ids.south, ids.north, ids.inactive, ids.warehouse].includes(vendor.id)),
      [
        { id: ids.south, name: 'Тест Юг', isRemote: true },
        { id: ids.north, name: 'Тест Север', isRemote: true },
      ],
    );
    assert.ok(vendors.every((vendor) => vendor.isRemote));
    assert.deepEqual(await remote.suppliers.remoteVendors(), vendors);
  });

  test('GET /api/vendor/delivery/statistics/{id} counts the last 90 days', async () => {
    const now = Date.now();
    const delivery = (daysAgo: number, lateHours: number | null) => {
      const promised = new Date(now - daysAgo * day);
      return {
        vendor_id: ids.south,
        sent_at: new Date(promised.getTime() - 3 * day),
        promised_at: promised,
        delivered_at: lateHours === null ? null : new Date(promised.getTime() + lateHours * hour),
      };
    };
    await t.db
      .insertInto('vendor_deliveries')
      .values([
        delivery(1, -5),
        delivery(10, 0),
        delivery(30, -24),
        delivery(40, 10),
        delivery(80, 5),
        // Older than 90 days, and not delivered yet: not counted.
        delivery(120, 50),
        delivery(0, null),
      ])
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/delivery/statistics/${ids.south}`,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json<VendorDeliveryStatistics>(response), {
      vendorId: ids.south,
      ordersTotal: 5,
      onTimePercent: 60,
      averageDelayHours: 7.5,
      // All promised in 3 days; they took 67, 72, 48, 82 and 77 hours: 2.9 days on average.
      terms: [{ promisedDays: 3, deliveries: 5, actualDays: 2.9 }],
    });

    const empty = await t.app.inject({ method: 'GET', url: `/api/vendor/delivery/statistics/${ids.north}` });
    assert.deepEqual(json<VendorDeliveryStatistics>(empty), {
      vendorId: ids.north,
      ordersTotal: 0,
      onTimePercent: 0,
      averageDelayHours: 0,
      terms: [],
    });

    const unknown = await t.app.inject({ method: 'GET', url: '/api/vendor/delivery/statistics/999999' });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(json(unknown), { code: 404, message: 'Поставщик не найден' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/vendor/delivery/statistics/abc' });
    assert.equal(malformed.statusCode, 400);
  });

  test('the demo delivery history gives every remote supplier its statistics', async () => {
    assert.ok((await seedDemoDeliveries(t.db)) >= 60);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/delivery/statistics/${ids.north}`,
    });
    const statistics = json<VendorDeliveryStatistics>(response);
    assert.ok(statistics.ordersTotal >= 25, JSON.stringify(statistics));
    assert.ok(statistics.onTimePercent > 0 && statistics.onTimePercent < 100, JSON.stringify(statistics));
    assert.ok(
      statistics.averageDelayHours >= 2 && statistics.averageDelayHours <= 30,
      JSON.stringify(statistics),
    );
  });
});

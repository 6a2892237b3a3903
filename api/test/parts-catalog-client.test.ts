import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadPartsCatalogConfig } from '../src/oem-catalogs/parts-catalog-config.js';
import { createTestApp, type TestApp } from './helpers.js';
import { partsCatalogKey, partsCatalogVin, startPartsCatalogSimulator } from './parts-catalog-simulator.js';

function appFor(url: string, key = partsCatalogKey, timeoutMs = 1_000): Promise<TestApp> {
  const partsCatalog = loadPartsCatalogConfig({
    PARTS_CATALOG_URL: url,
    PARTS_CATALOG_KEY: key,
    PARTS_CATALOG_TIMEOUT_MS: String(timeoutMs),
  });
  return createTestApp({ demo: false, partsCatalog });
}

async function get<T>(t: TestApp, url: string, status = 200): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, status, `${url}: ${response.body}`);
  return response.json<T>();
}

describe("parts-catalog client against the 'Catalogs API' simulator", () => {
  it('passes catalogs, models, cars, groups and parts through in the same shapes', async () => {
    const sim = await startPartsCatalogSimulator();
    const t = await appFor(sim.url);
    try {
      assert.deepEqual(await get(t, '/api/parts-catalog/fetch-catalogs'), [
        { id: 'vw', name: 'Volkswagen', modelsCount: 1 },
      ]);
      assert.deepEqual(await get(t, '/api/parts-catalog/fetch-catalogs/vw'), [
        { id: 'polo', name: 'Polo', img: null },
      ]);
      const cars = await get<{ id: string; vin: string | null; parameters: { key: string }[] }[]>(
        t,
        `/api/parts-catalog/fetch-vehicles-by-vin/${partsCatalogVin.toLowerCase()}`,
      );
      assert.equal(cars[0]?.vin, partsCatalogVin);
      assert.equal(cars[0]?.parameters[0]?.key, 'engine');
      const ofModel = await get<unknown[]>(t, '/api/parts-catalog/fetch-vehicles/?catalogId=vw&modelId=polo');
      assert.equal(ofModel.length, 1);
      const car = await get<{ id: string }>(t, '/api/parts-catalog/fetch-vehicle?catalogId=vw&carId=car-1');
      assert.equal(car.id, 'car-1');
      const top = await get<{ id: string; hasSubgroups: boolean }[]>(
        t,
        '/api/parts-catalog/fetch-quick-group?catalogId=vw&carId=car-1',
      );
      assert.deepEqual(
        top.map((g) => [g.id, g.hasSubgroups]),
        [['g1', true]],
      );
      const units = await get<{ id: string }[]>(
        t,
        '/api/parts-catalog/fetch-units?catalogId=vw&carId=car-1&groupId=g1',
      );
      assert.deepEqual(
        units.map((g) => g.id),
        ['g2'],
      );
      const unit = await get<{
        partGroups: { parts: { brand: string }[] }[];
        positions: { coordinates: number[] }[];
      }>(t, '/api/parts-catalog/fetch-unit?catalogId=vw&carId=car-1&groupId=g2');
      assert.equal(unit.partGroups[0]?.parts[0]?.brand, 'VAG');
      assert.deepEqual(unit.positions[0]?.coordinates, [10, 20, 30, 30]);
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/parts-catalog/fetch-vehicle?catalogId=vw&carId=nope',
      });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json<{ message: string }>().message, 'Автомобиль не найден');
    } finally {
      await t.close();
      await sim.close();
    }
  });

  it('answers 503 on a slow service and 502 on a failing or refusing one, in Russian', async () => {
    const slow = await startPartsCatalogSimulator('slow');
    const failing = await startPartsCatalogSimulator('fail');
    const ok = await startPartsCatalogSimulator();
    const apps = {
      slow: await appFor(slow.url, partsCatalogKey, 300),
      failing: await appFor(failing.url),
      refusing: await appFor(ok.url, 'wrong'),
    };
    try {
      const started = performance.now();
      const timedOut = await apps.slow.app.inject({
        method: 'GET',
        url: '/api/parts-catalog/fetch-catalogs',
      });
      assert.ok(performance.now() - started < 2_000);
      assert.equal(timedOut.statusCode, 503);
      assert.equal(
        timedOut.json<{ message: string }>().message,
        'Каталог производителя не ответил вовремя, повторите попытку позже',
      );
      for (const t of [apps.failing, apps.refusing]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/parts-catalog/fetch-catalogs' });
        assert.equal(response.statusCode, 502);
        assert.equal(
          response.json<{ message: string }>().message,
          'Каталог производителя временно недоступен, повторите попытку позже',
        );
      }
    } finally {
      for (const t of Object.values(apps)) await t.close();
      await slow.close();
      await failing.close();
      await ok.close();
    }
  });
});

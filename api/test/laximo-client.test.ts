import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadLaximoConfig } from '../src/oem-catalogs/laximo/config.js';
import type {
  CatalogInfo,
  QuickGroup,
  UnitInfo,
  UnitWithDetails,
  Vehicle,
  VehicleInfo,
} from '../src/oem-catalogs/types.js';
import { createTestApp, type TestApp } from './helpers.js';
import {
  simulatorAccount,
  simulatorVin,
  startLaximoSimulator,
  type LaximoSimulator,
} from './laximo-simulator.js';

async function appFor(sim: LaximoSimulator, key = simulatorAccount.key, timeoutMs = 1_000): Promise<TestApp> {
  const laximo = loadLaximoConfig({
    LAXIMO_LOGIN: simulatorAccount.login,
    LAXIMO_KEY: key,
    LAXIMO_URL: sim.url,
    LAXIMO_TIMEOUT_MS: String(timeoutMs),
  });
  return createTestApp({ demo: false, laximo });
}

async function get<T>(t: TestApp, url: string, status = 200): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, status, `${url}: ${response.body}`);
  return response.json<T>();
}

describe('Laximo client against the simulator', () => {
  let sim: LaximoSimulator;
  let t: TestApp;
  before(async () => {
    sim = await startLaximoSimulator();
    t = await appFor(sim);
  });
  after(async () => {
    await t.close();
    await sim.close();
  });

  it('maps catalogs, the wizard, vehicles, quick groups and a unit to the shop shapes', async () => {
    const catalogs = await get<{ code: string; features: { name: string }[] }[]>(t, '/api/laximo2/catalogs');
    assert.deepEqual(
      catalogs.map((c) => c.code),
      ['TOYOTA00'],
    );
    assert.deepEqual(
      catalogs[0]?.features.map((f) => f.name),
      ['wizardsearch2', 'vinsearch', 'quickgroups'],
      'features the shop does not know are left out',
    );
    const start = await get<CatalogInfo>(t, '/api/laximo2/catalog_info?catalogCode=TOYOTA00');
    assert.equal(start.allowListVehicles, false);
    const key = start.wizard[0]?.options[0]?.key ?? '';
    const chosen = await get<CatalogInfo>(
      t,
      `/api/laximo2/catalog_info?${new URLSearchParams({ catalogCode: 'TOYOTA00', ssd: key })}`,
    );
    assert.equal(chosen.wizard[0]?.value, 'CAMRY');
    assert.equal(chosen.allowListVehicles, true);
    const wizardCars = await get<{ vehicles: Vehicle[] }>(
      t,
      `/api/laximo2/vehicles?${new URLSearchParams({ catalogCode: 'TOYOTA00', ssd: key })}`,
    );
    assert.equal(wizardCars.vehicles[0]?.vehicleId, '7');

    const byVin = await get<{
      vehicles: Vehicle[];
      decoded: { maker: string; catalogCode: string | null } | null;
    }>(t, `/api/laximo2/vehicles?identString=${simulatorVin}`);
    assert.equal(byVin.vehicles[0]?.name, 'CAMRY');
    assert.equal(byVin.decoded?.maker, 'Toyota');
    assert.equal(byVin.decoded?.catalogCode, 'TOYOTA00', "the found vehicle's catalog");
    const car = byVin.vehicles[0];
    const base = { catalogCode: 'TOYOTA00', ssd: car?.ssd ?? '', vehicleId: car?.vehicleId ?? '' };
    const page = await get<VehicleInfo>(t, `/api/laximo2/vehicle?${new URLSearchParams(base)}`);
    assert.deepEqual(page.categories, [{ categoryId: '10', name: 'Двигатель', parentId: null }]);
    assert.match(page.units[0]?.imageUrl ?? '', /%size%/);

    const { groups } = await get<{ groups: QuickGroup[] }>(
      t,
      `/api/laximo2/quick_groups?${new URLSearchParams(base)}`,
    );
    assert.deepEqual(groups, [{ quickGroupId: '11', name: 'Масляный фильтр', link: true, children: [] }]);
    const { units } = await get<{ units: UnitWithDetails[] }>(
      t,
      `/api/laximo2/quick_groups?${new URLSearchParams({ ...base, groupId: '11' })}`,
    );
    assert.deepEqual(units[0]?.details[0], {
      codeOnImage: '1',
      oem: '90915-YZZE1',
      brand: 'TOYOTA',
      name: 'Фильтр масляный',
      amount: '1',
      note: null,
    });
    const unit = await get<UnitInfo>(
      t,
      `/api/laximo2/unit?${new URLSearchParams({ catalogCode: 'TOYOTA00', ssd: units[0]?.ssd ?? '', unitId: '42' })}`,
    );
    assert.equal(unit.details.length, 2);
    assert.deepEqual(unit.imageMap[0], { code: '1', x1: 10, y1: 20, x2: 40, y2: 50 });
    const used = await get<{ vehicles: { vehicleId: string }[] }>(
      t,
      '/api/laximo2/where_used?oem=90915-YZZE1&brand=toyota',
    );
    assert.deepEqual(
      used.vehicles.map((v) => v.vehicleId),
      ['7'],
    );
    assert.ok(sim.calls.includes('findApplicableVehicles'));
  });

  it("turns the service's errors into the shop's: a bad ssd 400, an unknown catalog 404", async () => {
    const ssd = await t.app.inject({
      method: 'GET',
      url: '/api/laximo2/catalog_info?catalogCode=TOYOTA00&ssd=forged',
    });
    assert.equal(ssd.statusCode, 400);
    assert.equal(
      ssd.json<{ message: string }>().message,
      'Неверный параметр ssd: начните выбор автомобиля заново',
    );
    const catalog = await t.app.inject({ method: 'GET', url: '/api/laximo2/catalog_info?catalogCode=NOPE' });
    assert.equal(catalog.statusCode, 404);
  });
});

describe('Laximo client: slow, failing and refusing services', () => {
  it('gives up on a slow service with 503 in Russian, without hanging', async () => {
    const sim = await startLaximoSimulator('slow', 5_000);
    const t = await appFor(sim, simulatorAccount.key, 300);
    try {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/laximo2/catalogs' });
      assert.ok(performance.now() - started < 2_000);
      assert.equal(response.statusCode, 503);
      assert.equal(
        response.json<{ message: string }>().message,
        'Каталог производителя не ответил вовремя, повторите попытку позже',
      );
    } finally {
      await t.close();
      await sim.close();
    }
  });

  it('answers 502 in Russian when the service fails, refuses the key or is not there', async () => {
    const failing = await startLaximoSimulator('fail');
    const ok = await startLaximoSimulator();
    const gone = await startLaximoSimulator();
    await gone.close();
    const apps = [await appFor(failing), await appFor(ok, 'wrong-key'), await appFor(gone)];
    try {
      for (const t of apps) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/laximo2/vehicles?identString=${simulatorVin}`,
        });
        assert.equal(response.statusCode, 502);
        assert.equal(
          response.json<{ message: string }>().message,
          'Каталог производителя временно недоступен, повторите попытку позже',
        );
      }
    } finally {
      for (const t of apps) await t.close();
      await failing.close();
      await ok.close();
    }
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, CarFromVin, CatalogVehicle, Vehicle, VehicleList } from '@shop/shared';
import { seedDemoOemCatalog } from '../src/demo/oem/seed.js';
import { badSsdMessage } from '../src/oem-catalogs/ssd.js';
import type { Vehicle as CatalogAnswerVehicle } from '../src/oem-catalogs/types.js';
import { bearer, countRows, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';

let t: TestApp;
const tokens = { retail: '', wholesale: '' };

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function garage(token: string): Promise<Vehicle[]> {
  const response = await call('GET', '/api/v2/cars', token);
  assert.equal(response.statusCode, 200, response.body);
  return json<VehicleList>(response).items;
}

/** A VW of the demo catalog as the wizard lists it (no VIN): catalog code, vehicle id and its signed ssd. */
async function wizardVehicle(): Promise<CatalogVehicle> {
  const response = await call('GET', '/api/laximo2/vehicles?catalogCode=VW&ssd=');
  assert.equal(response.statusCode, 200, response.body);
  const [vehicle] = json<{ vehicles: CatalogAnswerVehicle[] }>(response).vehicles;
  assert.ok(vehicle);
  return { catalogCode: vehicle.catalogCode, vehicleId: vehicle.vehicleId, ssd: vehicle.ssd };
}

/** The ssd with one character of its signed part changed. */
function tampered(ssd: string): string {
  const at = ssd.indexOf('.') - 2;
  return `${ssd.slice(0, at)}${ssd[at] === 'A' ? 'B' : 'A'}${ssd.slice(at + 1)}`;
}

before(async () => {
  t = await createTestApp();
  await seedDemoOemCatalog(t.db);
  tokens.retail = await login(t.app, demo.retail.email, demo.retail.password);
  tokens.wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
});
after(() => t.close());

describe('garage (cars)', () => {
  it('is for signed-in users only', async () => {
    assert.equal((await call('GET', '/api/v2/cars')).statusCode, 401);
    assert.equal(
      (await call('POST', '/api/v2/cars', undefined, { mark: 'Lada', model: 'Vesta' })).statusCode,
      401,
    );
  });

  it('adds, lists and changes the user own cars; the VIN is upper-cased', async () => {
    const added = await call('POST', '/api/v2/cars', tokens.retail, {
      mark: ' Toyota ',
      model: 'Camry',
      modification: '2.5 AT',
      vin: 'jtdbe32k123456789',
      year: 2019,
    });
    assert.equal(added.statusCode, 200, added.body);
    const car = json<Vehicle>(added);
    assert.deepEqual(car, {
      id: car.id,
      mark: 'Toyota',
      model: 'Camry',
      modification: '2.5 AT',
      vin: 'JTDBE32K123456789',
      year: 2019,
      catalogVehicle: null,
    });
    assert.deepEqual(await garage(tokens.retail), [car]);
    assert.deepEqual(await garage(tokens.wholesale), []);

    const changed = await call('PUT', `/api/v2/cars/${car.id}`, tokens.retail, {
      mark: 'Toyota',
      model: 'Camry',
      vin: '',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(json<Vehicle>(changed), { ...car, modification: '', vin: null, year: null });
  });

  it("answers 404 for another user's car and changes nothing", async () => {
    const [car] = await garage(tokens.retail);
    assert.ok(car);
    const put = await call('PUT', `/api/v2/cars/${car.id}`, tokens.wholesale, { mark: 'ВАЗ', model: '2107' });
    assert.equal(put.statusCode, 404);
    assert.equal(json<ApiErrorBody>(put).message, 'Автомобиль не найден');
    assert.equal((await call('DELETE', `/api/v2/cars/${car.id}`, tokens.wholesale)).statusCode, 404);
    assert.deepEqual(await garage(tokens.retail), [car]);
    assert.equal((await call('DELETE', `/api/v2/cars/${car.id}`, tokens.retail)).statusCode, 204);
    assert.deepEqual(await garage(tokens.retail), []);
  });

  it("refuses bad input with the shared rules' Russian messages and writes nothing", async () => {
    const cases: { body: object; path: string; message: string }[] = [
      { body: { model: 'Vesta' }, path: 'mark', message: 'Поле «Марка» не должно быть пустым' },
      { body: { mark: 'Lada', model: '  ' }, path: 'model', message: 'Поле «Модель» не должно быть пустым' },
      {
        body: { mark: 'Lada', model: 'Vesta', vin: 'XTA21099O12345678' },
        path: 'vin',
        message: 'Неверный формат VIN',
      },
      { body: { mark: 'Lada', model: 'Vesta', vin: 'XTA2109' }, path: 'vin', message: 'Неверный формат VIN' },
      {
        body: { mark: 'Lada', model: 'Vesta', year: 1800 },
        path: 'year',
        message: 'Значение должно быть более или равно 1900',
      },
      {
        body: { mark: 'Lada', model: 'Vesta', year: 2019.5 },
        path: 'year',
        message: 'Значение должно быть целым числом',
      },
      {
        body: { mark: 'Lada', model: 'Vesta', modification: 'м'.repeat(256) },
        path: 'modification',
        message: 'Поле «Модификация» должно содержать не более 255 символов',
      },
    ];
    for (const { body, path, message } of cases) {
      const response = await call('POST', '/api/v2/cars', tokens.retail, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      const error = json<ApiErrorBody>(response);
      assert.match(error.message, cyrillic);
      assert.equal(error.violations?.find((violation) => violation.propertyPath === path)?.message, message);
    }
    assert.equal(await countRows(t.db, 'cars'), 0);
  });
});

describe('garage: the catalog vehicle of a car found through the wizard', () => {
  const polo = { mark: 'VW', model: 'Polo седан', modification: '1.6 MPI', year: 2012 };

  it('is stored with the car, answered by v1 and v2, and still opens the catalog', async () => {
    const catalogVehicle = await wizardVehicle();
    const added = await call('POST', '/api/v2/cars', tokens.retail, { ...polo, catalogVehicle });
    assert.equal(added.statusCode, 200, added.body);
    const car = json<Vehicle>(added);
    assert.deepEqual(car, { id: car.id, ...polo, vin: null, catalogVehicle });
    assert.deepEqual(await garage(tokens.retail), [car]);
    const v1 = await call('GET', '/api/cars', tokens.retail);
    assert.equal(v1.statusCode, 200, v1.body);
    assert.deepEqual(json<VehicleList>(v1), { items: [car], total: 1, page: 1, perPage: 100 });

    const opened = await call(
      'GET',
      `/api/laximo2/vehicle?${new URLSearchParams({ ...catalogVehicle })}`,
      tokens.retail,
    );
    assert.equal(opened.statusCode, 200, opened.body);
    assert.equal(json<{ vehicle: CatalogAnswerVehicle }>(opened).vehicle.vehicleId, catalogVehicle.vehicleId);
  });

  it('stays when a change leaves it out, goes with null', async () => {
    const [car] = await garage(tokens.retail);
    assert.ok(car?.catalogVehicle);
    const renamed = await call('PUT', `/api/v2/cars/${car.id}`, tokens.retail, { ...polo, model: 'Polo' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual(json<Vehicle>(renamed), { ...car, model: 'Polo' });
    const cleared = await call('PUT', `/api/v2/cars/${car.id}`, tokens.retail, {
      ...polo,
      catalogVehicle: null,
    });
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.equal(json<Vehicle>(cleared).catalogVehicle, null);
    const again = await call('PUT', `/api/v2/cars/${car.id}`, tokens.retail, {
      ...polo,
      catalogVehicle: car.catalogVehicle,
    });
    assert.deepEqual(json<Vehicle>(again), car);
  });

  it('refuses a tampered or foreign ssd and an unknown vehicle in Russian, writing nothing', async () => {
    const [car] = await garage(tokens.retail);
    assert.ok(car?.catalogVehicle);
    const good = car.catalogVehicle;
    const cases: { catalogVehicle: object; message: string }[] = [
      { catalogVehicle: { ...good, ssd: tampered(good.ssd) }, message: badSsdMessage },
      { catalogVehicle: { ...good, ssd: `${good.ssd}.x` }, message: badSsdMessage },
      { catalogVehicle: { ...good, catalogCode: 'LADA' }, message: badSsdMessage },
      { catalogVehicle: { ...good, vehicleId: '999999' }, message: 'Автомобиль не найден в каталоге' },
      { catalogVehicle: { ...good, catalogCode: 'NOPE' }, message: badSsdMessage },
    ];
    for (const { catalogVehicle, message } of cases) {
      for (const [method, url] of [
        ['POST', '/api/v2/cars'],
        ['POST', '/api/cars'],
        ['PUT', `/api/v2/cars/${car.id}`],
      ] as const) {
        const response = await call(method, url, tokens.retail, {
          ...polo,
          model: 'Tampered',
          catalogVehicle,
        });
        assert.equal(response.statusCode, 400, `${method} ${url} ${JSON.stringify(catalogVehicle)}`);
        const error = json<ApiErrorBody>(response);
        assert.match(error.message, cyrillic);
        assert.deepEqual(error.violations, [{ propertyPath: 'catalogVehicle', message }]);
      }
    }
    const partial = await call('POST', '/api/v2/cars', tokens.retail, {
      ...polo,
      catalogVehicle: { catalogCode: 'VW' },
    });
    assert.equal(partial.statusCode, 400);
    assert.equal(
      json<ApiErrorBody>(partial).violations?.find((v) => v.propertyPath === 'catalogVehicle.ssd')?.message,
      'Поле «ssd» не должно быть пустым',
    );
    assert.equal(await countRows(t.db, 'cars'), 1);
    assert.deepEqual(await garage(tokens.retail), [car]);
  });

  it("answers 404 for another user's car, v1 and v2, and changes nothing", async () => {
    const [car] = await garage(tokens.retail);
    assert.ok(car);
    const other = await call('PUT', `/api/v2/cars/${car.id}`, tokens.wholesale, {
      mark: 'VW',
      model: 'Чужой',
      catalogVehicle: null,
    });
    assert.equal(other.statusCode, 404);
    assert.equal(json<ApiErrorBody>(other).message, 'Автомобиль не найден');
    const removed = await call('POST', '/api/cars/remove', tokens.wholesale, { id: car.id });
    assert.equal(removed.statusCode, 404);
    assert.deepEqual(await garage(tokens.retail), [car]);
  });

  it('v1 adds and removes (POST /api/cars, POST /api/cars/remove); both lists page by page and perPage', async () => {
    const added = await call('POST', '/api/cars', tokens.retail, { mark: 'Lada', model: 'Vesta' });
    assert.equal(added.statusCode, 200, added.body);
    const lada = json<Vehicle>(added);
    assert.equal(lada.catalogVehicle, null);
    const [first] = await garage(tokens.retail);
    for (const base of ['/api/cars', '/api/v2/cars']) {
      const second = await call('GET', `${base}?page=2&perPage=1`, tokens.retail);
      assert.equal(second.statusCode, 200, second.body);
      assert.deepEqual(json<VehicleList>(second), { items: [lada], total: 2, page: 2, perPage: 1 });
      const page1 = json<VehicleList>(await call('GET', `${base}?page=1&perPage=100`, tokens.retail));
      assert.deepEqual(page1.items, [first, lada]);
      for (const query of ['perPage=101', 'perPage=0', 'page=0', 'page=x']) {
        const refused = await call('GET', `${base}?${query}`, tokens.retail);
        assert.equal(refused.statusCode, 400, `${base}?${query}`);
        assert.match(json<ApiErrorBody>(refused).message, cyrillic);
      }
    }
    assert.equal((await call('GET', '/api/cars')).statusCode, 401);
    assert.equal((await call('POST', '/api/cars/remove', undefined, { id: lada.id })).statusCode, 401);
    const removed = await call('POST', '/api/cars/remove', tokens.retail, { id: lada.id });
    assert.equal(removed.statusCode, 204);
    assert.equal((await call('POST', '/api/cars/remove', tokens.retail, { id: lada.id })).statusCode, 404);
    assert.equal((await garage(tokens.retail)).length, 1);
  });
});

describe('a car from its VIN (the garage form)', () => {
  it('decodes the make, model, modification and year as the catalog does, with its catalog vehicle', async () => {
    assert.equal((await call('GET', '/api/v2/cars/vin/XW8ZZZ61ZCG012345')).statusCode, 401);
    const response = await call('GET', '/api/v2/cars/vin/xw8zzz61zcg012345', tokens.retail);
    assert.equal(response.statusCode, 200, response.body);
    const car = json<CarFromVin>(response);
    assert.equal(car.mark, 'Volkswagen');
    assert.match(car.model, /Polo/);
    assert.match(car.modification, /1[.,]6.*CFNA|CFNA.*1[.,]6/);
    assert.equal(car.year, 2012, 'C in the tenth place');
    assert.doesNotMatch(car.modification, /л\.с\..*л\.с\./, 'the power is told once');
    assert.equal(car.catalogVehicle?.catalogCode, 'VW');
    const saved = await call('POST', '/api/v2/cars', tokens.retail, { ...car, vin: 'XW8ZZZ61ZCG012345' });
    assert.equal(saved.statusCode, 200, 'the answer is a car the garage takes as it is');
  });

  it('tells only the make and year of a VIN the catalog does not know, and refuses a broken one', async () => {
    const response = await call('GET', '/api/v2/cars/vin/XTA210990Y2766389', tokens.retail);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(json<CarFromVin>(response), {
      mark: 'LADA',
      model: '',
      modification: '',
      year: 2000,
      catalogVehicle: null,
    });
    const broken = await call('GET', '/api/v2/cars/vin/XW8ZZZ61ZCG01234I', tokens.retail);
    assert.equal(broken.statusCode, 400);
    assert.deepEqual(json<ApiErrorBody>(broken).violations, [
      { propertyPath: 'vin', message: 'Неверный формат VIN' },
    ]);
  });
});

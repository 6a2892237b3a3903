import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, Vehicle, VehicleList } from '@shop/shared';
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

before(async () => {
  t = await createTestApp();
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

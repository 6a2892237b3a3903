import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, FindByQueryResponse, Good, NotepadRecord, User, Vehicle } from '@shop/shared';
import { bearer, countRows, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';

let t: TestApp;
const tokens = { retail: '', wholesale: '' };
let mann: Good;
let bosch: Good;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function ok<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
): Promise<T> {
  const response = await call(method, url, token, payload);
  assert.equal(response.statusCode, 200, response.body);
  return json<T>(response);
}

const list = (token: string, query = '') => ok<NotepadRecord[]>('GET', `/api/notepad/record/${query}`, token);

async function part(brandName: string, number: string, token?: string): Promise<Good> {
  const query = new URLSearchParams({ brandName, number, crosses: 'false', survey: 'false' });
  const found = await ok<FindByQueryResponse>('GET', `/api/v2/search/findByQuery?${query}`, token ?? '');
  assert.ok(found.goods[0]);
  return found.goods[0];
}

before(async () => {
  t = await createTestApp({}, {}, { catalog: true });
  tokens.retail = await login(t.app, demo.retail.email, demo.retail.password);
  tokens.wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
  mann = await part('MANN-FILTER', 'W 712/75');
  bosch = await part('BOSCH', '0 451 103 316');
});
after(() => t.close());

describe('favourites notepad', () => {
  it('is for signed-in users only', async () => {
    assert.equal((await call('GET', '/api/notepad/record/')).statusCode, 401);
    assert.equal(
      (await call('POST', '/api/notepad/record/new', undefined, { good: mann.id })).statusCode,
      401,
    );
  });

  it('adds a record with defaults, priced best offer and the good marked as a favourite', async () => {
    assert.equal((await part('MANN-FILTER', 'W 712/75', tokens.retail)).isInFavorite, false);
    const record = await ok<NotepadRecord>('POST', '/api/notepad/record/new', tokens.retail, {
      good: mann.id,
    });
    assert.equal(record.amount, 0);
    assert.equal(record.comment, '');
    assert.equal(record.car, null);
    assert.deepEqual(record.good, {
      id: mann.id,
      name: mann.name,
      number: 'W 712/75',
      brand: { name: 'MANN-FILTER' },
      isInFavorite: true,
    });
    // The offer the stock rule lets the user add now: the office's own stock first (SPEC §6), at his price.
    const profile = await ok<User>('GET', '/api/user', tokens.retail);
    const officeVendorId = profile.office?.vendor.id;
    const offers = (await part('MANN-FILTER', 'W 712/75', tokens.retail)).offers;
    const office = offers.find((offer) => offer.vendor.id === officeVendorId && offer.amount > 0);
    assert.ok(office && record.offer);
    assert.ok(
      offers.some((offer) => offer.amount > 0 && offer.price < office.price),
      'a cheaper warehouse',
    );
    assert.equal(record.offer.itemKey, office.itemKey);
    assert.equal(record.offer.price, office.price);
    const added = await call('POST', '/api/v2/cart/add', tokens.retail, {
      itemKey: record.offer.itemKey,
      amount: 1,
    });
    assert.equal(added.statusCode, 200, added.body);

    // isInFavorite in the search and on the part page, for this user only.
    assert.equal((await part('MANN-FILTER', 'W 712/75', tokens.retail)).isInFavorite, true);
    assert.equal((await part('MANN-FILTER', 'W 712/75', tokens.wholesale)).isInFavorite, false);
    assert.equal((await part('MANN-FILTER', 'W 712/75')).isInFavorite, false);
    const page = await ok<Good>('GET', '/api/goods/MANN-FILTER/W71275', tokens.retail);
    assert.equal(page.isInFavorite, true);
    const analogues = await ok<FindByQueryResponse>(
      'GET',
      '/api/v2/search/findByQuery?brandName=BOSCH&number=0451103316&survey=false',
      tokens.retail,
    );
    assert.equal(analogues.goods.find((good) => good.id === mann.id)?.isInFavorite, true);
    assert.equal(analogues.goods[0]?.isInFavorite, false);
  });

  it('prices the best offer for the viewer: the wholesale user sees his own price', async () => {
    const record = await ok<NotepadRecord>('POST', '/api/notepad/record/new', tokens.wholesale, {
      good: mann.id,
      amount: 2,
    });
    const retail = (await list(tokens.retail)).find((item) => item.good.id === mann.id);
    assert.ok(record.offer && retail?.offer);
    assert.notEqual(record.offer.price, retail.offer.price);
  });

  it('keeps a comment, an amount and one of the user own cars; filters by text, brand and car', async () => {
    const car = await ok<Vehicle>('POST', '/api/v2/cars', tokens.retail, { mark: 'Lada', model: 'Vesta' });
    const record = await ok<NotepadRecord>('POST', '/api/notepad/record/new', tokens.retail, {
      good: bosch.id,
      amount: 4,
      comment: '  на зиму, для Весты  ',
      car: car.id,
    });
    assert.equal(record.comment, 'на зиму, для Весты');
    assert.deepEqual(record.car, { id: car.id, mark: 'Lada', model: 'Vesta', modification: '' });

    const ids = async (query: string) => (await list(tokens.retail, query)).map((item) => item.good.id);
    assert.deepEqual(await ids(''), [bosch.id, mann.id]);
    assert.deepEqual(await ids('?text=0451103316'), [bosch.id]);
    assert.deepEqual(await ids('?text=w712'), [mann.id]);
    assert.deepEqual(await ids(`?text=${encodeURIComponent('зиму')}`), [bosch.id]);
    assert.deepEqual(await ids('?text=mann'), [mann.id]);
    assert.deepEqual(await ids('?brand=bosch'), [bosch.id]);
    assert.deepEqual(await ids(`?car=${car.id}`), [bosch.id]);
    assert.deepEqual(await ids('?text=%25'), []);

    // A car removed from the garage leaves the record without a car.
    assert.equal((await call('DELETE', `/api/v2/cars/${car.id}`, tokens.retail)).statusCode, 204);
    assert.equal((await list(tokens.retail)).find((item) => item.id === record.id)?.car, null);
  });

  it('updates a record, and deleting the last one of a good clears isInFavorite', async () => {
    const [record] = await list(tokens.retail, '?brand=bosch');
    assert.ok(record);
    const updated = await ok<NotepadRecord>('PUT', `/api/notepad/record/${record.id}`, tokens.retail, {
      good: bosch.id,
      amount: 0,
      comment: 'передумал',
    });
    assert.equal(updated.comment, 'передумал');
    assert.equal(updated.amount, 0);
    assert.equal((await part('BOSCH', '0451103316', tokens.retail)).isInFavorite, true);
    assert.equal((await call('DELETE', `/api/notepad/record/${record.id}`, tokens.retail)).statusCode, 204);
    assert.equal((await part('BOSCH', '0451103316', tokens.retail)).isInFavorite, false);
    assert.equal((await call('DELETE', `/api/notepad/record/${record.id}`, tokens.retail)).statusCode, 404);
  });

  it("answers 404 for another user's record and changes nothing", async () => {
    const [theirs] = await list(tokens.wholesale);
    assert.ok(theirs);
    const before = await countRows(t.db, 'notepad_records');
    const put = await call('PUT', `/api/notepad/record/${theirs.id}`, tokens.retail, {
      good: bosch.id,
      amount: 9,
      comment: 'чужая',
    });
    assert.equal(put.statusCode, 404);
    assert.equal(json<ApiErrorBody>(put).message, 'Запись не найдена');
    assert.equal((await call('DELETE', `/api/notepad/record/${theirs.id}`, tokens.retail)).statusCode, 404);
    assert.equal(await countRows(t.db, 'notepad_records'), before);
    const [after] = await list(tokens.wholesale);
    assert.deepEqual(after, theirs);
    assert.ok(!(await list(tokens.retail)).some((item) => item.id === theirs.id));
  });

  it("refuses bad input with the shared rules' Russian messages and writes nothing", async () => {
    const [theirCar] = [
      await ok<Vehicle>('POST', '/api/v2/cars', tokens.wholesale, { mark: 'ГАЗ', model: '3110' }),
    ];
    assert.ok(theirCar);
    const before = await countRows(t.db, 'notepad_records');
    const cases: { body: object; path: string; message: string }[] = [
      { body: {}, path: 'good', message: 'Поле «Номер запчасти» не должно быть пустым' },
      {
        body: { good: mann.id, amount: -1 },
        path: 'amount',
        message: 'Значение должно быть более или равно 0',
      },
      { body: { good: mann.id, amount: 1.5 }, path: 'amount', message: 'Значение должно быть целым числом' },
      {
        body: { good: mann.id, comment: 'я'.repeat(1001) },
        path: 'comment',
        message: 'Поле «Комментарий» должно содержать не более 1000 символов',
      },
      { body: { good: 2_000_000_000 }, path: 'good', message: 'Запчасть не найдена' },
      { body: { good: mann.id, car: theirCar.id }, path: 'car', message: 'Автомобиль не найден' },
    ];
    for (const { body, path, message } of cases) {
      const response = await call('POST', '/api/notepad/record/new', tokens.retail, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      const error = json<ApiErrorBody>(response);
      assert.match(error.message, cyrillic);
      assert.deepEqual(
        error.violations?.find((violation) => violation.propertyPath === path)?.message,
        message,
        JSON.stringify(error),
      );
    }
    assert.equal(await countRows(t.db, 'notepad_records'), before);
  });
});

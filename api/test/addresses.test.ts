import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressSuggestion, ApiErrorBody, DeliveryAddress } from '@shop/shared';
import { HOUSE_REQUIRED_MESSAGE } from '@shop/shared/validation';
import { offlineEntryCount, suggestOffline } from '../src/addresses/offline-suggest.js';
import { bearer, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';

describe('delivery addresses', () => {
  let t: TestApp;
  const tokens = { retail: '', wholesale: '' };

  before(async () => {
    t = await createTestApp();
    tokens.retail = await login(t.app, demo.retail.email, demo.retail.password);
    tokens.wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
  });
  after(() => t.close());

  async function list(token: string): Promise<DeliveryAddress[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/delivery_addresses',
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 200, response.body);
    return json<DeliveryAddress[]>(response);
  }

  function add(token: string, payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/api/delivery-address',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  }

  it('lists the saved addresses of the user', async () => {
    const wholesale = await list(tokens.wholesale);
    assert.equal(wholesale[0]?.address, 'Респ Крым, г Симферополь, ул Гоголя, д 20, офис 12');
    assert.equal(wholesale[0]?.regionId, '9100000000000');
    assert.equal(wholesale[0]?.data?.city, 'г Симферополь');
    const retail = await list(tokens.retail);
    assert.ok(retail.length >= 1);
    assert.ok(retail.every((address) => !wholesale.some((other) => other.uid === address.uid)));
    const guest = await t.app.inject({ method: 'GET', url: '/api/user/delivery_addresses' });
    assert.equal(guest.statusCode, 401);
  });

  it('adds an address with its suggestion data, once', async () => {
    const [suggestion] = suggestOffline('Евпатория Победы 62');
    assert.ok(suggestion);
    const response = await add(tokens.retail, { value: `  ${suggestion.value}  `, data: suggestion.data });
    assert.equal(response.statusCode, 200, response.body);
    const created = json<DeliveryAddress>(response);
    assert.equal(created.address, 'Респ Крым, г Евпатория, пр-кт Победы, д 62');
    assert.equal(created.regionId, '9100000000000');
    assert.equal(created.data?.house, '62');
    assert.match(created.uid, /^[0-9a-f-]{36}$/);

    const again = json<DeliveryAddress>(await add(tokens.retail, { value: suggestion.value }));
    assert.equal(again.uid, created.uid);
    const plain = json<DeliveryAddress>(await add(tokens.retail, { value: 'г. Саки, ул. Курортная, 5' }));
    assert.equal(plain.data, null);
    assert.equal(plain.regionId, null);
    const addresses = await list(tokens.retail);
    assert.equal(addresses.filter((address) => address.uid === created.uid).length, 1);
    assert.ok(addresses.some((address) => address.uid === plain.uid));
  });

  it('refuses an empty, too long or malformed address with Russian violations', async () => {
    const before = await list(tokens.retail);
    const cases: [unknown, string][] = [
      [{}, 'Поле «Адрес» не должно быть пустым'],
      [{ value: '   ' }, 'Поле «Адрес» не должно быть пустым'],
      [{ value: 'ж'.repeat(501) }, 'Поле «Адрес» должно содержать не более 500 символов'],
      [
        { value: 'г Ялта, ул Морская, д 5', data: { raw: 'x'.repeat(20_001) } },
        'Слишком много данных адреса',
      ],
      // Delivery goes to a house: typed without one, or a suggestion of a street alone.
      [{ value: 'абвгд 123' }, HOUSE_REQUIRED_MESSAGE],
      [{ value: 'ул Киевская' }, HOUSE_REQUIRED_MESSAGE],
      [
        { value: 'Респ Крым, г Симферополь, ул Киевская', data: { street: 'ул Киевская', house: null } },
        HOUSE_REQUIRED_MESSAGE,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await add(tokens.retail, payload);
      assert.equal(response.statusCode, 400, response.body);
      const body = json<ApiErrorBody>(response);
      assert.ok(
        body.violations?.some((violation) => violation.message === message),
        `${message}: ${response.body}`,
      );
    }
    for (const payload of [{ value: 42 }, { value: 'г Ялта', data: 'text' }, { value: 'x'.repeat(2001) }]) {
      const response = await add(tokens.retail, payload);
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.body, cyrillic);
    }
    assert.deepEqual(await list(tokens.retail), before);
  });

  it('deletes only the user’s own address and keeps the orders’ copies', async () => {
    const [own] = await list(tokens.wholesale);
    assert.ok(own);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/delivery-address/${own.uid}`,
      headers: bearer(tokens.retail),
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal(json<ApiErrorBody>(foreign).message, 'Адрес доставки не найден');
    assert.ok((await list(tokens.wholesale)).some((address) => address.uid === own.uid));

    for (const uid of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/delivery-address/${uid}`,
        headers: bearer(tokens.wholesale),
      });
      assert.equal(response.statusCode, 404, uid);
    }

    const order = await insertOrderTo(own.address);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/delivery-address/${own.uid}`,
      headers: bearer(tokens.wholesale),
    });
    assert.equal(deleted.statusCode, 204);
    assert.ok(!(await list(tokens.wholesale)).some((address) => address.uid === own.uid));
    const kept = await t.db
      .selectFrom('orders')
      .select('delivery_address')
      .where('id', '=', order)
      .executeTakeFirstOrThrow();
    assert.equal(kept.delivery_address, own.address);
  });

  async function insertOrderTo(address: string): Promise<number> {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.wholesale.email)
      .executeTakeFirstOrThrow();
    const contract = await t.db
      .selectFrom('contracts')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const payment = await t.db.selectFrom('payment_methods').select('id').executeTakeFirstOrThrow();
    const delivery = await t.db
      .selectFrom('delivery_methods')
      .select('id')
      .where('is_address_required', '=', true)
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('orders')
      .values({
        user_id: user.id,
        contract_id: contract.id,
        payment_method_id: payment.id,
        delivery_method_id: delivery.id,
        delivery_address: address,
        sum: '100',
        total: '100',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
});

describe('address suggestions offline', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function suggest(url: string): Promise<AddressSuggestion[]> {
    const response = await t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, response.body);
    return json<AddressSuggestion[]>(response);
  }

  it('knows a few hundred Crimean towns and streets', () => {
    assert.ok(offlineEntryCount >= 300, String(offlineEntryCount));
  });

  it('suggests towns first, then their streets, at most 10', async () => {
    const found = await suggest(`/api/address/suggest?query=${encodeURIComponent('симф')}`);
    assert.equal(found.length, 10);
    assert.equal(found[0]?.value, 'Респ Крым, г Симферополь');
    assert.equal(found[1]?.value, 'Респ Крым, г Симферополь, ул Киевская');
    assert.deepEqual(found[1]?.data, {
      country: 'Россия',
      region: 'Респ Крым',
      city: 'г Симферополь',
      street: 'ул Киевская',
      line1: 'ул Киевская',
      house: null,
      city_name: 'Симферополь',
      region_kladr_id: '9100000000000',
    });
  });

  it('matches by words in any order, with a house number, ё as е', () => {
    assert.equal(
      suggestOffline('киевская 120 симферополь')[0]?.value,
      'Респ Крым, г Симферополь, ул Киевская, д 120',
    );
    assert.equal(suggestOffline('г. Щелкино')[0]?.value, 'Респ Крым, г Щёлкино');
    assert.equal(suggestOffline('Большая Морская')[0]?.value, 'г Севастополь, ул Большая Морская');
    assert.equal(suggestOffline('балаклава новикова')[0]?.value, 'г Севастополь, г Балаклава, ул Новикова');
    assert.equal(suggestOffline('улица Гоголя Ялта')[0]?.value, 'Респ Крым, г Ялта, ул Гоголя');
    assert.deepEqual(suggestOffline('Тверская Москва'), []);
    const lenin = suggestOffline('ул Ленина');
    assert.equal(lenin.length, 10);
    assert.ok(lenin.every((item) => item.data.street === 'ул Ленина'));
  });

  it('waits for 3 characters and serves the DaData path too', async () => {
    assert.deepEqual(await suggest('/api/address/suggest?query=%D0%AF%D0%BB'), []);
    assert.deepEqual(await suggest('/api/address/suggest'), []);
    const dadataPath = await suggest(`/api/dadata/address/suggest?query=${encodeURIComponent('Ялта')}`);
    assert.equal(dadataPath[0]?.value, 'Респ Крым, г Ялта');
  });
});

interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

describe('address suggestions through DaData', () => {
  let t: TestApp;
  let server: Server;
  const recorded: Recorded[] = [];
  let mode: 'ok' | 'fail' | 'slow' = 'ok';

  before(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        recorded.push({
          method: request.method ?? '',
          url: request.url ?? '',
          authorization: request.headers.authorization,
          body,
        });
        if (mode === 'slow') return;
        if (mode === 'fail') {
          response.writeHead(403, { 'content-type': 'application/json' });
          response.end('{"message":"Forbidden"}');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(dadataAnswer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      dadata: {
        token: 'test-dadata-token',
        url: `http://127.0.0.1:${port}/suggestions/api/4_1/rs`,
        // Long enough for an answer on a busy machine (300 ms timed out in a loaded run), short for the test.
        timeoutMs: 1500,
      },
    });
  });
  after(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function suggest(query: string): Promise<AddressSuggestion[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dadata/address/suggest?query=${encodeURIComponent(query)}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return json<AddressSuggestion[]>(response);
  }

  it('asks DaData with the token and maps its answer', async () => {
    mode = 'ok';
    const found = await suggest('  москва тверская 7 ');
    assert.deepEqual(recorded.at(-1), {
      method: 'POST',
      url: '/suggestions/api/4_1/rs/suggest/address',
      authorization: 'Token test-dadata-token',
      body: { query: 'москва тверская 7', count: 10 },
    });
    assert.equal(found.length, 1);
    assert.equal(found[0]?.value, 'г Москва, ул Тверская, д 7');
    assert.equal(found[0]?.data.country, 'Россия');
    assert.equal(found[0]?.data.region, 'г Москва');
    assert.equal(found[0]?.data.city, 'г Москва');
    assert.equal(found[0]?.data.street, 'ул Тверская');
    assert.equal(found[0]?.data.line1, 'ул Тверская, д 7');
    assert.equal(found[0]?.data.fias_id, '3f5ee6b1-8bfa-4a8a-9d0a-e5b7a5d9b37c');
  });

  it('does not ask for less than 3 characters', async () => {
    const count = recorded.length;
    assert.deepEqual(await suggest('мо'), []);
    assert.equal(recorded.length, count);
  });

  it('falls back to the built-in list when DaData refuses or is too slow', async () => {
    mode = 'fail';
    assert.equal((await suggest('Феодосия'))[0]?.value, 'Респ Крым, г Феодосия');
    mode = 'slow';
    const started = Date.now();
    assert.equal((await suggest('Керчь'))[0]?.value, 'Респ Крым, г Керчь');
    assert.ok(Date.now() - started < 5000);
  });
});

const dadataAnswer = {
  suggestions: [
    {
      value: 'г Москва, ул Тверская, д 7',
      unrestricted_value: '125009, г Москва, ул Тверская, д 7',
      data: {
        country: 'Россия',
        region: 'Москва',
        region_with_type: 'г Москва',
        city: 'Москва',
        city_with_type: 'г Москва',
        street_with_type: 'ул Тверская',
        house_type: 'д',
        house: '7',
        fias_id: '3f5ee6b1-8bfa-4a8a-9d0a-e5b7a5d9b37c',
      },
    },
    { value: '', data: null },
  ],
};

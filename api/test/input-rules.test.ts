import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody } from '@shop/shared';
import { hasForbiddenCharacters, jsonDepthExceeds } from '../src/http/input.js';
import { bearer, countRows, createTestApp, demo, json, login, type TestApp } from './helpers.js';

/** The global input rules of `src/http/input.ts` and the int4 bounds of ids (see also hostile-walk.ts). */
describe('input rules common to all routes', () => {
  let t: TestApp;
  let retail: string;
  before(async () => {
    t = await createTestApp();
    retail = await login(t.app, demo.retail.email, demo.retail.password);
  });
  after(() => t.close());

  it('tells forbidden characters: C0 controls but tab and line breaks, unpaired UTF-16 halves', () => {
    for (const text of ['a\u0000b', '\u0007', '\u001b[31m', '\u000b', '\ud800', 'a\udc00', '\ud83d']) {
      assert.equal(hasForbiddenCharacters(text), true, JSON.stringify(text));
    }
    for (const text of ['', 'Иванов', 'a\tb\r\nc', '😀', '\u007f', '\u202e']) {
      assert.equal(hasForbiddenCharacters(text), false, JSON.stringify(text));
    }
  });

  it('measures JSON depth without parsing, brackets inside strings ignored', () => {
    assert.equal(jsonDepthExceeds('[[[]]]', 3), false);
    assert.equal(jsonDepthExceeds('[[[[]]]]', 3), true);
    assert.equal(jsonDepthExceeds('{"a":"[[[[[\\"[["}', 1), false);
  });

  it('refuses NUL in any string of the body with a Russian violation, and writes nothing', async () => {
    const users = await countRows(t.db, 'users');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/registration',
      payload: {
        type: 'retail',
        email: 'nul@example.com',
        plainPassword: { first: 'secret-pass-1', second: 'secret-pass-1' },
        lastName: 'Сидо\u0000ров',
        firstName: 'Алексей',
        phone: '+7 (978) 555-12-34',
      },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(json<ApiErrorBody>(response), {
      code: 400,
      message: 'Ошибка валидации',
      violations: [
        { propertyPath: 'lastName', message: 'Значение содержит недопустимые управляющие символы' },
      ],
    });
    assert.equal(await countRows(t.db, 'users'), users);
  });

  it('checks the query, the path and keys of free-form objects too', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/search/remote_offers?providerName=a%00&brandName=b&number=1' },
      { method: 'GET' as const, url: '/api/contracts/a%00/show', headers: bearer(retail) },
      {
        method: 'POST' as const,
        url: '/api/delivery-address',
        headers: bearer(retail),
        payload: { value: 'г Ялта', data: { 'ci\u0000ty': 'Ялта' } },
      },
      { method: 'POST' as const, url: '/api/error/client', payload: { message: 'boom', stack: '\ud800' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      assert.equal(response.statusCode, 400, `${call.url}: ${response.body}`);
      const body = json<ApiErrorBody>(response);
      assert.equal(body.violations?.[0]?.message, 'Значение содержит недопустимые управляющие символы');
    }
  });

  it('refuses JSON nested deeper than 32 levels, and form keys as deep', async () => {
    const deep = `{"value":"г Ялта","data":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const form = `${'a'}${'[b]'.repeat(100)}=1`;
    for (const [type, payload] of [
      ['application/json', deep],
      ['application/x-www-form-urlencoded', form],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/delivery-address',
        headers: { ...bearer(retail), 'content-type': type },
        payload,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(json<ApiErrorBody>(response), {
        code: 400,
        message: 'Слишком глубокая вложенность данных в запросе (допустимо не более 32 уровней)',
      });
    }
    const nested = `{"value":"г Ялта, ул Кирова, д 1","data":${'{"a":'.repeat(30)}1${'}'.repeat(30)}}`;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-address',
      headers: { ...bearer(retail), 'content-type': 'application/json' },
      payload: nested,
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
  });

  it('bounds ids in paths and queries to PostgreSQL integer', async () => {
    for (const url of [
      '/api/orders/show/2147483648',
      '/api/orders/show/9999999999',
      '/api/order/status?id=2147483648',
      '/api/v2/search/findByQuery?brandName=a&number=1&vendor=2147483648',
    ]) {
      const response = await t.app.inject({ url, headers: bearer(retail) });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.equal(json<ApiErrorBody>(response).message, 'Ошибка валидации');
    }
    for (const url of ['/api/orders/show/2147483647', '/api/orders/show/1999999999']) {
      const response = await t.app.inject({ url, headers: bearer(retail) });
      assert.equal(response.statusCode, 404, `${url}: ${response.body}`);
    }
  });
});

import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, ApiKeyResponse, Curator, User } from '@shop/shared';
import { bearer, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';

describe('profile, password change, curators, API key', () => {
  let t: TestApp;
  let retail: string;
  let wholesale: string;
  before(async () => {
    t = await createTestApp();
    retail = await login(t.app, demo.retail.email, demo.retail.password);
    wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
  });
  after(() => t.close());

  it('guests get 401 on every personal call', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/user/edit', payload: {} },
      { method: 'PATCH' as const, url: '/api/user/change-password', payload: {} },
      { method: 'GET' as const, url: '/api/user/curators' },
      { method: 'GET' as const, url: '/api/user/api-key' },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      assert.equal(response.statusCode, 401, call.url);
      assert.deepEqual(json<ApiErrorBody>(response), { code: 401, message: 'Необходимо войти в систему' });
    }
  });

  it('POST /api/user/edit updates the profile', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/edit',
      headers: bearer(retail),
      payload: {
        lastName: '  Иванов-Крымский ',
        firstName: 'Сергей',
        middleName: '',
        phone: '8 978 765-43-21',
        address: 'г. Симферополь, ул. Севастопольская, д. 1',
        email: 'ignored@example.com',
        isAdmin: true,
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = json<{ message: string; user: User }>(response);
    assert.equal(body.message, 'Профиль успешно обновлён');
    assert.equal(body.user.lastName, 'Иванов-Крымский');
    assert.equal(body.user.middleName, '');
    assert.equal(body.user.phone, '+79787654321');
    assert.equal(body.user.email, demo.retail.email);
    assert.equal(body.user.isAdmin, false);
  });

  it('POST /api/user/edit refuses invalid data without writing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/edit',
      headers: bearer(retail),
      payload: { lastName: '', firstName: 'Сергей', phone: 'abc', address: 5 },
    });
    assert.equal(response.statusCode, 400);
    const typeError = json<ApiErrorBody>(response);
    assert.deepEqual(typeError.violations, [
      { propertyPath: 'address', message: 'Значение должно быть строкой' },
    ]);

    const rules = await t.app.inject({
      method: 'POST',
      url: '/api/user/edit',
      headers: bearer(retail),
      payload: { lastName: '', firstName: 'Сергей', phone: 'abc' },
    });
    assert.equal(rules.statusCode, 400);
    const paths = json<ApiErrorBody>(rules).violations?.map((violation) => violation.propertyPath);
    assert.deepEqual(paths?.sort(), ['lastName', 'phone']);
    const row = await t.db
      .selectFrom('users')
      .select('last_name')
      .where('email', '=', demo.retail.email)
      .executeTakeFirstOrThrow();
    assert.equal(row.last_name, 'Иванов-Крымский');
  });

  it('PATCH /api/user/change-password: wrong current password is a 400 with `error`', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/change-password',
      headers: bearer(retail),
      payload: {
        currentPassword: 'not-my-password',
        plainPassword: { first: 'new-password-1', second: 'new-password-1' },
      },
    });
    assert.equal(response.statusCode, 400);
    const body = json<ApiErrorBody>(response);
    assert.equal(body.code, 400);
    assert.equal(body.error, 'Неверный текущий пароль');
    assert.match(body.message, cyrillic);
  });

  it('PATCH /api/user/change-password is throttled like login: 5 wrong current passwords, then 429', async () => {
    const admin = await login(t.app, demo.admin.email, demo.admin.password);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/change-password',
        headers: bearer(admin),
        payload: {
          currentPassword,
          plainPassword: { first: 'admin-new-pass-1', second: 'admin-new-pass-1' },
        },
      });
    // In parallel: each attempt is counted before its check, so no more than 5 passwords are ever tried.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`wrong-password-${i}`)));
    const codes = answers.map((answer) => answer.statusCode);
    assert.equal(codes.filter((code) => code === 400).length, 5, codes.join());
    assert.equal(codes.filter((code) => code === 429).length, 7, codes.join());
    const limited = answers.find((answer) => answer.statusCode === 429);
    assert.match(
      json<ApiErrorBody>(limited ?? answers[0]!).message,
      /^Слишком много попыток ввода пароля\. Повторите через \d+ мин\.$/,
    );
    assert.ok(Number(limited?.headers['retry-after']) > 0);
    assert.equal((await change(demo.admin.password)).statusCode, 429, 'the right one waits too');
  });

  it('PATCH /api/user/change-password: the pair must match', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/change-password',
      headers: bearer(retail),
      payload: {
        currentPassword: demo.retail.password,
        plainPassword: { first: 'new-password-1', second: 'new-password-2' },
      },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(json<ApiErrorBody>(response).violations, [
      { propertyPath: 'plainPassword.second', message: 'Пароли не совпадают' },
    ]);
  });

  it('PATCH /api/user/change-password changes the password', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/change-password',
      headers: bearer(retail),
      payload: {
        currentPassword: demo.retail.password,
        plainPassword: { first: 'new-password-1', second: 'new-password-1' },
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(json<{ message: string }>(response), { message: 'Пароль успешно изменён' });
    await login(t.app, demo.retail.email, 'new-password-1');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: demo.retail.email, password: demo.retail.password },
    });
    assert.equal(old.statusCode, 401);
  });

  it('GET /api/user/curators lists the personal managers', async () => {
    const none = await t.app.inject({ url: '/api/user/curators', headers: bearer(retail) });
    assert.deepEqual(json<Curator[]>(none), []);
    const response = await t.app.inject({ url: '/api/user/curators', headers: bearer(wholesale) });
    assert.equal(response.statusCode, 200);
    const [curator] = json<Curator[]>(response);
    assert.equal(curator?.name, 'Ковальчук Дмитрий Александрович');
    assert.ok(curator?.email.includes('@'));
    assert.ok(curator?.phone.startsWith('+7'));
  });

  it('GET /api/user/api-key: 403 without the permission; the key is shown once and stored as a hash', async () => {
    const refused = await t.app.inject({ url: '/api/user/api-key', headers: bearer(retail) });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(json<ApiErrorBody>(refused), { code: 403, message: 'Доступ запрещён' });

    const first = await t.app.inject({ url: '/api/user/api-key', headers: bearer(wholesale) });
    assert.equal(first.statusCode, 200);
    const { apiKey } = json<ApiKeyResponse>(first);
    assert.ok(apiKey !== null);
    assert.match(apiKey, /^[0-9a-f]{64}$/);
    const stored = await t.db
      .selectFrom('users')
      .select('api_key_hash')
      .where('email', '=', demo.wholesale.email)
      .executeTakeFirstOrThrow();
    assert.equal(stored.api_key_hash, createHash('sha256').update(apiKey).digest('hex'));

    const second = await t.app.inject({ url: '/api/user/api-key', headers: bearer(wholesale) });
    assert.equal(json<ApiKeyResponse>(second).apiKey, null, 'shown once');
    const me = await t.app.inject({ url: '/api/user', headers: bearer(wholesale) });
    assert.ok(!me.body.includes(apiKey), 'the key is not part of the user JSON');

    const reissued = await t.app.inject({
      method: 'POST',
      url: '/api/user/api-key',
      headers: bearer(wholesale),
    });
    assert.equal(reissued.statusCode, 200);
    const next = json<ApiKeyResponse>(reissued).apiKey;
    assert.ok(next !== null && next !== apiKey);
    const replaced = await t.db
      .selectFrom('users')
      .select('api_key_hash')
      .where('email', '=', demo.wholesale.email)
      .executeTakeFirstOrThrow();
    assert.equal(replaced.api_key_hash, createHash('sha256').update(next).digest('hex'));
    const refusedPost = await t.app.inject({
      method: 'POST',
      url: '/api/user/api-key',
      headers: bearer(retail),
    });
    assert.equal(refusedPost.statusCode, 403);
  });
});

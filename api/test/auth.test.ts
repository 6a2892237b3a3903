import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, TokenResponse, User } from '@shop/shared';
import {
  bearer,
  countRows,
  createTestApp,
  cyrillic,
  demo,
  forgeToken,
  json,
  login,
  TEST_SECRET,
  type TestApp,
} from './helpers.js';

describe('POST /api/login_check, GET /logout, GET /api/user', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ loginThrottle: { perAccount: 5, perIp: 12, windowMinutes: 15 } });
  });
  after(() => t.close());

  it('returns a token for the right password; the token opens /api/user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: ' Retail@Example.com ', password: demo.retail.password },
    });
    assert.equal(response.statusCode, 200);
    const { token } = json<TokenResponse>(response);
    const user = await t.app.inject({ url: '/api/user', headers: bearer(token) });
    assert.equal(user.statusCode, 200);
    const profile = json<User>(user);
    assert.equal(profile.email, demo.retail.email);
    assert.equal(profile.isImpersonated, false);
    assert.equal(profile.type, 'retail');
    assert.deepEqual(profile.office?.vendor, { id: 1 });
    assert.ok(!('passwordHash' in profile) && !JSON.stringify(profile).includes('argon2'));
  });

  it('accepts the standard Authorization header as well', async () => {
    const token = await login(t.app, demo.admin.email, demo.admin.password);
    const response = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    assert.equal(response.statusCode, 200);
    assert.equal(json<User>(response).isAdmin, true);
  });

  it('accepts a form-encoded login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(demo.wholesale.email)}&password=${demo.wholesale.password}`,
    });
    assert.equal(response.statusCode, 200);
  });

  it('answers every kind of bad credentials with the same 401', async () => {
    const bodies: unknown[] = [
      { username: demo.retail.email, password: 'wrong-password' },
      { username: 'nobody@example.com', password: 'whatever-123' },
      { username: demo.retail.email },
      { password: 'x' },
      {},
      { username: 12, password: true },
      { username: "' or 1=1 --", password: "' or '1'='1" },
      { username: demo.retail.email, password: 'x'.repeat(5000) },
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: payload as object,
      });
      assert.equal(response.statusCode, 401, JSON.stringify(payload));
      assert.deepEqual(json<ApiErrorBody>(response), {
        code: 401,
        message: 'Неверное имя пользователя или пароль',
      });
    }
  });

  it('rejects malformed requests with a Russian 4xx, never 500', async () => {
    const cases = [
      { payload: '{"username":', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: '<xml/>', headers: { 'content-type': 'application/xml' }, status: 415 },
      { payload: 'null', headers: { 'content-type': 'application/json' }, status: 401 },
      { payload: '[1,2]', headers: { 'content-type': 'application/json' }, status: 401 },
    ];
    for (const { payload, headers, status } of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login_check', payload, headers });
      assert.equal(response.statusCode, status, payload);
      const body = json<ApiErrorBody>(response);
      assert.equal(body.code, status);
      assert.match(body.message, cyrillic);
    }
  });

  it('GET /api/user: null for a guest, 401 for a forged, expired or orphaned token', async () => {
    const guest = await t.app.inject({ url: '/api/user' });
    assert.equal(guest.statusCode, 200);
    assert.equal(guest.body, 'null');

    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      'not-a-jwt',
      forgeToken('another-secret', { uid: 1, iat: now }),
      forgeToken(TEST_SECRET, { uid: 1, iat: now - 100, exp: now - 10 }),
      forgeToken(TEST_SECRET, { uid: 999_999, iat: now }),
      forgeToken(TEST_SECRET, { uid: 'one', iat: now }),
    ];
    for (const token of tokens) {
      const response = await t.app.inject({ url: '/api/user', headers: bearer(token) });
      assert.equal(response.statusCode, 401, token);
      const body = json<ApiErrorBody>(response);
      assert.equal(body.code, 401);
      assert.match(body.message, cyrillic);
    }
  });

  it('GET /logout answers with a message', async () => {
    const response = await t.app.inject({ url: '/logout' });
    assert.equal(response.statusCode, 200);
    assert.match(json<{ message: string }>(response).message, cyrillic);
  });

  it('throttles an account from one address after 5 failures (429, Retry-After), counted in the database', async () => {
    const username = demo.wholesale.email;
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username, password: `wrong-${i}` },
        remoteAddress: '10.0.0.1',
      });
      assert.equal(response.statusCode, 401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username, password: demo.wholesale.password },
      remoteAddress: '10.0.0.1',
    });
    assert.equal(blocked.statusCode, 429);
    const body = json<ApiErrorBody>(blocked);
    assert.equal(body.code, 429);
    assert.match(body.message, /^Слишком много попыток входа\. Повторите через \d+ мин\.$/);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    const counter = await t.db
      .selectFrom('login_throttle')
      .select('attempts')
      .where('key', '=', `account 10.0.0.1 ${username}`)
      .executeTakeFirstOrThrow();
    assert.equal(counter.attempts, 6);

    // The owner elsewhere and other accounts are not affected.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username, password: demo.wholesale.password },
      remoteAddress: '10.0.0.99',
    });
    assert.equal(owner.statusCode, 200);
    await login(t.app, demo.admin.email, demo.admin.password);
  });

  it('counts parallel guesses atomically: of 7 at once with a limit of 5, 5 are checked, 2 get 429', async () => {
    const username = demo.retail.email;
    const ip = '198.51.100.7';
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { username, password: `parallel-wrong-${i}` },
          remoteAddress: ip,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);

    // The owner logs in from another address while this one is throttled.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username, password: demo.retail.password },
      remoteAddress: '198.51.100.8',
    });
    assert.equal(owner.statusCode, 200);
    const stillBlocked = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username, password: demo.retail.password },
      remoteAddress: ip,
    });
    assert.equal(stillBlocked.statusCode, 429);
  });

  it('a success clears the account counter of that address', async () => {
    const username = demo.retail.email;
    const ip = '10.1.0.1';
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username, password },
        remoteAddress: ip,
      });
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) assert.equal((await attempt('bad')).statusCode, 401);
      assert.equal((await attempt(demo.retail.password)).statusCode, 200);
    }
  });

  it('throttles an IP address that tries many accounts', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 12; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: `guess${i}@example.com`, password: 'password' },
        remoteAddress: ip,
      });
      assert.equal(response.statusCode, 401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: demo.admin.email, password: demo.admin.password },
      remoteAddress: ip,
    });
    assert.equal(blocked.statusCode, 429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: demo.admin.email, password: demo.admin.password },
      remoteAddress: '192.0.2.78',
    });
    assert.equal(elsewhere.statusCode, 200);
  });

  it('a token of a deleted user stops working', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/registration',
      payload: {
        type: 'retail',
        email: 'gone@example.com',
        plainPassword: { first: 'password-1', second: 'password-1' },
        lastName: 'Петров',
        firstName: 'Пётр',
        phone: '+7 (978) 111-22-33',
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    const { token } = json<TokenResponse>(response);
    const before = await countRows(t.db, 'users');
    await t.db.deleteFrom('users').where('email', '=', 'gone@example.com').execute();
    assert.equal(await countRows(t.db, 'users'), before - 1);
    const user = await t.app.inject({ url: '/api/user', headers: bearer(token) });
    assert.equal(user.statusCode, 401);
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type {
  ApiErrorBody,
  ApiKeyInfo,
  ApiKeyResponse,
  CartResponse,
  OrderSummary,
  Paginated,
} from '@shop/shared';
import { parseRateLimits, rateLimitedActions } from '../src/http/rate-limits.js';
import { bearer, createTestApp, cyrillic, demo, json, login, until, type TestApp } from './helpers.js';
import { insertCustomer, type Customer } from './checkout-fixtures.js';
import { orderSuite, type OrderRequests } from './order-requests.js';

/** Lets the customer use the API and issues his key through the cabinet's call. */
async function issueKey(t: TestApp, customer: Customer): Promise<string> {
  await t.db.updateTable('users').set({ is_allow_use_api: true }).where('id', '=', customer.id).execute();
  const response = await t.app.inject({ url: '/api/user/api-key', headers: customer.headers });
  assert.equal(response.statusCode, 200, response.body);
  const { apiKey } = json<ApiKeyResponse>(response);
  assert.ok(apiKey);
  return apiKey;
}

const withKey = (key: string, extra: Record<string, string> = {}) => ({ 'x-api-key': key, ...extra });

describe('API key: a client program acts as the key’s user', () => {
  let t: TestApp;
  let api: OrderRequests;
  let owner: Awaited<ReturnType<OrderRequests['placedOrder']>>;
  let other: Awaited<ReturnType<OrderRequests['placedOrder']>>;
  let key: string;
  before(async () => {
    const suite = await orderSuite();
    t = suite.t;
    api = suite.api;
    owner = await suite.api.placedOrder(suite.catalog.offerId);
    other = await suite.api.placedOrder(suite.catalog.offerId);
    await suite.api.addToCart(owner.customer, `s${suite.catalog.offerId}`, 1);
    key = await issueKey(t, owner.customer);
  });
  after(() => t?.close());

  it('reads its owner’s cart and orders, the same as his login does', async () => {
    const cart = await t.app.inject({ url: '/api/v2/cart', headers: withKey(key) });
    assert.equal(cart.statusCode, 200, cart.body);
    assert.deepEqual(
      json<CartResponse>(cart).items.map((item) => item.id),
      (await api.cartOf(owner.customer)).map((item) => item.id),
    );
    assert.equal(json<CartResponse>(cart).items.length, 1);

    const orders = await t.app.inject({ url: '/api/orders', headers: withKey(key) });
    assert.equal(orders.statusCode, 200, orders.body);
    assert.deepEqual(
      json<Paginated<OrderSummary>>(orders).items.map((order) => order.id),
      [owner.order.id],
    );
    const shown = await t.app.inject({ url: `/api/orders/show/${owner.order.id}`, headers: withKey(key) });
    assert.equal(shown.statusCode, 200, shown.body);
    const status = await t.app.inject({
      url: `/api/order/status?id=${owner.order.id}`,
      headers: withKey(key),
    });
    assert.equal(status.statusCode, 200, status.body);
  });

  it('never reads another user’s order', async () => {
    for (const url of [`/api/orders/show/${other.order.id}`, `/api/order/status?id=${other.order.id}`]) {
      const response = await t.app.inject({ url, headers: withKey(key) });
      assert.equal(response.statusCode, 404, `${url}: ${response.body}`);
    }
  });

  it('an unknown key is 401 in Russian, never a guest', async () => {
    const response = await t.app.inject({ url: '/api/v2/cart', headers: withKey(`${key}0`) });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(json<ApiErrorBody>(response), { code: 401, message: 'Ключ API недействителен' });
  });

  it('odd key values are a plain 401, never a 5xx', async () => {
    for (const value of ['x'.repeat(8000), 'ключ', "' or 1=1 --", '%00', 'a\tb']) {
      const response = await t.app.inject({ url: '/api/orders', headers: withKey(value) });
      assert.equal(response.statusCode, 401, value.slice(0, 20));
    }
  });

  it('X-Switch-User with a key is 403, even the key of an admin', async () => {
    const admin = await insertCustomer(t.app, t.db, { admin: true });
    const adminKey = await issueKey(t, admin);
    const email = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', other.customer.id)
      .executeTakeFirstOrThrow();
    for (const [value, label] of [
      [key, 'customer'],
      [adminKey, 'admin'],
    ] as const) {
      const response = await t.app.inject({
        url: '/api/v2/cart',
        headers: withKey(value, { 'x-switch-user': email.email }),
      });
      assert.equal(response.statusCode, 403, label);
      assert.match(json<ApiErrorBody>(response).message, cyrillic);
    }
  });

  it('cannot issue, replace or revoke keys: that needs a login', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/user/api-key', headers: withKey(key) });
      assert.equal(response.statusCode, 403, method);
      assert.match(json<ApiErrorBody>(response).message, cyrillic);
    }
    const still = await t.app.inject({ url: '/api/v2/cart', headers: withKey(key) });
    assert.equal(still.statusCode, 200);
  });

  it('cannot change the password: that needs a login', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/change-password',
      headers: withKey(key),
      payload: {
        currentPassword: 'whatever-1',
        plainPassword: { first: 'new-pass-12', second: 'new-pass-12' },
      },
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(json<ApiErrorBody>(response), {
      code: 403,
      message: 'Ключом API нельзя сменить пароль: войдите в личный кабинет',
    });
  });

  it('the cabinet tells when and by whom the current key was issued, without issuing one', async () => {
    const response = await t.app.inject({ url: '/api/user/api-key/info', headers: owner.customer.headers });
    assert.equal(response.statusCode, 200, response.body);
    const info = json<ApiKeyInfo>(response);
    assert.equal(info.hasKey, true);
    assert.ok(
      info.issuedAt && Math.abs(Date.parse(info.issuedAt) - Date.now()) < 60_000,
      info.issuedAt ?? '',
    );
    assert.deepEqual(info.issuedBy, { self: true, name: 'Покупатель Тест' });
    const again = json<ApiKeyResponse>(
      await t.app.inject({ url: '/api/user/api-key', headers: owner.customer.headers }),
    );
    assert.deepEqual(again, { apiKey: null, ...info }, 'issued before: the answer says when and by whom');

    const fresh = await insertCustomer(t.app, t.db);
    await t.db.updateTable('users').set({ is_allow_use_api: true }).where('id', '=', fresh.id).execute();
    const none = await t.app.inject({ url: '/api/user/api-key/info', headers: fresh.headers });
    assert.deepEqual(json<ApiKeyInfo>(none), { hasKey: false, issuedAt: null, issuedBy: null });
    const row = await t.db
      .selectFrom('users')
      .select('api_key_hash')
      .where('id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.api_key_hash, null, 'asking issues nothing');
  });

  it('stops when the user is no longer allowed the API, and works again when he is', async () => {
    const allow = (value: boolean) =>
      t.db
        .updateTable('users')
        .set({ is_allow_use_api: value })
        .where('id', '=', owner.customer.id)
        .execute();
    await allow(false);
    const refused = await t.app.inject({ url: '/api/orders', headers: withKey(key) });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(json<ApiErrorBody>(refused), {
      code: 403,
      message: 'Доступ к API для вашей учётной записи не разрешён',
    });
    await allow(true);
    const again = await t.app.inject({ url: '/api/orders', headers: withKey(key) });
    assert.equal(again.statusCode, 200);
  });

  it('a bearer token wins over a key sent with it', async () => {
    const response = await t.app.inject({
      url: '/api/orders',
      headers: { ...other.customer.headers, ...withKey(key) },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      json<Paginated<OrderSummary>>(response).items.map((order) => order.id),
      [other.order.id],
    );
  });

  it('a regenerated-away key is 401 at once; the new one works', async () => {
    const reissued = await t.app.inject({
      method: 'POST',
      url: '/api/user/api-key',
      headers: owner.customer.headers,
    });
    assert.equal(reissued.statusCode, 200);
    const fresh = json<ApiKeyResponse>(reissued).apiKey;
    assert.ok(fresh);
    const old = await t.app.inject({ url: '/api/v2/cart', headers: withKey(key) });
    assert.equal(old.statusCode, 401);
    const current = await t.app.inject({ url: '/api/v2/cart', headers: withKey(fresh) });
    assert.equal(current.statusCode, 200);
    key = fresh;
  });

  it('a revoked key is 401 at once; the cabinet issues a new one afterwards', async () => {
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/api-key',
      headers: owner.customer.headers,
    });
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.deepEqual(json<{ message: string }>(revoked), { message: 'Ключ API отозван' });
    const row = await t.db
      .selectFrom('users')
      .select('api_key_hash')
      .where('id', '=', owner.customer.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.api_key_hash, null);
    const refused = await t.app.inject({ url: '/api/v2/cart', headers: withKey(key) });
    assert.equal(refused.statusCode, 401);
    const next = await t.app.inject({ url: '/api/user/api-key', headers: owner.customer.headers });
    assert.ok(json<ApiKeyResponse>(next).apiKey);
  });

  it('a curl-style call over real HTTP reads the cart with the key', async () => {
    const reissued = await t.app.inject({
      method: 'POST',
      url: '/api/user/api-key',
      headers: owner.customer.headers,
    });
    const fresh = json<ApiKeyResponse>(reissued).apiKey;
    assert.ok(fresh);
    await t.app.listen({ port: 0, host: '127.0.0.1' }); // closed with the app
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v2/cart`, { headers: { 'X-Api-Key': fresh } });
    assert.equal(response.status, 200);
    const cart = (await response.json()) as CartResponse;
    assert.equal(cart.items.length, 1);
  });
});

describe('API key: issued by the customer himself, ended with his password', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    admin = await login(t.app, demo.admin.email, demo.admin.password);
    await t.db
      .updateTable('users')
      .set({ is_allow_use_api: true })
      .where('email', '=', demo.wholesale.email)
      .execute();
  });
  after(() => t?.close());

  const asWholesale = () => bearer(admin, { 'x-switch-user': demo.wholesale.email });
  const keyHash = async () =>
    (
      await t.db
        .selectFrom('users')
        .select('api_key_hash')
        .where('email', '=', demo.wholesale.email)
        .executeTakeFirstOrThrow()
    ).api_key_hash;

  it('an admin acting as the customer cannot issue, replace or revoke his key; each attempt is audited', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/user/api-key', headers: asWholesale() });
      assert.equal(response.statusCode, 403, method);
      assert.deepEqual(json<ApiErrorBody>(response), {
        code: 403,
        message: 'Ключ API выпускает и отзывает только сам клиент',
      });
    }
    assert.equal(await keyHash(), null, 'no key was issued');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'details']).orderBy('id').execute();
    assert.deepEqual(
      audit.map((row) => [row.action, row.details.status]),
      [
        ['GET /api/user/api-key', 403],
        ['POST /api/user/api-key', 403],
        ['DELETE /api/user/api-key', 403],
      ],
    );
    // Reading when and by whom the key was issued is allowed: it issues nothing.
    const info = await t.app.inject({ url: '/api/user/api-key/info', headers: asWholesale() });
    assert.equal(info.statusCode, 200);
  });

  it('a password change and a password reset end the key', async () => {
    const session = await login(t.app, demo.wholesale.email, demo.wholesale.password);
    const issue = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/api-key',
        headers: bearer(session),
      });
      const { apiKey } = json<ApiKeyResponse>(response);
      assert.ok(apiKey, response.body);
      assert.equal((await t.app.inject({ url: '/api/v2/cart', headers: withKey(apiKey) })).statusCode, 200);
      return apiKey;
    };

    const beforeChange = await issue();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/change-password',
      headers: bearer(session),
      payload: {
        currentPassword: demo.wholesale.password,
        plainPassword: { first: 'changed-pass-1', second: 'changed-pass-1' },
      },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(
      (await t.app.inject({ url: '/api/v2/cart', headers: withKey(beforeChange) })).statusCode,
      401,
    );
    const info = await t.app.inject({ url: '/api/user/api-key/info', headers: bearer(session) });
    assert.deepEqual(json<ApiKeyInfo>(info), { hasKey: false, issuedAt: null, issuedBy: null });

    const beforeReset = await issue();
    await t.app.inject({ url: `/api/user/resetpassword?email=${demo.wholesale.email}` });
    const token = await until(async () => {
      const outbox = await t.db.selectFrom('mail_outbox').select('text').orderBy('id').execute();
      return /\/resetting\/reset\/([A-Za-z0-9_-]{43})/.exec(outbox.at(-1)?.text ?? '')?.[1];
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/user/resetting/reset/${token}`,
      payload: { plainPassword: { first: 'reset-pass-1', second: 'reset-pass-1' } },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal(
      (await t.app.inject({ url: '/api/v2/cart', headers: withKey(beforeReset) })).statusCode,
      401,
    );
  });
});

describe('API key: a rate limit per key', () => {
  let t: TestApp;
  before(async () => {
    const others = rateLimitedActions.filter((action) => action !== 'apiKey').map((action) => `${action}=0`);
    t = await createTestApp({ rateLimits: parseRateLimits([...others, 'apiKey=3/60'].join(',')) });
  });
  after(() => t?.close());

  it('the 4th request of a key in a minute is 429 in Russian with Retry-After; another key and logins go on', async () => {
    const first = await insertCustomer(t.app, t.db);
    const second = await insertCustomer(t.app, t.db);
    const firstKey = await issueKey(t, first);
    const secondKey = await issueKey(t, second);
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({ url: '/api/v2/cart', headers: withKey(firstKey) });
      assert.equal(response.statusCode, 200);
    }
    const limited = await t.app.inject({ url: '/api/orders', headers: withKey(firstKey) });
    assert.equal(limited.statusCode, 429);
    assert.match(json<ApiErrorBody>(limited).message, /^Слишком много запросов\. Повторите через \d+ сек\.$/);
    assert.ok(Number(limited.headers['retry-after']) > 0);

    const otherKey = await t.app.inject({ url: '/api/v2/cart', headers: withKey(secondKey) });
    assert.equal(otherKey.statusCode, 200);
    const login = await t.app.inject({ url: '/api/v2/cart', headers: first.headers });
    assert.equal(login.statusCode, 200);
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, TokenResponse, User } from '@shop/shared';
import {
  bearer,
  createTestApp,
  demo,
  forgeToken,
  json,
  loginSession,
  TEST_SECRET,
  type TestApp,
} from './helpers.js';

describe('sessions: short-lived access tokens, refresh with rotation, revocation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const me = (token: string) => t.app.inject({ url: '/api/user', headers: bearer(token) });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refreshToken } });

  it('login answers a refresh token beside the access token; only its hash is stored', async () => {
    const session = await loginSession(t.app, demo.retail.email, demo.retail.password);
    assert.match(session.refreshToken, /^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.selectFrom('sessions').select('refresh_token_hash').execute();
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => /^[0-9a-f]{64}$/.test(row.refresh_token_hash)));
    assert.ok(!rows.some((row) => row.refresh_token_hash === session.refreshToken));
  });

  it('the access token lives TOKEN_TTL (15 minutes by default)', async () => {
    const { token } = await loginSession(t.app, demo.retail.email, demo.retail.password);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
      sid: number;
    };
    assert.equal(payload.exp - payload.iat, 15 * 60);
    assert.ok(Number.isInteger(payload.sid));
  });

  it('refuses an expired access token of a live session, and a token naming no session', async () => {
    const { token } = await loginSession(t.app, demo.retail.email, demo.retail.password);
    const { uid, sid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      uid: number;
      sid: number;
    };
    const now = Math.floor(Date.now() / 1000);
    const expired = forgeToken(TEST_SECRET, { uid, sid, iat: now - 1000, exp: now - 10 });
    const response = await me(expired);
    assert.equal(response.statusCode, 401);
    assert.equal(json<ApiErrorBody>(response).message, 'Сессия истекла или недействительна, войдите снова');
    // A 7-day token of the old kind (no session id) and a session of someone else are refused too.
    assert.equal((await me(forgeToken(TEST_SECRET, { uid, iat: now, exp: now + 600 }))).statusCode, 401);
    const foreign = forgeToken(TEST_SECRET, { uid: uid + 1, sid, iat: now, exp: now + 600 });
    assert.equal((await me(foreign)).statusCode, 401);
    assert.equal((await me(token)).statusCode, 200);
  });

  it('refresh gives a new pair; a used refresh token is refused (rotation)', async () => {
    const first = await loginSession(t.app, demo.wholesale.email, demo.wholesale.password);
    const renewed = await refresh(first.refreshToken);
    assert.equal(renewed.statusCode, 200, renewed.body);
    const second = json<TokenResponse>(renewed);
    assert.notEqual(second.refreshToken, first.refreshToken);
    assert.equal(json<User>(await me(second.token)).email, demo.wholesale.email);

    const reused = await refresh(first.refreshToken);
    assert.equal(reused.statusCode, 401);
    assert.equal(json<ApiErrorBody>(reused).message, 'Сессия истекла или недействительна, войдите снова');
    // The rotated token keeps working, once.
    const third = await refresh(second.refreshToken);
    assert.equal(third.statusCode, 200);
    assert.equal((await refresh(second.refreshToken)).statusCode, 401);

    for (const bad of ['', 'unknown-token', 'x'.repeat(300)]) {
      const response = await refresh(bad);
      assert.ok([400, 401].includes(response.statusCode), `${bad}: ${response.statusCode}`);
    }
  });

  it('the same refresh token exchanged by parallel requests works once', async () => {
    const session = await loginSession(t.app, demo.wholesale.email, demo.wholesale.password);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refreshToken)));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 401, 401, 401, 401]);
  });

  it('logout ends the session: its access and refresh tokens are refused', async () => {
    const session = await loginSession(t.app, demo.retail.email, demo.retail.password);
    const other = await loginSession(t.app, demo.retail.email, demo.retail.password);
    const out = await t.app.inject({ url: '/logout', headers: bearer(session.token) });
    assert.equal(out.statusCode, 200);
    assert.equal(json<{ message: string }>(out).message, 'Вы вышли из учётной записи');
    assert.equal((await me(session.token)).statusCode, 401);
    assert.equal((await refresh(session.refreshToken)).statusCode, 401);
    assert.equal((await me(other.token)).statusCode, 200, 'another device stays logged in');
    // A guest or a token of no session may call it too.
    assert.equal((await t.app.inject({ url: '/logout' })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/logout', headers: bearer('not-a-jwt') })).statusCode, 200);
  });

  it('logout with an expired access token still ends its session', async () => {
    const session = await loginSession(t.app, demo.retail.email, demo.retail.password);
    const { uid, sid } = JSON.parse(
      Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { uid: number; sid: number };
    const now = Math.floor(Date.now() / 1000);
    const expired = forgeToken(TEST_SECRET, { uid, sid, iat: now - 1000, exp: now - 10 });
    assert.equal((await t.app.inject({ url: '/logout', headers: bearer(expired) })).statusCode, 200);
    assert.equal((await refresh(session.refreshToken)).statusCode, 401);
  });

  it('a password change ends every other session of the user and keeps the current one', async () => {
    const current = await loginSession(t.app, demo.admin.email, demo.admin.password);
    const stolen = await loginSession(t.app, demo.admin.email, demo.admin.password);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/change-password',
      headers: bearer(current.token),
      payload: {
        currentPassword: demo.admin.password,
        plainPassword: { first: 'admin-new-pass-2', second: 'admin-new-pass-2' },
      },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await me(stolen.token)).statusCode, 401, 'the other session is over');
    assert.equal((await refresh(stolen.refreshToken)).statusCode, 401);
    assert.equal((await me(current.token)).statusCode, 200, 'the one that changed it stays');
    assert.equal((await refresh(current.refreshToken)).statusCode, 200);
  });

  it('a session expired in the database is refused and cannot be refreshed', async () => {
    const session = await loginSession(t.app, demo.wholesale.email, demo.wholesale.password);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(
        'user_id',
        '=',
        (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', demo.wholesale.email)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    assert.equal((await me(session.token)).statusCode, 401);
    assert.equal((await refresh(session.refreshToken)).statusCode, 401);
  });
});

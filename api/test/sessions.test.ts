import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
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
import { parseRateLimits, rateLimitedActions } from '../src/http/rate-limits.js';

const otherLimitsOff = (kept: string) =>
  rateLimitedActions
    .filter((action) => action !== kept)
    .map((action) => `${action}=0`)
    .join(',');

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function claims(token: string): { uid: number; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    uid: number;
    sid: string;
  };
}

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
    };
    assert.equal(payload.exp - payload.iat, 15 * 60);
  });

  it('a token names its session by a random id: a forged token with a sequential id is refused', async () => {
    const first = claims((await loginSession(t.app, demo.admin.email, demo.admin.password)).token);
    const second = claims((await loginSession(t.app, demo.admin.email, demo.admin.password)).token);
    assert.match(first.sid, uuid);
    assert.match(second.sid, uuid);
    assert.notEqual(first.sid, second.sid);
    // With the secret known, naming the admin's sessions by their row ids gets nowhere.
    const rows = await t.db.selectFrom('sessions').select('id').execute();
    const now = Math.floor(Date.now() / 1000);
    for (const { id } of rows) {
      for (const sid of [id, String(id)]) {
        const forged = forgeToken(TEST_SECRET, { uid: first.uid, sid, iat: now, exp: now + 600 });
        assert.equal((await me(forged)).statusCode, 401, `sid ${sid}`);
      }
    }
  });

  it('refuses an expired access token of a live session, and a token naming no session', async () => {
    const { token } = await loginSession(t.app, demo.retail.email, demo.retail.password);
    const { uid, sid } = claims(token);
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

  it('the same refresh token exchanged by parallel requests works once; the session goes on', async () => {
    const session = await loginSession(t.app, demo.wholesale.email, demo.wholesale.password);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refreshToken)));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 401, 401, 401, 401]);
    // Tabs racing to refresh are no theft: the winner's pair keeps working.
    const winner = json<TokenResponse>(answers.find((answer) => answer.statusCode === 200) ?? answers[0]!);
    assert.equal((await me(winner.token)).statusCode, 200);
    assert.equal((await refresh(winner.refreshToken)).statusCode, 200);
  });

  it('a used refresh token coming back later ends the session it was rotated into', async () => {
    const stolen = await loginSession(t.app, demo.wholesale.email, demo.wholesale.password);
    const other = await loginSession(t.app, demo.wholesale.email, demo.wholesale.password);
    const renewed = json<TokenResponse>(await refresh(stolen.refreshToken));
    const next = json<TokenResponse>(await refresh(renewed.refreshToken));
    // Past the few seconds in which another tab may still send it.
    await t.db
      .updateTable('used_refresh_tokens')
      .set({ used_at: sql<Date>`now() - interval '1 minute'` })
      .execute();
    const reused = await refresh(stolen.refreshToken);
    assert.equal(reused.statusCode, 401);
    assert.equal(json<ApiErrorBody>(reused).message, 'Сессия истекла или недействительна, войдите снова');
    assert.equal((await me(next.token)).statusCode, 401, 'the rotated session is over');
    assert.equal((await refresh(next.refreshToken)).statusCode, 401);
    assert.equal((await me(other.token)).statusCode, 200, 'another session of the user goes on');
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
    const { uid, sid } = claims(session.token);
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

describe('failed token checks: a per-address throttle', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ rateLimits: parseRateLimits(`${otherLimitsOff('badToken')},badToken=3/600`) });
  });
  after(() => t.close());

  const me = (token: string, remoteAddress: string) =>
    t.app.inject({ url: '/api/user', headers: bearer(token), remoteAddress });

  it('past 3 forged or unknown tokens an address gets 429 for any token; expired ones do not count', async () => {
    const session = await loginSession(t.app, demo.retail.email, demo.retail.password);
    const { uid, sid } = claims(session.token);
    const now = Math.floor(Date.now() / 1000);
    const expired = forgeToken(TEST_SECRET, { uid, sid, iat: now - 1000, exp: now - 10 });
    for (let i = 0; i < 5; i += 1) assert.equal((await me(expired, '192.0.2.20')).statusCode, 401);

    const unknown = forgeToken(TEST_SECRET, { uid, sid: randomUUID(), iat: now, exp: now + 600 });
    const foreign = forgeToken('another-secret', { uid, sid, iat: now, exp: now + 600 });
    assert.equal((await me(unknown, '192.0.2.20')).statusCode, 401);
    assert.equal((await me(foreign, '192.0.2.20')).statusCode, 401);
    const badRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refreshToken: 'guessed-refresh-token' },
      remoteAddress: '192.0.2.20',
    });
    assert.equal(badRefresh.statusCode, 401);

    for (const token of [unknown, session.token]) {
      const limited = await me(token, '192.0.2.20');
      assert.equal(limited.statusCode, 429, 'even a good token from that address waits');
      assert.match(
        json<ApiErrorBody>(limited).message,
        /^Слишком много запросов\. Повторите через \d+ (сек|мин)\.$/,
      );
      assert.ok(Number(limited.headers['retry-after']) > 0);
    }
    const refreshLimited = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refreshToken: session.refreshToken },
      remoteAddress: '192.0.2.20',
    });
    assert.equal(refreshLimited.statusCode, 429);
    assert.equal((await me(session.token, '192.0.2.21')).statusCode, 200, 'another address is counted apart');
    assert.equal((await t.app.inject({ url: '/api/user', remoteAddress: '192.0.2.20' })).statusCode, 200);
  });
});

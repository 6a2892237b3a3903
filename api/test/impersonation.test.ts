import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, User } from '@shop/shared';
import { bearer, countRows, createTestApp, demo, json, login, type TestApp } from './helpers.js';

describe('X-Switch-User and GET /?_switch_user=_exit', () => {
  let t: TestApp;
  let adminToken: string;
  let retailToken: string;
  before(async () => {
    t = await createTestApp();
    adminToken = await login(t.app, demo.admin.email, demo.admin.password);
    retailToken = await login(t.app, demo.retail.email, demo.retail.password);
  });
  after(() => t.close());

  it('lets an admin act as another user and audits the switch', async () => {
    const response = await t.app.inject({
      url: '/api/user',
      headers: bearer(adminToken, { 'x-switch-user': 'Wholesale@Example.com' }),
    });
    assert.equal(response.statusCode, 200);
    const user = json<User>(response);
    assert.equal(user.email, demo.wholesale.email);
    assert.equal(user.isImpersonated, true);
    assert.equal(user.isAdmin, false);

    const audit = await t.db.selectFrom('impersonation_audit').selectAll().execute();
    assert.equal(audit.length, 1);
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.admin.email)
      .executeTakeFirstOrThrow();
    const target = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.wholesale.email)
      .executeTakeFirstOrThrow();
    assert.equal(audit[0]?.admin_id, admin.id);
    assert.equal(audit[0]?.target_id, target.id);
    assert.equal(audit[0]?.action, 'switch');

    // Other calls act as the target too (curators of the wholesale user) without flooding the audit.
    const curators = await t.app.inject({
      url: '/api/user/curators',
      headers: bearer(adminToken, { 'x-switch-user': demo.wholesale.email }),
    });
    assert.equal(curators.statusCode, 200);
    assert.equal(json<unknown[]>(curators).length, 1);
    assert.equal(await countRows(t.db, 'impersonation_audit'), 1);
  });

  it('refuses the header to a non-admin with 403 and records nothing', async () => {
    const before = await countRows(t.db, 'impersonation_audit');
    for (const url of ['/api/user', '/api/user/curators']) {
      const response = await t.app.inject({
        url,
        headers: bearer(retailToken, { 'x-switch-user': demo.admin.email }),
      });
      assert.equal(response.statusCode, 403);
      assert.deepEqual(json<ApiErrorBody>(response), { code: 403, message: 'Доступ запрещён' });
    }
    assert.equal(await countRows(t.db, 'impersonation_audit'), before);
  });

  it('refuses a password change while acting as the user', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/change-password',
      headers: bearer(adminToken, { 'x-switch-user': demo.wholesale.email }),
      payload: {
        currentPassword: demo.wholesale.password,
        plainPassword: { first: 'admin-chosen-1', second: 'admin-chosen-1' },
      },
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(json<ApiErrorBody>(response), { code: 403, message: 'Пароль меняет только сам клиент' });
    await login(t.app, demo.wholesale.email, demo.wholesale.password);
  });

  it('answers 404 in Russian for an unknown user', async () => {
    const response = await t.app.inject({
      url: '/api/user',
      headers: bearer(adminToken, { 'x-switch-user': 'nobody@example.com' }),
    });
    assert.equal(response.statusCode, 404);
    assert.equal(json<ApiErrorBody>(response).message, 'Пользователь для переключения не найден');
  });

  it('ignores the header without a token (a guest stays a guest)', async () => {
    const response = await t.app.inject({ url: '/api/user', headers: { 'x-switch-user': demo.admin.email } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, 'null');
  });

  it('records the exit for the admin and answers JSON to the client', async () => {
    const response = await t.app.inject({
      url: '/?_switch_user=_exit',
      headers: bearer(adminToken, {
        'x-requested-with': 'XMLHttpRequest',
        'x-switch-user': demo.wholesale.email,
      }),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(json<{ message: string }>(response).message, 'Вы вернулись к своей учётной записи');
    const exit = await t.db
      .selectFrom('impersonation_audit')
      .selectAll()
      .where('action', '=', 'exit')
      .executeTakeFirstOrThrow();
    const target = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.wholesale.email)
      .executeTakeFirstOrThrow();
    assert.equal(exit.target_id, target.id);

    // Afterwards the admin is the admin again.
    const me = await t.app.inject({ url: '/api/user', headers: bearer(adminToken) });
    assert.equal(json<User>(me).isAdmin, true);
    assert.equal(json<User>(me).isImpersonated, false);
  });

  it('does not audit an exit requested by a non-admin', async () => {
    const before = await countRows(t.db, 'impersonation_audit');
    const response = await t.app.inject({
      url: '/?_switch_user=_exit',
      headers: bearer(retailToken, { accept: 'application/json' }),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(await countRows(t.db, 'impersonation_audit'), before);
  });

  it('a page navigation to /?_switch_user=_exit falls to the SPA (404 without a host build)', async () => {
    const response = await t.app.inject({ url: '/?_switch_user=_exit', headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 404);
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, countRows, createTestApp, demo, login, type TestApp } from './helpers.js';

const profile = {
  lastName: 'Оптовиков',
  firstName: 'Олег',
  middleName: '',
  phone: '+7 (978) 555-44-33',
  address: 'г. Симферополь, ул. Киевская, д. 5',
};

describe('audit of what an admin does while acting as a customer', () => {
  let t: TestApp;
  let admin: string;
  let ids: { admin: number; wholesale: number };
  before(async () => {
    t = await createTestApp();
    admin = await login(t.app, demo.admin.email, demo.admin.password);
    const users = await t.db.selectFrom('users').select(['id', 'email']).execute();
    const id = (email: string) => users.find((user) => user.email === email)?.id ?? 0;
    ids = { admin: id(demo.admin.email), wholesale: id(demo.wholesale.email) };
  });
  after(() => t.close());

  const asWholesale = () => bearer(admin, { 'x-switch-user': demo.wholesale.email });

  it('a profile edit while impersonating is recorded with both users, the route and the status', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/edit',
      headers: asWholesale(),
      payload: profile,
    });
    assert.equal(response.statusCode, 200, response.body);
    const rows = await t.db.selectFrom('audit_log').selectAll().execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.actor_user_id, ids.admin);
    assert.equal(rows[0]?.subject_user_id, ids.wholesale);
    assert.equal(rows[0]?.action, 'POST /api/user/edit');
    assert.equal(rows[0]?.details.status, 200);
  });

  it('changing GET routes (removing a cart line) are recorded with their parameters', async () => {
    const before = await countRows(t.db, 'audit_log');
    const response = await t.app.inject({ url: '/api/cart/remove/999999', headers: asWholesale() });
    assert.ok(response.statusCode < 500, response.body);
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(await countRows(t.db, 'audit_log'), before + 1);
    assert.equal(row.action, 'GET /api/cart/remove/:id');
    assert.deepEqual(row.details.params, { id: '999999' });
    assert.equal(row.details.status, response.statusCode);
  });

  it('a payment QR code (it registers a payment) is recorded while impersonating', async () => {
    const before = await countRows(t.db, 'audit_log');
    const response = await t.app.inject({ url: '/api/orders/show/999999/qr-code', headers: asWholesale() });
    assert.ok(response.statusCode < 500, response.body);
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(await countRows(t.db, 'audit_log'), before + 1);
    assert.equal(row.action, 'GET /api/orders/show/:id/qr-code');
    assert.equal(row.actor_user_id, ids.admin);
    assert.equal(row.subject_user_id, ids.wholesale);
    assert.deepEqual(row.details.params, { id: '999999' });
  });

  it('records nothing for reads while impersonating, nor for changes without impersonation', async () => {
    const before = await countRows(t.db, 'audit_log');
    assert.equal((await t.app.inject({ url: '/api/user/curators', headers: asWholesale() })).statusCode, 200);
    const own = await login(t.app, demo.wholesale.email, demo.wholesale.password);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/user/edit',
      headers: bearer(own),
      payload: profile,
    });
    assert.equal(edit.statusCode, 200);
    const adminOwn = await t.app.inject({
      method: 'POST',
      url: '/api/user/edit',
      headers: bearer(admin),
      payload: profile,
    });
    assert.equal(adminOwn.statusCode, 200);
    assert.equal(await countRows(t.db, 'audit_log'), before);
  });

  it('a refused switch (a customer sending the header) records nothing', async () => {
    const before = await countRows(t.db, 'audit_log');
    const retail = await login(t.app, demo.retail.email, demo.retail.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/edit',
      headers: bearer(retail, { 'x-switch-user': demo.wholesale.email }),
      payload: profile,
    });
    assert.equal(response.statusCode, 403);
    assert.equal(await countRows(t.db, 'audit_log'), before);
  });
});

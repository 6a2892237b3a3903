import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdminUserRow, ApiErrorBody, Paginated } from '@shop/shared';
import { bearer, createTestApp, demo, json, login, type TestApp } from './helpers.js';

describe('GET /api/admin/users', () => {
  let t: TestApp;
  let adminToken: string;
  let retailToken: string;
  before(async () => {
    t = await createTestApp();
    adminToken = await login(t.app, demo.admin.email, demo.admin.password);
    retailToken = await login(t.app, demo.retail.email, demo.retail.password);
  });
  after(() => t.close());

  it('lists and searches users for an admin', async () => {
    const all = await t.app.inject({ url: '/api/admin/users', headers: bearer(adminToken) });
    assert.equal(all.statusCode, 200);
    const page = json<Paginated<AdminUserRow>>(all);
    assert.equal(page.total, 3);
    assert.equal(page.page, 1);
    assert.deepEqual(
      page.items.map((row) => row.email).sort(),
      [demo.admin.email, demo.retail.email, demo.wholesale.email].sort(),
    );

    const second = await t.app.inject({ url: '/api/admin/users?page=2', headers: bearer(adminToken) });
    assert.equal(second.statusCode, 200);
    assert.deepEqual(json<Paginated<AdminUserRow>>(second).items, []);

    const found = await t.app.inject({
      url: '/api/admin/users?query=WHOLESALE&page=1',
      headers: bearer(adminToken),
    });
    const rows = json<Paginated<AdminUserRow>>(found).items;
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.email, demo.wholesale.email);
    assert.equal(rows[0]?.isWholesale, true);
    assert.ok(rows[0]?.companyName);
  });

  it('treats LIKE wildcards in the query as text', async () => {
    const response = await t.app.inject({ url: '/api/admin/users?query=%25', headers: bearer(adminToken) });
    assert.equal(json<Paginated<AdminUserRow>>(response).total, 0);
  });

  it('is still the admin panel while the admin works as a customer', async () => {
    const response = await t.app.inject({
      url: '/api/admin/users',
      headers: bearer(adminToken, { 'x-switch-user': demo.retail.email }),
    });
    assert.equal(response.statusCode, 200);
  });

  it('refuses customers with 403 and guests with 401', async () => {
    const customer = await t.app.inject({ url: '/api/admin/users', headers: bearer(retailToken) });
    assert.equal(customer.statusCode, 403);
    assert.equal(json<ApiErrorBody>(customer).message, 'Доступ запрещён');
    const guest = await t.app.inject({ url: '/api/admin/users' });
    assert.equal(guest.statusCode, 401);
  });

  it('rejects a bad page number with a Russian violation', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '9999999']) {
      const response = await t.app.inject({
        url: `/api/admin/users?page=${page}`,
        headers: bearer(adminToken),
      });
      assert.equal(response.statusCode, 400);
      const body = json<ApiErrorBody>(response);
      assert.equal(body.violations?.[0]?.propertyPath, 'page');
      assert.match(body.violations?.[0]?.message ?? '', /[а-я]/i);
    }
  });
});

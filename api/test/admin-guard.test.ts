import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { isAdminRoute } from '../src/auth/admin-guard.js';
import { insertCustomer, type Customer } from './checkout-fixtures.js';
import { createTestApp, cyrillic, json, type TestApp } from './helpers.js';

/**
 * Admin operations outside `/api/admin/`, each marked `adminOnly` for the guard. A new one is named here; one
 * that loses its mark, or a route whose summary says it is for admins without being guarded, fails below.
 */
const adminOnlyElsewhere = [
  'GET /api/dev/outbox',
  'GET /api/v2/offer/price-calculation-info/:id',
  'HEAD /api/dev/outbox',
  'HEAD /api/v2/offer/price-calculation-info/:id',
  'POST /api/refund/:id/accept',
];

interface DeclaredRoute {
  method: HTTPMethods;
  url: string;
  admin: boolean;
  summary: string;
}

const declared: DeclaredRoute[] = [];

function remember(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const summary = (route.schema as { summary?: unknown } | undefined)?.summary;
  for (const method of methods) {
    declared.push({
      method,
      url: route.url,
      admin: isAdminRoute(route),
      summary: typeof summary === 'string' ? summary : '',
    });
  }
}

const name = (route: DeclaredRoute) => `${route.method} ${route.url}`;

describe('the admin guard covers every admin route the app declares', () => {
  let t: TestApp;
  let customer: Customer;
  let admin: Customer;
  // Demo mode: the outbox route is declared only then.
  before(async () => {
    t = await createTestApp({}, {}, { onRoute: remember });
    customer = await insertCustomer(t.app, t.db, { wholesale: true, batchSearch: true });
    admin = await insertCustomer(t.app, t.db, { admin: true });
  });
  after(() => t.close());

  const adminRoutes = () => declared.filter((route) => route.admin);

  it('finds the back office under /api/admin/ and the marked routes elsewhere, no more', () => {
    const underPrefix = adminRoutes().filter((route) => route.url.startsWith('/api/admin/'));
    // Users, remotes, price lists, orders, refunds, customers, contracts, audit, seller, content: a lost
    // plugin shows here.
    assert.ok(underPrefix.length >= 60, `routes under /api/admin/: ${underPrefix.length}`);
    const elsewhere = adminRoutes()
      .filter((route) => !route.url.startsWith('/api/admin/'))
      .map(name)
      .sort();
    assert.deepEqual(elsewhere, adminOnlyElsewhere);
    // Every /api/admin/ route is an admin route whatever plugin declares it (the guard reads the path).
    assert.deepEqual(
      declared.filter((route) => route.url.startsWith('/api/admin/') && !route.admin).map(name),
      [],
    );
  });

  it('every route documented as for admins only is guarded', () => {
    const unguarded = declared
      .filter((route) => /только администратор/i.test(route.summary) && !route.admin)
      .map(name);
    assert.deepEqual(unguarded, []);
  });

  it('a guest gets 401 and a customer 403 on each, before the input is looked at', async () => {
    for (const route of adminRoutes()) {
      // A path parameter that is not even a number, a body of nonsense: refused before they are read.
      const url = route.url.replace(/:[A-Za-z]+/g, 'not-an-id').replace(/\*$/, 'x');
      const payload = ['GET', 'HEAD', 'DELETE'].includes(route.method) ? undefined : { nonsense: true };
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
      const guest = await send({});
      assert.equal(guest.statusCode, 401, `${name(route)} as a guest: ${guest.body}`);
      const refused = await send(customer.headers);
      assert.equal(refused.statusCode, 403, `${name(route)} as a customer: ${refused.body}`);
      if (route.method !== 'HEAD') assert.match(json<{ message: string }>(refused).message, cyrillic);
      // Working as an admin does not make a customer one: the token's own user decides.
      const switched = await send({ ...customer.headers, 'x-switch-user': 'admin@example.com' });
      assert.ok([401, 403].includes(switched.statusCode), `${name(route)} switched: ${switched.statusCode}`);
    }
  });

  it('lets an admin through, also while working as a customer', async () => {
    const own = await t.app.inject({ url: '/api/admin/users', headers: admin.headers });
    assert.equal(own.statusCode, 200, own.body);
    const users = json<{ items: { email: string }[] }>(own).items;
    const email = users.find((user) => user.email.startsWith('customer-'))?.email ?? '';
    const switched = await t.app.inject({
      url: '/api/admin/users',
      headers: { ...admin.headers, 'x-switch-user': email },
    });
    assert.equal(switched.statusCode, 200, switched.body);
    const outbox = await t.app.inject({ url: '/api/dev/outbox', headers: admin.headers });
    assert.equal(outbox.statusCode, 200, outbox.body);
  });
});

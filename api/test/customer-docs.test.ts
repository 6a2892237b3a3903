import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, json, type TestApp } from './helpers.js';

interface Spec {
  info: { title: string; description: string };
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, { security?: unknown }>>;
}

describe('API docs for customers: /api/doc/customer', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('lists the customer’s calls only, each authenticated by X-Api-Key', async () => {
    const response = await t.app.inject({ url: '/api/doc/customer/json' });
    assert.equal(response.statusCode, 200);
    const spec = json<Spec>(response);
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/v2/search/suggestions',
      '/api/v2/search/findByQuery',
      '/api/v2/cart',
      '/api/v2/cart/add',
      '/api/orders/create',
      '/api/orders',
      '/api/orders/show/{id}',
      '/api/order/status',
      '/api/pricelevel',
    ]) {
      assert.ok(paths.includes(path), path);
    }
    for (const hidden of [
      '/api/admin',
      '/api/user',
      '/api/v2/offer/price-calculation-info',
      '/api/dev',
      '/api/login',
    ]) {
      assert.ok(!paths.some((path) => path.startsWith(hidden)), hidden);
    }
    assert.deepEqual(spec.components.securitySchemes, {
      apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
    });
    for (const item of Object.values(spec.paths)) {
      for (const operation of Object.values(item)) assert.deepEqual(operation.security, [{ apiKeyAuth: [] }]);
    }
  });

  it('has a worked curl example with the key against this shop', async () => {
    const spec = json<Spec>(await t.app.inject({ url: '/api/doc/customer/json' }));
    assert.equal(spec.info.title, 'API для покупателей');
    assert.ok(
      spec.info.description.includes('curl -H "X-Api-Key: $SHOP_API_KEY" http://shop.test/api/v2/cart'),
      spec.info.description,
    );
  });

  it('the full document still has every call and names both ways in', async () => {
    const spec = json<Spec>(await t.app.inject({ url: '/api/doc/json' }));
    assert.ok(Object.keys(spec.paths).some((path) => path.startsWith('/api/admin/')));
    assert.deepEqual(Object.keys(spec.components.securitySchemes).sort(), ['apiKeyAuth', 'bearerAuth']);
  });

  it('the Swagger UI page loads under the shop’s CSP: no inline script, its files from the site itself', async () => {
    const page = await t.app.inject({ url: '/api/doc/customer' });
    assert.equal(page.statusCode, 200);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.doesNotMatch(page.body, /<script(?![^>]*\bsrc=)[^>]*>/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    assert.ok(sources.length > 0);
    for (const source of sources) {
      assert.ok(source.startsWith('/api/doc/customer/') || source.startsWith('./'), source);
      const file = await t.app.inject({
        url: new URL(source, 'http://shop.test/api/doc/customer/').pathname,
      });
      assert.equal(file.statusCode, 200, source);
    }
    const initializer = await t.app.inject({ url: '/api/doc/customer/static/swagger-initializer.js' });
    assert.match(initializer.body, /resolveUrl\('\.\/json'\)/); // the customer's document beside it
  });
});

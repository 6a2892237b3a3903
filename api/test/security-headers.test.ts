import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatCsp, remoteOrigins, shopCspDirectives } from '../src/http/security-headers.js';
import { siteRegistry } from '../src/static/registry-routes.js';
import { pagePolicy } from '../src/payments/sandbox/pages.js';
import { createTestApp, type TestApp } from './helpers.js';

/** A CSP header as a list of directives, spacing aside. */
function directives(header: unknown): string[] {
  return String(header)
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

describe('security headers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ trustProxy: 1 });
  });
  after(() => t.close());

  it('every answer has the CSP of the default registry, nosniff, no framing and the referrer policy', async () => {
    const expected = directives(formatCsp(shopCspDirectives([])));
    assert.deepEqual(expected, [
      "default-src 'self'",
      "base-uri 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    for (const url of ['/api/offices', '/api/nothing-here', '/mf/registry.json']) {
      const response = await t.app.inject({ url });
      assert.deepEqual(directives(response.headers['content-security-policy']), expected, url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(response.headers['strict-transport-security'], undefined, `${url}: plain http, no HSTS`);
    }
  });

  it('HSTS only when the request came over https (through a trusted proxy)', async () => {
    const https = await t.app.inject({ url: '/api/offices', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(https.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({ url: '/api/offices', headers: { 'x-forwarded-proto': 'http' } });
    assert.equal(plain.headers['strict-transport-security'], undefined);
  });

  it('an untrusted X-Forwarded-Proto does not turn HSTS on', async () => {
    const direct = await createTestApp();
    try {
      const response = await direct.app.inject({
        url: '/api/offices',
        headers: { 'x-forwarded-proto': 'https' },
      });
      assert.equal(response.headers['strict-transport-security'], undefined);
    } finally {
      await direct.close();
    }
  });
});

describe('CSP with remotes moved to other origins', () => {
  const env = {
    MF_CABINET_MANIFEST_URL: 'https://cdn.example.com/mf-cabinet/2026-11-21/mf-manifest.json',
    MF_CONTENT_MANIFEST_URL: 'https://static.example.org:8443/mf-content/mf-manifest.json',
  };

  it('names the origins of the registry the host reads', async () => {
    assert.deepEqual(remoteOrigins(siteRegistry(env)), [
      'https://cdn.example.com',
      'https://static.example.org:8443',
    ]);
    const t = await createTestApp({}, env);
    try {
      const registry = await t.app.inject({ url: '/mf/registry.json' });
      assert.ok(registry.body.includes(env.MF_CABINET_MANIFEST_URL));
      const csp = directives(registry.headers['content-security-policy']);
      const origins = 'https://cdn.example.com https://static.example.org:8443';
      for (const directive of [
        `script-src 'self' ${origins}`,
        `style-src 'self' 'unsafe-inline' ${origins}`,
        `img-src 'self' data: ${origins}`,
        `font-src 'self' data: ${origins}`,
        `connect-src 'self' ${origins}`,
      ]) {
        assert.ok(csp.includes(directive), `${directive} in ${csp.join('; ')}`);
      }
    } finally {
      await t.close();
    }
  });
});

describe("the sandbox bank's pages", () => {
  it('have their own policy: only their style element, forms to themselves and the shop', () => {
    const policy = directives(pagePolicy(['http://shop.test:8080/order/1/status?paid=1', 'not a url']));
    assert.equal(policy[0], "default-src 'none'");
    assert.match(policy[1] ?? '', /^style-src 'sha256-[A-Za-z0-9+/]+=*'$/);
    assert.ok(policy.includes("form-action 'self' http://shop.test:8080"), policy.join('; '));
    assert.ok(policy.includes("frame-ancestors 'none'"));
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody } from '@shop/shared';
import {
  defaultRateLimits,
  parseRateLimits,
  rateLimitedActions,
  type RateLimits,
} from '../src/http/rate-limits.js';
import { createTestApp, json, type TestApp } from './helpers.js';

const LIMIT = 3;

/** Every limited route with a request that reaches it (valid or not: the limit counts before validation). */
const requests: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'POST', url: '/api/user/registration', payload: {} },
  { method: 'GET', url: '/api/user/resetpassword?email=nobody%40example.test' },
  { method: 'POST', url: '/api/error/client', payload: { message: 'ошибка' } },
  { method: 'POST', url: '/api/v2/search/select_suggestion/999999' },
  { method: 'GET', url: '/api/search/remote_offers?providerName=x&brandName=BOSCH&number=1' },
  { method: 'GET', url: '/api/address/suggest?query=Симф' },
  { method: 'GET', url: '/api/dadata/address/suggest?query=Симф' },
  { method: 'POST', url: '/api/cart/upload' },
  { method: 'POST', url: '/api/batch-search/parse' },
  { method: 'POST', url: '/api/admin/pricelist/import?vendor=1' },
];

describe('rate limits', () => {
  let t: TestApp;
  before(async () => {
    const low = Object.fromEntries(
      rateLimitedActions.map((action) => [action, { max: LIMIT, windowSeconds: 600 }]),
    ) as RateLimits;
    t = await createTestApp({ rateLimits: low });
  });
  after(() => t.close());

  for (const request of requests) {
    it(`${request.method} ${request.url.split('?')[0]}: request ${LIMIT + 1} from one address is 429`, async () => {
      const send = (remoteAddress: string) => t.app.inject({ ...request, remoteAddress });
      for (let i = 0; i < LIMIT; i++) {
        assert.notEqual((await send('192.0.2.10')).statusCode, 429, `request ${i + 1}`);
      }
      const refused = await send('192.0.2.10');
      assert.equal(refused.statusCode, 429);
      const body = json<ApiErrorBody>(refused);
      assert.equal(body.code, 429);
      assert.match(body.message, /^Слишком много запросов\. Повторите через \d+ (сек|мин)\.$/);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      // Another client is counted apart.
      assert.notEqual((await send('192.0.2.11')).statusCode, 429);
    });
  }

  it('leaves other routes alone', async () => {
    for (let i = 0; i <= LIMIT; i++) {
      assert.equal(
        (await t.app.inject({ url: '/api/offices', remoteAddress: '192.0.2.10' })).statusCode,
        200,
      );
    }
  });
});

describe('RATE_LIMITS', () => {
  it('overrides the defaults by name; 0 lifts a limit; a typo is an error', () => {
    assert.deepEqual(parseRateLimits(undefined), defaultRateLimits);
    const limits = parseRateLimits('registration=5/3600, clientError=0,remoteOffers=100');
    assert.deepEqual(limits.registration, { max: 5, windowSeconds: 3600 });
    assert.deepEqual(limits.clientError, {
      max: 0,
      windowSeconds: defaultRateLimits.clientError.windowSeconds,
    });
    assert.deepEqual(limits.remoteOffers, {
      max: 100,
      windowSeconds: defaultRateLimits.remoteOffers.windowSeconds,
    });
    assert.throws(() => parseRateLimits('registraton=5'), /RATE_LIMITS/);
    assert.throws(() => parseRateLimits('registration=five'), /RATE_LIMITS/);
  });
});

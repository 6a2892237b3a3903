import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding } from '../src/http/compress-api.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('compression of API answers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, {}, { catalog: true });
  });
  after(() => t.close());

  it('picks the best accepted encoding, honouring q=0', () => {
    assert.equal(acceptedEncoding('gzip, deflate, br'), 'br');
    assert.equal(acceptedEncoding('gzip;q=1.0, br;q=0'), 'gzip');
    assert.equal(acceptedEncoding('identity'), null);
    assert.equal(acceptedEncoding(undefined), null);
  });

  it('sends a large answer in the accepted encoding and small ones as they are', async () => {
    const plain = await t.app.inject({ url: '/api/brands', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    const brands: unknown = JSON.parse(plain.body);

    const br = await t.app.inject({ url: '/api/brands', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')), brands);

    const gzip = await t.app.inject({ url: '/api/brands', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')), brands);

    const small = await t.app.inject({ url: '/api/user', headers: { 'accept-encoding': 'br' } });
    assert.equal(small.headers['content-encoding'], undefined);
  });
});

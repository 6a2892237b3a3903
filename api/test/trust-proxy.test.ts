import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig, parseTrustProxy } from '../src/config.js';
import { createTestApp } from './helpers.js';

/** The address the API records for a client error report sent from `remoteAddress` with this header. */
async function recordedIp(
  trustProxyEnv: string,
  remoteAddress: string,
  forwardedFor: string,
): Promise<string> {
  const t = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: trustProxyEnv }).trustProxy });
  try {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/error/client',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { message: 'проверка адреса' },
    });
    assert.equal(response.statusCode, 204, response.body);
    const row = await t.db.selectFrom('client_errors').select('ip').executeTakeFirstOrThrow();
    return row.ip;
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY', () => {
  it('reads off, a hop count (true meaning one hop) or a list of addresses and CIDRs', () => {
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy('0'), false);
    assert.equal(parseTrustProxy('off'), false);
    assert.equal(parseTrustProxy('1'), 1);
    assert.equal(parseTrustProxy('true'), 1);
    assert.equal(parseTrustProxy('2'), 2);
    assert.deepEqual(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 '), ['10.0.0.0/8', '127.0.0.1']);
  });

  it('with one hop, a forged X-Forwarded-For gives the address nginx saw, not the forged first one', async () => {
    // The client wrote «1.2.3.4»; nginx appended the address it was reached from, 5.6.7.8.
    assert.equal(await recordedIp('1', '172.18.0.5', '1.2.3.4, 5.6.7.8'), '5.6.7.8');
    assert.equal(await recordedIp('true', '172.18.0.5', '1.2.3.4, 5.6.7.8'), '5.6.7.8');
  });

  it('with the proxies listed, the first address that is not one of them', async () => {
    assert.equal(await recordedIp('172.16.0.0/12', '172.18.0.5', '1.2.3.4, 5.6.7.8'), '5.6.7.8');
    // A request that did not come through a listed proxy keeps its own address.
    assert.equal(await recordedIp('172.16.0.0/12', '192.0.2.9', '1.2.3.4'), '192.0.2.9');
  });

  it('off: the header is ignored', async () => {
    assert.equal(await recordedIp('', '192.0.2.9', '1.2.3.4'), '192.0.2.9');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createItemKeys, type RemoteOfferKey } from '../src/search/item-key.js';

const terms: Omit<RemoteOfferKey, 'issuedAt'> = {
  vendorId: 7,
  goodId: 4242,
  purchasePrice: '98765.43',
  currency: 'RUB',
  amount: 12,
  minAmount: 1,
  multiplicity: 1,
  deliveryHours: 48,
  refund: { isAllowed: true, percent: 10, conditions: 'без следов установки' },
};

const keys = createItemKeys('a-test-secret-of-the-shop');

/** Every byte a customer can get from the key by base64url-decoding its parts. */
function decodedParts(key: string): string {
  return key
    .split('.')
    .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
    .join('\n');
}

describe('remote offer keys', () => {
  it('carry the terms there and back, URL-safe', () => {
    const key = keys.remote(terms);
    assert.match(key, /^r\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const parsed = keys.parse(key);
    assert.ok(parsed?.kind === 'remote');
    const { issuedAt, ...back } = parsed.offer;
    assert.deepEqual(back, terms);
    assert.ok(Math.abs(Date.now() - issuedAt) < 5_000);
    assert.deepEqual(keys.parse('s15'), { kind: 'stock', offerId: 15 });
  });

  it('do not show the purchase price or any other term when decoded', () => {
    for (let i = 0; i < 20; i++) {
      const decoded = decodedParts(keys.remote(terms));
      for (const secret of ['98765', '8765.4', 'RUB', 'purchase', 'без следов']) {
        assert.ok(!decoded.includes(secret), `«${secret}» is readable in the key`);
      }
    }
    assert.notEqual(keys.remote(terms), keys.remote(terms), 'a fresh IV every time');
  });

  it('refuse a key changed in any character, cut, extended or sealed by another secret', () => {
    const key = keys.remote(terms);
    const alphabet = 'AQgw_-';
    for (let i = 2; i < key.length; i++) {
      if (key[i] === '.') continue;
      const other = alphabet.split('').find((char) => char !== key[i]) ?? 'A';
      const tampered = `${key.slice(0, i)}${other}${key.slice(i + 1)}`;
      assert.equal(keys.parse(tampered), null, `changed at ${i}`);
    }
    const [, sealed, tag] = key.split('.');
    assert.equal(keys.parse(`r.${sealed}`), null);
    assert.equal(keys.parse(`r.${sealed}.${tag}.x`), null);
    assert.equal(keys.parse(`r.${sealed?.slice(0, -4)}.${tag}`), null);
    assert.equal(keys.parse(`r.${sealed}=.${tag}`), null);
    assert.equal(keys.parse('r.forged.key'), null);
    assert.equal(createItemKeys('another-secret').parse(key), null);
  });

  it('expire after a day', () => {
    const old = createItemKeys('a-test-secret-of-the-shop', () => Date.now() - 25 * 3_600_000).remote(terms);
    assert.equal(keys.parse(old), null);
  });
});

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Refund } from '@shop/shared';

/** A remote supplier's offer as carried inside its sealed key (remote offers are not stored). */
export interface RemoteOfferKey {
  vendorId: number;
  goodId: number;
  /** Purchase price in the supplier's currency, decimal string. */
  purchasePrice: string;
  currency: string;
  amount: number;
  minAmount: number;
  multiplicity: number;
  deliveryHours: number;
  refund: Refund;
  issuedAt: number;
}

export type ParsedItemKey = { kind: 'stock'; offerId: number } | { kind: 'remote'; offer: RemoteOfferKey };

/** Remote offer keys older than this are refused: the customer searches again for a current price. */
const REMOTE_KEY_TTL_MS = 24 * 60 * 60 * 1000;

type Packed = [
  number,
  number,
  string,
  string,
  number,
  number,
  number,
  number,
  boolean,
  number,
  string,
  number,
];

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Offer keys: `s<id>` for a stock offer in the database; for a remote supplier's offer, `r.<iv+terms>.<tag>`:
 * its terms sealed with AES-256-GCM under a key derived from the app secret, so the cart can trust them
 * without the server remembering every answer and the customer cannot read the purchase price in them.
 */
export function createItemKeys(secret: string, now: () => number = Date.now) {
  const cipherKey = Buffer.from(hkdfSync('sha256', secret, 'shop', 'item-key:aes-256-gcm', 32));

  function seal(plain: Buffer): { sealed: string; tag: string } {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
    const encrypted = Buffer.concat([iv, cipher.update(plain), cipher.final()]);
    return { sealed: encrypted.toString('base64url'), tag: cipher.getAuthTag().toString('base64url') };
  }

  /** The terms, or null when the key was not sealed by this secret or was changed in any byte. */
  function open(sealed: string, tag: string): Buffer | null {
    const bytes = Buffer.from(sealed, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (bytes.length <= IV_BYTES || tagBytes.length !== TAG_BYTES) return null;
    // base64url decoding skips foreign characters: only the canonical spelling of the bytes is accepted.
    if (bytes.toString('base64url') !== sealed || tagBytes.toString('base64url') !== tag) return null;
    const decipher = createDecipheriv('aes-256-gcm', cipherKey, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(tagBytes);
    try {
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES)), decipher.final()]);
    } catch {
      return null;
    }
  }

  return {
    stock: (offerId: number): string => `s${offerId}`,

    remote(offer: Omit<RemoteOfferKey, 'issuedAt'>): string {
      const packed: Packed = [
        offer.vendorId,
        offer.goodId,
        offer.purchasePrice,
        offer.currency,
        offer.amount,
        offer.minAmount,
        offer.multiplicity,
        offer.deliveryHours,
        offer.refund.isAllowed,
        offer.refund.percent,
        offer.refund.conditions,
        now(),
      ];
      const { sealed, tag } = seal(Buffer.from(JSON.stringify(packed)));
      return `r.${sealed}.${tag}`;
    },

    /** The offer a key names, or null for a malformed, forged or expired key. */
    parse(key: string): ParsedItemKey | null {
      const stock = /^s([1-9][0-9]{0,15})$/.exec(key);
      if (stock) return { kind: 'stock', offerId: Number(stock[1]) };
      const [prefix, sealed, tag, ...rest] = key.split('.');
      if (prefix !== 'r' || !sealed || !tag || rest.length > 0) return null;
      const plain = open(sealed, tag);
      if (!plain) return null;
      const packed = JSON.parse(plain.toString('utf8')) as Packed;
      const [vendorId, goodId, purchasePrice, currency, amount, minAmount, multiplicity, deliveryHours] =
        packed;
      const [isAllowed, percent, conditions, issuedAt] = packed.slice(8) as [boolean, number, string, number];
      if (now() - issuedAt > REMOTE_KEY_TTL_MS) return null;
      return {
        kind: 'remote',
        offer: {
          vendorId,
          goodId,
          purchasePrice,
          currency,
          amount,
          minAmount,
          multiplicity,
          deliveryHours,
          refund: { isAllowed, percent, conditions },
          issuedAt,
        },
      };
    },
  };
}

export type ItemKeys = ReturnType<typeof createItemKeys>;

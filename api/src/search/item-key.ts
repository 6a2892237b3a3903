import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Refund } from '@shop/shared';

/** A remote supplier's offer as carried inside its signed key (remote offers are not stored). */
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

/**
 * Offer keys: `s<id>` for a stock offer in the database; for a remote supplier's offer, its terms signed
 * with the app secret, so the cart can trust them without the server remembering every answer.
 */
export function createItemKeys(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) =>
    createHmac('sha256', `item-key:${secret}`).update(payload).digest().subarray(0, 16).toString('base64url');

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
      const payload = Buffer.from(JSON.stringify(packed)).toString('base64url');
      return `r.${payload}.${sign(payload)}`;
    },

    /** The offer a key names, or null for a malformed, forged or expired key. */
    parse(key: string): ParsedItemKey | null {
      const stock = /^s([1-9][0-9]{0,15})$/.exec(key);
      if (stock) return { kind: 'stock', offerId: Number(stock[1]) };
      const [prefix, payload, signature, ...rest] = key.split('.');
      if (prefix !== 'r' || !payload || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const packed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Packed;
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

import { useEffect, useRef, useState } from 'react';
import type { Offer } from '@shop/shared';
import { searchApi } from '@shop/shared/api';

export interface PartNumber {
  brand: string;
  number: string;
}

/** The cheapest own-stock offer of a part or its analogues; null when there is none. */
export type BestOffer = Pick<Offer, 'price' | 'deliveryTime' | 'isStock'> | null;

export const partKey = (part: PartNumber) => `${part.brand}\n${part.number}`;

/** At most this many searches at once: a unit lists up to a few dozen parts. */
const PARALLEL = 3;

/**
 * The best offer of each part, filled in as the searches answer (no remote suppliers asked). A part whose
 * search failed stays absent, as one still loading.
 */
export function useBestOffers(parts: PartNumber[]): Map<string, BestOffer> {
  const [offers, setOffers] = useState<Map<string, BestOffer>>(new Map());
  const key = parts.map(partKey).join('\n\n');
  // Read through a ref: the searches run again only when `key` (the parts) changes.
  const latest = useRef(parts);
  useEffect(() => {
    latest.current = parts;
  });
  useEffect(() => {
    let current = true;
    setOffers(new Map());
    const queue = [...new Map(latest.current.map((part) => [partKey(part), part])).values()];
    const worker = async () => {
      for (let part = queue.shift(); part && current; part = queue.shift()) {
        try {
          const answer = await searchApi.findByQuery({
            brandName: part.brand,
            number: part.number,
            survey: false,
          });
          const all = answer.goods.flatMap((good) => good.offers);
          const best = all.reduce<Offer | null>(
            (min, offer) => (!min || offer.price < min.price ? offer : min),
            null,
          );
          const found: BestOffer = best
            ? { price: best.price, deliveryTime: best.deliveryTime, isStock: best.isStock }
            : null;
          const done = part;
          if (current) setOffers((previous) => new Map(previous).set(partKey(done), found));
        } catch {
          // The row keeps its 'Найти предложения' link; the price is simply not shown.
        }
      }
    };
    void Promise.all(Array.from({ length: PARALLEL }, worker));
    return () => {
      current = false;
    };
  }, [key]);
  return offers;
}

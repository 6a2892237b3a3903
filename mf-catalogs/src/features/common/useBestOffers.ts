import { useEffect, useRef, useState } from 'react';
import type { Offer } from '@shop/shared';
import { searchApi } from '@shop/shared/api';

export interface PartNumber {
  brand: string;
  number: string;
}

/**
 * What a unit's row shows of a part: its own cheapest offer (null when it has none) and, apart, the price of the
 * cheapest analogue: an analogue's price shown as the part's would tell the buyer the original costs that.
 */
export interface BestOffer {
  own: Pick<Offer, 'price' | 'deliveryTime' | 'isStock' | 'promotion'> | null;
  analoguePrice: number | null;
}

function cheapest(offers: Offer[]): Offer | null {
  return offers.reduce<Offer | null>((min, offer) => (!min || offer.price < min.price ? offer : min), null);
}

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
          const own = cheapest(answer.goods.filter((good) => !good.isCross).flatMap((good) => good.offers));
          const analogue = cheapest(
            answer.goods.filter((good) => good.isCross).flatMap((good) => good.offers),
          );
          const found: BestOffer = {
            own: own && {
              price: own.price,
              deliveryTime: own.deliveryTime,
              isStock: own.isStock,
              promotion: own.promotion,
            },
            analoguePrice: analogue?.price ?? null,
          };
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

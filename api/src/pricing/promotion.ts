import type { OfferPromotion } from '@shop/shared';
import { priceOf } from './integer-price.js';
import type { Buyer, OfferPriceInput, PricingContext } from './types.js';

/**
 * The running promotion that lowered an offer's price, told beside it (old price, '−10 %', the promotion's
 * link); undefined when none did. `price` is the offer's price with the promotion, as `priceOf` gave it.
 */
export function promotionOf(
  offer: OfferPriceInput,
  price: number,
  buyer: Buyer,
  pricing: PricingContext,
): OfferPromotion | undefined {
  const promotion = pricing.promotions?.get(offer.goodId);
  if (!promotion || price <= 0) return undefined;
  // The same engine without the promotion: the price the buyer would pay on another day.
  const priceBefore = priceOf(offer, buyer, { rates: pricing.rates, level: pricing.level });
  if (priceBefore <= price) return undefined;
  const percent = Math.round(Number(promotion.discount) * 10_000) / 100;
  return { title: promotion.title, slug: promotion.slug, percent, priceBefore };
}

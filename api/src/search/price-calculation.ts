import type { PriceCalculation } from '@shop/shared';
import type { AppContext } from '../context.js';
import { brandIdOfGood } from '../catalog/queries.js';
import { notFound } from '../errors/http-error.js';
import { calculatePrice } from '../pricing/engine.js';
import type { OfferPriceInput } from '../pricing/types.js';
import { findOffer } from './offer-queries.js';
import type { PriceView } from './offers.js';

const offerGone = 'Предложение не найдено или устарело';

/** What pricing needs of the offer a key names: a stock offer's row, or the values a remote key carries. */
async function offerPriceInput(ctx: AppContext, itemKey: string): Promise<OfferPriceInput> {
  const key = ctx.itemKeys.parse(itemKey);
  if (key === null) throw notFound(offerGone);
  if (key.kind === 'stock') {
    const offer = await findOffer(ctx.db, key.offerId);
    const brandId = offer ? await brandIdOfGood(ctx.db, offer.good_id) : null;
    if (!offer || brandId === null) throw notFound(offerGone);
    return {
      goodId: offer.good_id,
      purchasePrice: offer.purchase_price,
      currency: offer.currency,
      vendorId: offer.vendor_id,
      brandId,
      fixedPrice: offer.fixed_price,
      minimumRetailPrice: offer.minimum_retail_price,
    };
  }
  const brandId = await brandIdOfGood(ctx.db, key.offer.goodId);
  if (brandId === null) throw notFound(offerGone);
  return {
    goodId: key.offer.goodId,
    purchasePrice: key.offer.purchasePrice,
    currency: key.offer.currency,
    vendorId: key.offer.vendorId,
    brandId,
    fixedPrice: null,
    minimumRetailPrice: null,
  };
}

/** The admin's step-by-step price of an offer for the viewer's price level (SPEC §6). */
export async function priceCalculation(
  ctx: AppContext,
  itemKey: string,
  view: Pick<PriceView, 'buyer' | 'pricing'>,
): Promise<PriceCalculation> {
  return calculatePrice(await offerPriceInput(ctx, itemKey), view.buyer, view.pricing).calculation;
}

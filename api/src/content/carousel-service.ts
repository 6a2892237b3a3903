import type { Static } from '@sinclair/typebox';
import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import { goodsWithOffers } from '../search/service.js';
import type { PriceView } from '../search/offers.js';
import { findVisibleCarousel, listVisibleCarousels } from './promotion-queries.js';
import type { CarouselSchema, CarouselSummarySchema } from './promotion-schemas.js';

export const carouselMessages = { notFound: 'Подборка товаров не найдена' } as const;

export async function getCarousels(db: Database): Promise<Static<typeof CarouselSummarySchema>[]> {
  return (await listVisibleCarousels(db)).map((row) => ({ type: row.type, title: row.title }));
}

/**
 * A carousel's goods in the admin's order, each at its best price for the viewer: the search's own goods
 * and offers, priced by the same engine (promotions included). With `stockOnly`, goods without stock go.
 */
export async function getCarousel(
  db: Database,
  type: string,
  viewer: () => Promise<PriceView>,
  stockOnly: boolean,
): Promise<Static<typeof CarouselSchema>> {
  const carousel = await findVisibleCarousel(db, type);
  if (!carousel) throw notFound(carouselMessages.notFound);
  const goods = await goodsWithOffers(db, carousel.good_ids, await viewer(), { stockOnly }, null);
  const byId = new Map(goods.map((good) => [good.id, good]));
  const items = carousel.good_ids.flatMap((id) => {
    const good = byId.get(id);
    if (!good || (stockOnly && good.offers.length === 0)) return [];
    const prices = good.offers.map((offer) => offer.price).filter((price) => price > 0);
    const query = new URLSearchParams({ brandName: good.brand.name, number: good.number });
    return [
      {
        goodId: good.id,
        brandName: good.brand.name,
        number: good.number,
        name: good.name,
        image: good.thumbs[0] ?? good.images[0] ?? null,
        price: prices.length > 0 ? Math.min(...prices) : 0,
        offersUrl: `/search?${query.toString()}`,
      },
    ];
  });
  return { type: carousel.type, title: carousel.title, items };
}

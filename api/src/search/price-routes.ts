import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { forbidden, notFound, unauthorized } from '../errors/http-error.js';
import { errorResponses, IdText } from '../http/schemas.js';
import { PriceCalculationSchema, PriceLevelSchema } from '../catalog/schemas.js';
import { calculatePrice } from '../pricing/engine.js';
import type { OfferPriceInput } from '../pricing/types.js';
import { findOffer } from './offers.js';
import { optionalId } from '../catalog/params.js';
import { resolveViewer } from './viewer.js';

const tags = ['offers'];

/** Price levels and the admin's price-calculation breakdown of an offer (SPEC §3, §6). */
export const priceRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/v2/offer/price-calculation-info/:id',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Расчёт цены предложения по шагам (только администраторы)',
        params: Type.Object({ id: Type.String({ minLength: 2, maxLength: 2000 }) }),
        querystring: Type.Object({ priceLevel: Type.Optional(IdText) }),
        response: { 200: PriceCalculationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const owner = await ctx.sessions.own(request);
      if (owner === null) throw unauthorized();
      if (!owner.is_admin) throw forbidden();
      const { view } = await resolveViewer(ctx, request, optionalId(request.query.priceLevel));
      const key = ctx.itemKeys.parse(request.params.id);
      if (key === null) throw notFound('Предложение не найдено или устарело');
      let input: OfferPriceInput;
      if (key.kind === 'stock') {
        const offer = await findOffer(ctx.db, key.offerId);
        if (!offer) throw notFound('Предложение не найдено или устарело');
        const good = await ctx.db
          .selectFrom('goods')
          .select('brand_id')
          .where('id', '=', offer.good_id)
          .executeTakeFirstOrThrow();
        input = {
          goodId: offer.good_id,
          purchasePrice: offer.purchase_price,
          currency: offer.currency,
          vendorId: offer.vendor_id,
          brandId: good.brand_id,
          fixedPrice: offer.fixed_price,
          minimumRetailPrice: offer.minimum_retail_price,
        };
      } else {
        const good = await ctx.db
          .selectFrom('goods')
          .select('brand_id')
          .where('id', '=', key.offer.goodId)
          .executeTakeFirst();
        if (!good) throw notFound('Предложение не найдено или устарело');
        input = {
          goodId: key.offer.goodId,
          purchasePrice: key.offer.purchasePrice,
          currency: key.offer.currency,
          vendorId: key.offer.vendorId,
          brandId: good.brand_id,
          fixedPrice: null,
          minimumRetailPrice: null,
        };
      }
      reply.header('cache-control', 'private, max-age=60');
      return calculatePrice(input, view.buyer, view.pricing).calculation;
    },
  );

  app.get(
    '/api/pricelevel',
    {
      schema: {
        tags,
        summary: 'Уровни цен; isCurrent — уровень, по которому считаются ваши цены (у гостя — основной)',
        response: { 200: Type.Array(PriceLevelSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.optional(request);
      const [levels, current] = await Promise.all([
        ctx.pricing.levels(),
        ctx.pricing.context(session?.user.price_level_id ?? null),
      ]);
      return levels.map((level) => ({ ...level, isCurrent: level.id === current.level.id }));
    },
  );
};

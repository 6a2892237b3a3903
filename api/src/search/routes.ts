import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizePartNumber } from '@shop/shared/catalog';
import type { ContextOptions } from '../context.js';
import { notFound } from '../errors/http-error.js';
import { rateLimited } from '../http/rate-limits.js';
import { errorResponses, IdText } from '../http/schemas.js';
import { guestOrSignedIn } from '../http/openapi-document.js';
import { GoodSchema, OfferSchema, PartSuggestionSchema, VendorSchema } from '../catalog/schemas.js';
import { goodIdOf, pickSuggestion } from '../catalog/service.js';
import { BrandNameParam, FlagParam, flag, NumberParam, optionalId } from '../catalog/params.js';
import { findByQuery, goodsWithOffers } from './service.js';
import { remoteOffers } from './remote.js';
import { resolveViewer } from './viewer.js';

const tags = ['search'];

/** Search calls of SPEC §7: suggestions, the part with its analogues and offers, remote suppliers' offers. */
export const searchRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/v2/search/suggestions',
    {
      schema: {
        tags,
        summary: 'Подсказки по началу номера запчасти (сначала самые выбираемые)',
        querystring: Type.Object({ query: Type.String({ maxLength: 60 }) }),
        response: { 200: Type.Array(PartSuggestionSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const prefix = normalizePartNumber(request.query.query);
      reply.header('cache-control', 'private, max-age=60');
      return prefix ? ctx.suggestions.find(prefix) : [];
    },
  );

  app.post(
    '/api/v2/search/select_suggestion/:id',
    {
      config: rateLimited(ctx.config.rateLimits.selectSuggestion),
      schema: {
        tags,
        summary: 'Выбор подсказки: повышает её рейтинг',
        params: Type.Object({ id: IdText }),
        response: { 200: Type.Object({ message: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const number = await pickSuggestion(ctx.db, Number(request.params.id));
      if (number === undefined) throw notFound('Товар не найден');
      ctx.suggestions.forgetNumber(number);
      return { message: 'Рейтинг подсказки обновлён' };
    },
  );

  app.get(
    '/api/v2/search/findByQuery',
    {
      schema: {
        tags,
        security: guestOrSignedIn,
        summary: 'Запчасть по бренду и номеру с аналогами и предложениями склада',
        querystring: Type.Object({
          brandName: BrandNameParam,
          number: NumberParam,
          crosses: FlagParam,
          stockOnly: FlagParam,
          vendor: Type.Optional(IdText),
          survey: FlagParam,
          priceLevel: Type.Optional(IdText),
        }),
        response: {
          200: Type.Object({
            searchId: Type.String(),
            goods: Type.Array(GoodSchema),
            remoteVendors: Type.Array(VendorSchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const vendorId = optionalId(query.vendor);
      const { view } = await resolveViewer(ctx, request, optionalId(query.priceLevel));
      return findByQuery(
        ctx.db,
        {
          brandName: query.brandName,
          number: query.number,
          crosses: flag(query.crosses, true),
          stockOnly: flag(query.stockOnly, false),
          vendorId,
          survey: flag(query.survey, true),
        },
        view,
        async () =>
          (await ctx.suppliers.remoteVendors()).filter(
            (vendor) => vendorId === undefined || vendor.id === vendorId,
          ),
      );
    },
  );

  app.get(
    '/api/search/offers',
    {
      schema: {
        tags,
        security: guestOrSignedIn,
        summary: 'Предложения склада по одной запчасти (без аналогов)',
        querystring: Type.Object({ brandName: BrandNameParam, number: NumberParam, stockOnly: FlagParam }),
        response: { 200: Type.Array(OfferSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { brandName, number, stockOnly } = request.query;
      const goodId = await goodIdOf(ctx.db, brandName, number);
      if (goodId === undefined) return [];
      const { view } = await resolveViewer(ctx, request);
      const [good] = await goodsWithOffers(
        ctx.db,
        [goodId],
        view,
        { stockOnly: flag(stockOnly, false) },
        null,
      );
      return good?.offers ?? [];
    },
  );

  app.get(
    '/api/search/remote_offers',
    {
      config: rateLimited(ctx.config.rateLimits.remoteOffers),
      schema: {
        tags,
        security: guestOrSignedIn,
        summary: 'Предложения удалённого поставщика по запчасти и её аналогам',
        querystring: Type.Object({
          providerName: Type.String({ minLength: 1, maxLength: 100 }),
          brandName: BrandNameParam,
          number: NumberParam,
        }),
        response: {
          200: Type.Object({
            vendor: VendorSchema,
            goods: Type.Array(GoodSchema),
            error: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { view } = await resolveViewer(ctx, request);
      return remoteOffers(ctx, request.query, view);
    },
  );
};

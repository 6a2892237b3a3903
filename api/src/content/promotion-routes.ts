import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { guestOrSignedIn } from '../http/openapi-document.js';
import { resolveViewer } from '../search/viewer.js';
import { getCarousel, getCarousels } from './carousel-service.js';
import {
  CampaignSettingsSchema,
  CarouselParams,
  CarouselQuery,
  CarouselSchema,
  CarouselSummarySchema,
  PromotionDetailsSchema,
  PromotionParams,
  PromotionSchema,
} from './promotion-schemas.js';
import { getCampaignSettings, getPromotion, getPromotions } from './promotion-service.js';

const tags = ['content'];

/** Promotions, their campaign settings and the home page's goods carousels (SPEC §7 Promotions). */
export const promotionRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/actions_campaign',
    {
      schema: {
        tags,
        summary: 'Идущие акции',
        response: { 200: Type.Array(PromotionSchema), ...errorResponses },
      },
    },
    async () => getPromotions(ctx.db),
  );

  app.get(
    '/api/actions_campaign/settings',
    {
      schema: {
        tags,
        summary: 'Настройки показа акций (уведомление и окно)',
        response: { 200: CampaignSettingsSchema, ...errorResponses },
      },
    },
    async () => getCampaignSettings(ctx.db),
  );

  app.get(
    '/api/actions_campaign/:id',
    {
      schema: {
        tags,
        summary: 'Акция по номеру или адресу, с товарами со скидкой',
        params: PromotionParams,
        response: { 200: PromotionDetailsSchema, ...errorResponses },
      },
    },
    async (request) => getPromotion(ctx.db, request.params.id),
  );

  app.get(
    '/api/carousels',
    {
      schema: {
        tags,
        summary: 'Подборки товаров главной страницы',
        response: { 200: Type.Array(CarouselSummarySchema), ...errorResponses },
      },
    },
    async () => getCarousels(ctx.db),
  );

  app.get(
    '/api/carousel/:type',
    {
      schema: {
        tags,
        security: guestOrSignedIn,
        summary: 'Товары подборки с ценой для текущего покупателя',
        params: CarouselParams,
        querystring: CarouselQuery,
        response: { 200: CarouselSchema, ...errorResponses },
      },
    },
    async (request) => {
      const stockOnly = request.query.stockOnly === '1' || request.query.stockOnly === 'true';
      const viewer = async () => (await resolveViewer(ctx, request)).view;
      return getCarousel(ctx.db, request.params.type, viewer, stockOnly);
    },
  );
};

import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { notFound } from '../errors/http-error.js';
import { errorResponses } from '../http/schemas.js';
import { guestOrSignedIn } from '../http/openapi-document.js';
import { BrandNameParam, NumberParam } from '../catalog/params.js';
import { analoguesOf, goodIdOf } from '../catalog/service.js';
import { GoodSchema } from '../catalog/schemas.js';
import { goodsWithOffers } from './service.js';
import { resolveViewer } from './viewer.js';

const tags = ['goods'];

/** The goods calls of SPEC §7 that answer a part with its offers, priced for the viewer. */
export const goodsRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/goods/replacements',
    {
      schema: {
        tags,
        security: guestOrSignedIn,
        summary: 'Замены (аналоги) запчасти с предложениями склада',
        querystring: Type.Object({ brandName: BrandNameParam, number: NumberParam }),
        response: { 200: Type.Array(GoodSchema), ...errorResponses },
      },
    },
    async (request) => {
      const goodId = await goodIdOf(ctx.db, request.query.brandName, request.query.number);
      if (goodId === undefined) throw notFound('Запчасть не найдена');
      const { view } = await resolveViewer(ctx, request);
      return goodsWithOffers(ctx.db, await analoguesOf(ctx.db, goodId), view, {}, -1);
    },
  );

  const goodCard = async (request: FastifyRequest, brand: string, number: string) => {
    const goodId = await goodIdOf(ctx.db, brand, number);
    if (goodId === undefined) throw notFound('Запчасть не найдена');
    const { view } = await resolveViewer(ctx, request);
    const [good] = await goodsWithOffers(ctx.db, [goodId], view, {}, null);
    if (!good) throw notFound('Запчасть не найдена');
    return good;
  };

  app.get(
    '/api/goods/:brand/:number',
    {
      schema: {
        tags,
        security: guestOrSignedIn,
        summary: 'Карточка запчасти с предложениями склада',
        params: Type.Object({ brand: BrandNameParam, number: NumberParam }),
        response: { 200: GoodSchema, ...errorResponses },
      },
    },
    async (request) => goodCard(request, request.params.brand, request.params.number),
  );

  // The same card from the goods catalog of SPEC §7 (`/api/goods-catalog/good`), brand and number in the query.
  for (const url of ['/api/goods-catalog/good', '/api/goods-catalog/good/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          security: guestOrSignedIn,
          summary: 'Карточка запчасти каталога товаров с предложениями склада',
          querystring: Type.Object({ brand: BrandNameParam, number: NumberParam }),
          response: { 200: GoodSchema, ...errorResponses },
        },
      },
      async (request) => goodCard(request, request.query.brand, request.query.number),
    );
  }
};

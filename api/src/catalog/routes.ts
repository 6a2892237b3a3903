import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { notFound } from '../errors/http-error.js';
import { errorResponses } from '../http/schemas.js';
import { BrandNameParam, FlagParam, flag, NumberParam } from '../search/params.js';
import { goodsWithOffers } from '../search/service.js';
import { resolveViewer } from '../search/viewer.js';
import { brandOfRow } from './mapper.js';
import { analogueIds, findBrand, findGoodId, goodsWithNumber, listBrands } from './queries.js';
import { BrandSchema, GoodSchema, NumberMatchSchema } from './schemas.js';

const tags = ['goods'];
const NUMBER_MATCHES_LIMIT = 50;

/** Goods and brands calls of SPEC §7. */
export const catalogRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/goods/search',
    {
      schema: {
        tags,
        summary: 'Бренды, у которых есть этот номер',
        querystring: Type.Object({ number: NumberParam, strict: FlagParam }),
        response: { 200: Type.Array(NumberMatchSchema), ...errorResponses },
      },
    },
    async (request) =>
      goodsWithNumber(ctx.db, request.query.number, flag(request.query.strict, true), NUMBER_MATCHES_LIMIT),
  );

  app.get(
    '/api/goods/replacements',
    {
      schema: {
        tags,
        summary: 'Замены (аналоги) запчасти с предложениями склада',
        querystring: Type.Object({ brandName: BrandNameParam, number: NumberParam }),
        response: { 200: Type.Array(GoodSchema), ...errorResponses },
      },
    },
    async (request) => {
      const goodId = await findGoodId(ctx.db, request.query.brandName, request.query.number);
      if (goodId === undefined) throw notFound('Запчасть не найдена');
      const { view } = await resolveViewer(ctx, request);
      return goodsWithOffers(ctx.db, await analogueIds(ctx.db, goodId), view, {}, -1);
    },
  );

  app.get(
    '/api/goods/:brand/:number',
    {
      schema: {
        tags,
        summary: 'Карточка запчасти с предложениями склада',
        params: Type.Object({ brand: BrandNameParam, number: NumberParam }),
        response: { 200: GoodSchema, ...errorResponses },
      },
    },
    async (request) => {
      const goodId = await findGoodId(ctx.db, request.params.brand, request.params.number);
      if (goodId === undefined) throw notFound('Запчасть не найдена');
      const { view } = await resolveViewer(ctx, request);
      const [good] = await goodsWithOffers(ctx.db, [goodId], view, {}, null);
      if (!good) throw notFound('Запчасть не найдена');
      return good;
    },
  );

  app.get(
    '/api/brands',
    { schema: { tags, summary: 'Бренды', response: { 200: Type.Array(BrandSchema), ...errorResponses } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return (await listBrands(ctx.db)).map(brandOfRow);
    },
  );

  app.get(
    '/api/brands/show',
    {
      schema: {
        tags,
        summary: 'Бренд по названию или синониму',
        querystring: Type.Object({ brandName: BrandNameParam }),
        response: { 200: BrandSchema, ...errorResponses },
      },
    },
    async (request) => {
      const brand = await findBrand(ctx.db, request.query.brandName);
      if (!brand) throw notFound('Бренд не найден');
      return brandOfRow(brand);
    },
  );
};

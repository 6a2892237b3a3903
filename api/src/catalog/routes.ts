import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { BrandNameParam, FlagParam, flag, NumberParam } from './params.js';
import { brandByName, brands, numberMatches } from './service.js';
import { BrandSchema, NumberMatchSchema } from './schemas.js';

const tags = ['goods'];
const NUMBER_MATCHES_LIMIT = 50;

/** Goods and brands calls of SPEC §7 that need no offers (those with offers: `search/goods-routes.ts`). */
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
      numberMatches(ctx.db, request.query.number, flag(request.query.strict, true), NUMBER_MATCHES_LIMIT),
  );

  app.get(
    '/api/brands',
    { schema: { tags, summary: 'Бренды', response: { 200: Type.Array(BrandSchema), ...errorResponses } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return brands(ctx.db);
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
    async (request) => brandByName(ctx.db, request.query.brandName),
  );
};

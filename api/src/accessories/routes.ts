import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses, nullable, type Assert, type Equal } from '../http/schemas.js';
import { PageParam, pageOf } from '../catalog/params.js';
import { BestOfferSchema } from '../oils/schemas.js';
import { resolveListViewer } from '../search/viewer.js';
import { listAccessories, type AccessoryList } from './service.js';

const AccessoryListSchema = Type.Object({
  categories: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), count: Type.Integer() })),
  items: Type.Array(
    Type.Object({
      goodId: Type.Integer(),
      brandName: Type.String(),
      number: Type.String(),
      name: Type.String(),
      category: Type.String(),
      bestOffer: nullable(BestOfferSchema),
    }),
  ),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

type _AccessoryListMatches = Assert<Equal<Static<typeof AccessoryListSchema>, AccessoryList>>;

/** Accessories by category (`/accessories`), with the best offer of each; guests allowed. */
export const accessoryRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/accessories',
    {
      schema: {
        tags: ['catalogs'],
        summary: 'Аксессуары по категориям с лучшим предложением',
        querystring: Type.Object({
          category: Type.Optional(
            Type.String({ minLength: 1, maxLength: 60, description: 'slug категории' }),
          ),
          page: PageParam,
        }),
        response: { 200: AccessoryListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = await resolveListViewer(ctx, request);
      return listAccessories(ctx.db, request.query.category ?? null, pageOf(request.query.page), viewer);
    },
  );
};

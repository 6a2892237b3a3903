import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses, IdText } from '../http/schemas.js';
import { FlagParam, PageParam, flag, optionalId, pageOf } from '../catalog/params.js';
import { resolveListViewer } from '../search/viewer.js';
import { facetValues } from './params.js';
import { OilListSchema } from './schemas.js';
import { listOils } from './service.js';

const FilterParam = Type.Optional(
  Type.String({ maxLength: 2000, description: 'Одно или несколько значений через запятую' }),
);

/** The oils catalog (`/catalogs/oils`): oils, fluids and filters with facets; guests allowed. */
export const oilRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/oils',
    {
      schema: {
        tags: ['catalogs'],
        summary: 'Масла, жидкости и фильтры: фильтры, счётчики по значениям, лучшее предложение',
        querystring: Type.Object({
          kind: FilterParam,
          viscosity: FilterParam,
          spec: FilterParam,
          approval: FilterParam,
          volume: FilterParam,
          brand: FilterParam,
          stockOnly: FlagParam,
          carId: Type.Optional(IdText),
          page: PageParam,
        }),
        response: { 200: OilListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const values = facetValues(query);
      const viewer = await resolveListViewer(ctx, request);
      return listOils(
        ctx.db,
        {
          values,
          stockOnly: flag(query.stockOnly, false),
          carId: optionalId(query.carId) ?? null,
          page: pageOf(query.page),
        },
        viewer,
      );
    },
  );
};

import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { OfficeSchema, PageParams, PageSchema } from './schemas.js';
import { getOffices, getPage } from './service.js';
import { postRoutes } from './post-routes.js';
import { promotionRoutes } from './promotion-routes.js';
import { mediaRoutes } from './media-routes.js';
import { adminContentRoutes } from './admin-routes.js';

const tags = ['content'];

/** Static pages and offices, and the rest of the content's routes (SPEC §7 Posts/content, Promotions). */
export const contentRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  await app.register(postRoutes, { ctx });
  await app.register(promotionRoutes, { ctx });
  await app.register(mediaRoutes, { ctx });
  await app.register(adminContentRoutes, { ctx });

  app.get(
    '/api/page/:slug',
    {
      schema: {
        tags,
        summary: 'Статическая страница (о компании, контакты, оферта…)',
        params: PageParams,
        response: { 200: PageSchema, ...errorResponses },
      },
    },
    async (request) => getPage(ctx.db, request.params.slug),
  );

  app.get(
    '/api/offices',
    {
      schema: {
        tags,
        summary: 'Офисы и пункты выдачи',
        response: { 200: Type.Array(OfficeSchema), ...errorResponses },
      },
    },
    async () => getOffices(ctx.db),
  );
};

import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { OfficeSchema, PageParams, PageSchema } from './schemas.js';
import { getOffices, getPage } from './service.js';

const tags = ['content'];

/** Static pages and offices (SPEC §7 Posts/content). */
export const contentRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
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

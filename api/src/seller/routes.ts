import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { SellerSchema } from './schemas.js';
import { getSeller } from './service.js';

/**
 * `GET /api/seller`: public and cacheable, but revalidated on every use (`no-cache` with an ETag of when the
 * record changed): an admin's edit is seen on the next page load, and an unchanged record costs a 304.
 */
export const sellerRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/seller',
    {
      schema: {
        tags: ['content'],
        summary: 'Продавец: наименование, реквизиты, телефоны, адреса, режим работы',
        response: {
          200: SellerSchema,
          304: Type.Null({ description: 'Не изменилось с ETag' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const seller = await getSeller(ctx.db);
      const etag = `"seller-${Date.parse(seller.updatedAt)}"`;
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return seller;
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { errorResponses } from '../../http/schemas.js';
import { SellerBodySchema, SellerSchema } from '../../seller/schemas.js';
import { getSeller } from '../../seller/service.js';
import { adminOf } from '../../auth/admin-guard.js';
import { changeSeller } from './service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The back office's form of the seller's record (admins only, as every `/api/admin/*` route). */
export const adminSellerRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/admin/seller',
    {
      schema: {
        tags,
        security,
        summary: 'Данные продавца для правки (только администраторы)',
        response: { 200: SellerSchema, ...errorResponses },
      },
    },
    async () => getSeller(ctx.db),
  );

  app.put(
    '/api/admin/seller',
    {
      schema: {
        tags,
        security,
        summary: 'Изменить данные продавца (только администраторы)',
        description:
          'Наименование, ИНН, КПП, ОГРН, адреса, телефоны, e-mail, режим работы, банк и счета: их видят ' +
          'шапка, подвал, контакты, счета, письма и текст оферты. Проверяется общими правилами формы.',
        body: SellerBodySchema,
        response: { 200: SellerSchema, ...errorResponses },
      },
    },
    async (request) => changeSeller(ctx, adminOf(request), request.body),
  );
};

import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { adminUsers } from './service.js';

const AdminUserRowSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  lastName: Type.String(),
  firstName: Type.String(),
  middleName: Type.String(),
  type: Type.Union([Type.Literal('retail'), Type.Literal('business')]),
  isAdmin: Type.Boolean(),
  isWholesale: Type.Boolean(),
  companyName: Type.Union([Type.String(), Type.Null()]),
});

/** The admin panel's user list, from which an admin switches into a customer (SPEC §6). */
export const adminRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Пользователи для панели администратора (только администраторы)',
        querystring: Type.Object({
          query: Type.Optional(Type.String({ maxLength: 100 })),
          // Query values arrive as text (the app does not coerce types): a page number is its digits.
          page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(AdminUserRowSchema),
            total: Type.Integer(),
            page: Type.Integer(),
            perPage: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => adminUsers(ctx.db, request.query.query, request.query.page),
  );
};

import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { errorResponses, IdText } from '../../http/schemas.js';
import { RefundRequestSchema } from '../../refunds/routes.js';
import { adminOf, adminOnly } from '../../auth/admin-guard.js';
import { acceptAdminRefund, adminRefunds, rejectAdminRefund } from './service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

const AdminRefundRowSchema = Type.Intersect([
  RefundRequestSchema,
  Type.Object({ customer: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() }) }),
]);

/** The back office's refund requests: all customers', accepted or rejected with a reason. */
export const adminRefundRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/admin/refunds',
    {
      schema: {
        tags,
        security,
        summary: 'Заявки на возврат всех покупателей (только администраторы)',
        querystring: Type.Object({
          status: Type.Optional(
            Type.Union([
              Type.Literal('new'),
              Type.Literal('accepted'),
              Type.Literal('rejected'),
              Type.Literal('completed'),
            ]),
          ),
          customer: Type.Optional(Type.String({ maxLength: 100 })),
          sort: Type.Optional(Type.Union([Type.Literal('id'), Type.Literal('sum')])),
          order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
          page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(AdminRefundRowSchema),
            total: Type.Integer(),
            page: Type.Integer(),
            perPage: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { status, customer, sort, order, page } = request.query;
      return adminRefunds(ctx, {
        status,
        customer,
        sort: sort ?? 'id',
        descending: order !== 'asc',
        page: Number(page ?? '1'),
      });
    },
  );

  app.post(
    '/api/admin/refunds/:id/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Принять заявку на возврат: сумма зачисляется на договор (только администраторы)',
        params: Type.Object({ id: IdText }),
        response: { 200: RefundRequestSchema, ...errorResponses },
      },
    },
    async (request) => acceptAdminRefund(ctx, adminOf(request), request.log, Number(request.params.id)),
  );

  app.post(
    '/api/admin/refunds/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Отклонить заявку на возврат с причиной (только администраторы)',
        params: Type.Object({ id: IdText }),
        body: Type.Object({ reason: Type.Optional(Type.String({ maxLength: 2000 })) }),
        response: { 200: RefundRequestSchema, ...errorResponses },
      },
    },
    async (request) =>
      rejectAdminRefund(ctx, adminOf(request), request.log, Number(request.params.id), request.body),
  );

  // The older path of the same operation (audited and mailed alike), outside /api/admin: marked for the guard.
  app.post(
    '/api/refund/:id/accept',
    {
      config: adminOnly,
      schema: {
        tags: ['refunds'],
        security,
        summary:
          'Принять заявку на возврат и зачислить сумму на договор (только администраторы; то же, что ' +
          'POST /api/admin/refunds/{id}/accept)',
        deprecated: true,
        params: Type.Object({ id: IdText }),
        response: { 200: RefundRequestSchema, ...errorResponses },
      },
    },
    async (request) => acceptAdminRefund(ctx, adminOf(request), request.log, Number(request.params.id)),
  );
};

import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RefundableGood, RefundRequest } from '@shop/shared';
import type { ContextOptions } from '../context.js';
import { errorResponses, type Assert, type Equal } from '../http/schemas.js';
import { RefundSchema } from '../catalog/schemas.js';
import { createRefund, findRefundableGoods, refundList } from './service.js';

const tags = ['refunds'];

const GoodRefSchema = Type.Object({ brand: Type.Object({ name: Type.String() }), number: Type.String() });

export const RefundRequestSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  orderId: Type.Integer(),
  orderItemUid: Type.String(),
  good: GoodRefSchema,
  name: Type.String(),
  amount: Type.Integer(),
  price: Type.Number(),
  returnPercent: Type.Number(),
  sum: Type.Number(),
  reason: Type.String(),
  decisionReason: Type.String({ description: 'Причина отказа (пусто, пока заявка не отклонена)' }),
  status: Type.Union([
    Type.Literal('new'),
    Type.Literal('accepted'),
    Type.Literal('rejected'),
    Type.Literal('completed'),
  ]),
  statusName: Type.String(),
  createdAt: Type.String(),
});

const RefundableGoodSchema = Type.Object({
  orderItemUid: Type.String(),
  orderId: Type.Integer(),
  orderCreatedAt: Type.String(),
  good: GoodRefSchema,
  name: Type.String(),
  price: Type.Number(),
  refundableAmount: Type.Integer(),
  refund: RefundSchema,
});

export type Checks = [
  Assert<Equal<Static<typeof RefundRequestSchema>, RefundRequest>>,
  Assert<Equal<Static<typeof RefundableGoodSchema>, RefundableGood>>,
];

/** Refund requests of SPEC §7 (own lines only); a manager accepts them in the back office (admin/refunds). */
export const refundRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/refund',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Заявки пользователя на возврат, новые первыми',
        // Query values arrive as text (the app does not coerce types): a page number is its digits.
        querystring: Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) }),
        response: {
          200: Type.Object({
            items: Type.Array(RefundRequestSchema),
            total: Type.Integer(),
            page: Type.Integer(),
            perPage: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return refundList(ctx.db, session.user.id, Number(request.query.page ?? '1'));
    },
  );

  app.get(
    '/api/refund/find_goods',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Купленные товары по номеру или названию, которые можно вернуть',
        querystring: Type.Object({ query: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: Type.Array(RefundableGoodSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return findRefundableGoods(ctx.db, session.user.id, request.query.query ?? '');
    },
  );

  app.post(
    '/api/refund/create',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Заявка на возврат товара из своего заказа',
        body: Type.Object({
          orderItemUid: Type.String({ maxLength: 100 }),
          amount: Type.Union([Type.Number(), Type.String({ maxLength: 20 })]),
          reason: Type.Optional(Type.String({ maxLength: 1000 })),
        }),
        response: { 200: RefundRequestSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return createRefund(ctx.db, session.user.id, request.body);
    },
  );
};

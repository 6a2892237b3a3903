import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentMethod } from '@shop/shared';
import type { ContextOptions } from '../context.js';
import { errorResponses, IdText, type Assert, type Equal } from '../http/schemas.js';
import { paymentMethodsOfOwnContract } from './service.js';

export const PaymentMethodSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  message: Type.String(),
  provider: Type.Union([
    Type.Literal('online'),
    Type.Literal('qr'),
    Type.Literal('card'),
    Type.Literal('bank'),
    Type.Literal('cash'),
  ]),
  description: Type.String(),
  commission: Type.Number({ description: 'Комиссия, % к сумме заказа' }),
  isDefault: Type.Boolean(),
  isOnline: Type.Boolean(),
});

type _PaymentMethodMatches = Assert<Equal<Static<typeof PaymentMethodSchema>, PaymentMethod>>;

export const paymentMethodRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/payment_methods',
    {
      schema: {
        tags: ['checkout'],
        security: [{ bearerAuth: [] }],
        summary: 'Способы оплаты, доступные по договору пользователя',
        querystring: Type.Object({ contract: IdText }),
        response: { 200: Type.Array(PaymentMethodSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return paymentMethodsOfOwnContract(ctx.db, session.user.id, Number(request.query.contract));
    },
  );
};

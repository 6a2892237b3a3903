import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { CartItemSchema } from '../catalog/schemas.js';
import { resolveViewer } from '../search/viewer.js';
import { unauthorized } from '../errors/http-error.js';
import { addToCart, cartOf } from './service.js';
import { cartLineRoutes } from './line-routes.js';
import { cartUploadRoutes } from './upload-routes.js';

const tags = ['cart'];

const AddToCartInput = Type.Object({
  itemKey: Type.Optional(Type.String({ maxLength: 2000 })),
  amount: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
  reference: Type.Optional(Type.String({ maxLength: 1000 })),
  searchId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});
const AddedSchema = Type.Object({ message: Type.String(), cartCount: Type.Integer() });

/** The cart calls (SPEC §7 Cart): add a line and read the cart here, line edits and the upload beside. */
export const cartRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  await app.register(cartLineRoutes, { ctx });
  await app.register(cartUploadRoutes, { ctx });

  app.post(
    '/api/v2/cart/add',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Добавить предложение в корзину',
        body: AddToCartInput,
        response: { 200: AddedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session, view } = await resolveViewer(ctx, request);
      if (session === null) throw unauthorized();
      return addToCart(ctx, session, view, request.body);
    },
  );

  // The older call of SPEC §7 (`GET /api/cart/add`): the same fields in the query, the same rules.
  app.get(
    '/api/cart/add',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Добавить предложение в корзину (поля в параметрах запроса)',
        querystring: AddToCartInput,
        response: { 200: AddedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session, view } = await resolveViewer(ctx, request);
      if (session === null) throw unauthorized();
      return addToCart(ctx, session, view, request.query);
    },
  );

  // `GET /api/cart` is the older path of SPEC §7 for the same list.
  for (const url of ['/api/v2/cart', '/api/cart']) {
    app.get(
      url,
      {
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          summary: 'Корзина пользователя',
          response: { 200: Type.Object({ items: Type.Array(CartItemSchema) }), ...errorResponses },
        },
      },
      async (request) => {
        const session = await ctx.sessions.required(request);
        return { items: await cartOf(ctx, session.user.id) };
      },
    );
  }
};

import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CartLineOffer, CartOffersResponse, CartUpdatePayload } from '@shop/shared';
import type { ContextOptions } from '../context.js';
import { notFound, unauthorized } from '../errors/http-error.js';
import { errorResponses, IdText, nullable, type Assert, type Equal } from '../http/schemas.js';
import { CartItemSchema, OfferSchema } from '../catalog/schemas.js';
import { resolveViewer } from '../search/viewer.js';
import { lineOffer, selectedLinesOffers } from './current-offer.js';
import { cartLineMessages, removeCartLine, updateCartLine } from './line-service.js';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];

/** Ids arrive as text (the app does not coerce types). */
const IdParams = Type.Object({ id: IdText });

const CartUpdateSchema = Type.Object({
  amount: Type.Optional(Type.Number({ description: 'Количество; проверяется правилами количества SPEC §5' })),
  reference: Type.Optional(Type.String({ maxLength: 1000 })),
  isSelected: Type.Optional(Type.Boolean()),
  accept: Type.Optional(
    Type.Array(Type.Union([Type.Literal('price'), Type.Literal('deliveryTime'), Type.Literal('refund')]), {
      maxItems: 3,
      description: 'Принять значения текущего предложения («Согласен»)',
    }),
  ),
  itemKey: Type.Optional(
    Type.String({ maxLength: 2000, description: 'Другое предложение того же товара («Перезаказать»)' }),
  ),
});

const CartLineOfferSchema = Type.Object({ id: Type.Integer(), offer: nullable(OfferSchema) });
const CartOffersSchema = Type.Object({ items: Type.Array(CartLineOfferSchema) });

export type CartLineSchemasMatch = [
  Assert<Equal<Static<typeof CartUpdateSchema>, CartUpdatePayload>>,
  Assert<Equal<Static<typeof CartLineOfferSchema>, CartLineOffer>>,
  Assert<Equal<Static<typeof CartOffersSchema>, CartOffersResponse>>,
];

/** Line edits and re-checks of the cart against the current offers (SPEC §7 Cart). */
export const cartLineRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.post(
    '/api/cart/update/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Изменить строку корзины: количество, комментарий, выбор, «Согласен», «Перезаказать»',
        params: IdParams,
        body: CartUpdateSchema,
        response: { 200: CartItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session, view } = await resolveViewer(ctx, request);
      if (session === null) throw unauthorized();
      return updateCartLine(ctx, session, view, Number(request.params.id), request.body);
    },
  );

  app.get(
    '/api/cart/remove/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Удалить строку корзины; ответ — оставшаяся корзина',
        params: IdParams,
        response: { 200: Type.Object({ items: Type.Array(CartItemSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return { items: await removeCartLine(ctx, session.user.id, Number(request.params.id)) };
    },
  );

  app.get(
    '/api/cart/offers',
    {
      schema: {
        tags,
        security,
        summary: 'Текущие предложения выбранных строк корзины (удалённые поставщики опрашиваются заново)',
        response: { 200: CartOffersSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session, view } = await resolveViewer(ctx, request);
      if (session === null) throw unauthorized();
      return { items: await selectedLinesOffers(ctx, session.user.id, view) };
    },
  );

  app.get(
    '/api/v2/cart/:id/offer',
    {
      schema: {
        tags,
        security,
        summary: 'Текущее предложение одной строки корзины',
        params: IdParams,
        response: { 200: CartLineOfferSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session, view } = await resolveViewer(ctx, request);
      if (session === null) throw unauthorized();
      const item = await lineOffer(ctx, session.user.id, Number(request.params.id), view);
      if (item === null) throw notFound(cartLineMessages.notFound);
      return item;
    },
  );
};

import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AddressSuggestion, DeliveryAddress } from '@shop/shared';
import type { ContextOptions } from '../context.js';
import { rateLimited } from '../http/rate-limits.js';
import { errorResponses, nullable, type Assert, type Equal } from '../http/schemas.js';
import { addAddress, ADDRESS_MAX_LENGTH, deleteAddress, listAddresses } from './service.js';
import { createAddressSuggester } from './suggest.js';

const DeliveryAddressSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String({ format: 'uuid' }),
  address: Type.String(),
  regionId: nullable(Type.String()),
  data: nullable(Type.Record(Type.String(), Type.Unknown())),
  name: Type.String(),
});

const AddressSuggestionSchema = Type.Object({
  value: Type.String(),
  data: Type.Object(
    {
      country: Type.String(),
      region: Type.String(),
      city: Type.String(),
      street: Type.String(),
      line1: Type.String(),
    },
    { additionalProperties: true, description: 'Поля адреса и исходные данные подсказки' },
  ),
});

type _AddressMatches = Assert<Equal<Static<typeof DeliveryAddressSchema>, DeliveryAddress>>;

const security = [{ bearerAuth: [] }];

/** The user's delivery addresses and the address suggestions (SPEC §7 Addresses, Suggestions). */
export const addressRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  const suggest = createAddressSuggester(ctx.config.dadata, app.log);

  app.get(
    '/api/user/delivery_addresses',
    {
      schema: {
        tags: ['addresses'],
        security,
        summary: 'Адреса доставки пользователя',
        response: { 200: Type.Array(DeliveryAddressSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return listAddresses(ctx.db, session.user.id);
    },
  );

  app.post(
    '/api/delivery-address',
    {
      schema: {
        tags: ['addresses'],
        security,
        summary: 'Добавить адрес доставки (тот же адрес второй раз не добавляется)',
        body: Type.Object({
          // The length and required-ness are checked by the rules with Russian messages; this bounds the body.
          value: Type.Optional(Type.String({ maxLength: ADDRESS_MAX_LENGTH * 4 })),
          data: Type.Optional(nullable(Type.Record(Type.String(), Type.Unknown()))),
        }),
        response: { 200: DeliveryAddressSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return addAddress(ctx.db, session.user.id, request.body);
    },
  );

  app.delete(
    '/api/delivery-address/:uid',
    {
      schema: {
        tags: ['addresses'],
        security,
        summary: 'Удалить адрес доставки; заказы хранят свой текст адреса',
        params: Type.Object({ uid: Type.String({ maxLength: 100 }) }),
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await ctx.sessions.required(request);
      await deleteAddress(ctx.db, session.user.id, request.params.uid);
      return reply.code(204).send(null);
    },
  );

  const suggestSchema = {
    querystring: Type.Object({ query: Type.Optional(Type.String({ maxLength: 300 })) }),
    response: { 200: Type.Array(AddressSuggestionSchema), ...errorResponses },
  };
  const suggestHandler = async (request: { query: { query?: string } }): Promise<AddressSuggestion[]> =>
    suggest(request.query.query ?? '');

  const suggestLimit = rateLimited(ctx.config.rateLimits.addressSuggest);
  app.get(
    '/api/address/suggest',
    {
      config: suggestLimit,
      schema: { tags: ['addresses'], summary: 'Подсказки адресов (от 3 символов)', ...suggestSchema },
    },
    suggestHandler,
  );
  app.get(
    '/api/dadata/address/suggest',
    {
      config: suggestLimit,
      schema: { tags: ['addresses'], summary: 'Подсказки адресов в формате DaData', ...suggestSchema },
    },
    suggestHandler,
  );
};

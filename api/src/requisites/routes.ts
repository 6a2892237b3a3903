import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { rateLimited } from '../http/rate-limits.js';
import { errorResponses, nullable } from '../http/schemas.js';
import { createRequisitesSuggester } from './suggest.js';

const open = { additionalProperties: true };
const AddressSchema = nullable(Type.Object({ value: Type.String() }, open));

const BankSuggestionSchema = Type.Object({
  value: Type.String(),
  data: Type.Object(
    {
      bic: Type.String(),
      correspondent_account: nullable(Type.String()),
      name: Type.Object({ payment: Type.String() }, open),
      address: AddressSchema,
    },
    { ...open, description: 'Данные банка в формате DaData' },
  ),
});

const CompanySuggestionSchema = Type.Object({
  value: Type.String(),
  data: Type.Object(
    {
      inn: Type.String(),
      type: Type.Union([Type.Literal('LEGAL'), Type.Literal('INDIVIDUAL')]),
      name: Type.Object({}, open),
      address: AddressSchema,
      state: Type.Object(
        { status: Type.String({ description: 'LIQUIDATED — организация ликвидирована' }) },
        open,
      ),
    },
    { ...open, description: 'Данные организации или ИП в формате DaData' },
  ),
});

const querystring = Type.Object({ query: Type.Optional(Type.String({ maxLength: 300 })) });

/** Bank and company suggestions for the requisites of a business buyer (SPEC §7 Suggestions). */
export const requisitesRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  const suggest = createRequisitesSuggester(ctx.config.dadata, ctx.config.demo, app.log);
  const config = rateLimited(ctx.config.rateLimits.requisitesSuggest);

  app.get(
    '/api/dadata/bank/suggest',
    {
      config,
      schema: {
        tags: ['suggestions'],
        summary: 'Подсказки банков по БИК, ИНН или названию (DaData или встроенный справочник)',
        querystring,
        response: { 200: Type.Array(BankSuggestionSchema), ...errorResponses },
      },
    },
    async (request) => suggest.banks(request.query.query ?? ''),
  );

  app.get(
    '/api/dadata/party/suggest',
    {
      config,
      schema: {
        tags: ['suggestions'],
        summary:
          'Подсказки организаций и ИП по ИНН, ОГРН или названию (DaData; в демо-режиме — встроенный ' +
          'справочник демо-организаций; без DaData вне демо-режима — 503)',
        querystring,
        response: { 200: Type.Array(CompanySuggestionSchema), ...errorResponses },
      },
    },
    async (request) => suggest.companies(request.query.query ?? ''),
  );
};

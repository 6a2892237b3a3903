import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { ContractSchema } from '../../contracts/schemas.js';
import { errorResponses, IdText, nullable } from '../../http/schemas.js';
import { adminOf } from '../../auth/admin-guard.js';
import { WholesaleRequestSchema } from '../contracts/schemas.js';
import { adminCustomer, adminCustomers, changeCustomerTerms } from './service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const idNamed = Type.Object({ id: Type.Integer(), name: Type.String() });

const TermsSchema = Type.Object({
  isWholesale: Type.Boolean(),
  markup: Type.Number(),
  priceLevel: nullable(Type.Integer()),
  office: nullable(Type.Integer()),
  isAllowDownloadPricelist: Type.Boolean(),
  isAllowBatchSearch: Type.Boolean(),
  isAllowUseApi: Type.Boolean(),
  curators: Type.Array(Type.Integer()),
});

const CustomerCardSchema = Type.Object({
  customer: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    type: Type.Union([Type.Literal('retail'), Type.Literal('business')]),
    phone: Type.String(),
    companyName: nullable(Type.String()),
    isAdmin: Type.Boolean(),
  }),
  terms: TermsSchema,
  contracts: Type.Array(ContractSchema),
  wholesaleRequest: nullable(WholesaleRequestSchema),
  choices: Type.Object({
    offices: Type.Array(idNamed),
    priceLevels: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), isDefault: Type.Boolean() }),
    ),
    managers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
  }),
});

const CustomerRowSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  type: Type.Union([Type.Literal('retail'), Type.Literal('business')]),
  companyName: nullable(Type.String()),
  isAdmin: Type.Boolean(),
  isWholesale: Type.Boolean(),
  markup: Type.Number(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** The back office's customers: search, flags and terms (contracts: admin/contracts/routes.ts). */
export const adminCustomerRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        security,
        summary: 'Покупатели: поиск по e-mail, имени, организации или ИНН (только администраторы)',
        querystring: Type.Object({
          query: Type.Optional(Type.String({ maxLength: 100 })),
          wholesale: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
          sort: Type.Optional(Type.Union([Type.Literal('id'), Type.Literal('email'), Type.Literal('name')])),
          order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
          page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(CustomerRowSchema),
            total: Type.Integer(),
            page: Type.Integer(),
            perPage: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { query, wholesale, sort, order, page } = request.query;
      return adminCustomers(ctx, {
        query: query?.trim() ?? '',
        wholesale: wholesale === undefined ? undefined : wholesale === 'yes',
        sort: sort ?? 'id',
        descending: order !== 'asc',
        page: Number(page ?? '1'),
      });
    },
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Карточка покупателя: условия, договоры (только администраторы)',
        params: Type.Object({ id: IdText }),
        response: { 200: CustomerCardSchema, ...errorResponses },
      },
    },
    async (request) => adminCustomer(ctx, Number(request.params.id)),
  );

  app.put(
    '/api/admin/customers/:id/terms',
    {
      schema: {
        tags,
        security,
        summary: 'Изменить признаки и условия покупателя (только администраторы)',
        description:
          'Оптовый, наценка, уровень цен, офис, доступ к прайс-листу, пакетному поиску и API, кураторы.',
        params: Type.Object({ id: IdText }),
        body: Type.Object({
          isWholesale: Type.Optional(Type.Unknown()),
          markup: Type.Optional(Type.Unknown()),
          priceLevel: Type.Optional(Type.Unknown()),
          office: Type.Optional(Type.Unknown()),
          isAllowDownloadPricelist: Type.Optional(Type.Unknown()),
          isAllowBatchSearch: Type.Optional(Type.Unknown()),
          isAllowUseApi: Type.Optional(Type.Unknown()),
          curators: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 100 })),
        }),
        response: { 200: CustomerCardSchema, ...errorResponses },
      },
    },
    async (request) => changeCustomerTerms(ctx, adminOf(request), Number(request.params.id), request.body),
  );
};

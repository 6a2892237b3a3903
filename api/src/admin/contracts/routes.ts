import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { ContractSchema } from '../../contracts/schemas.js';
import { errorResponses, IdText } from '../../http/schemas.js';
import { WholesaleRequestSchema } from './schemas.js';
import { adminOf } from '../../auth/admin-guard.js';
import {
  closeContract,
  createContract,
  editContract,
  handleWholesaleRequest,
  makeContractCurrent,
  wholesaleRequestsPage,
} from './service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const params = Type.Object({ id: IdText });

/**
 * The form's shared rules (`contractSchema`) check every field and give the Russian messages; the texts are
 * text here already (the rules trim them), with a bound well above the rules' own.
 */
const ContractBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 2000 })),
  number: Type.Optional(Type.String({ maxLength: 2000 })),
  type: Type.Optional(Type.Unknown()),
  currency: Type.Optional(Type.Unknown()),
  creditLimit: Type.Optional(Type.Unknown()),
  defermentPayment: Type.Optional(Type.Unknown()),
  isAllowQRPay: Type.Optional(Type.Unknown()),
  isCashlessPayments: Type.Optional(Type.Unknown()),
  isForOrder: Type.Optional(Type.Unknown()),
  isOrderDeny: Type.Optional(Type.Unknown()),
  isAccounting: Type.Optional(Type.Unknown()),
});

/** The back office's contracts of a customer and the business buyers' requests for a wholesale contract. */
export const adminContractRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.post(
    '/api/admin/customers/:id/contracts',
    {
      schema: {
        tags,
        security,
        summary: 'Новый договор покупателя; первый становится текущим (только администраторы)',
        params,
        body: ContractBody,
        response: { 201: ContractSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const contract = await createContract(ctx, adminOf(request), Number(request.params.id), request.body);
      return reply.code(201).send(contract);
    },
  );

  app.put(
    '/api/admin/contracts/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Изменить договор: название, номер, тип, валюта, лимит, отсрочка, признаки (только администраторы)',
        params,
        body: ContractBody,
        response: { 200: ContractSchema, ...errorResponses },
      },
    },
    async (request) => editContract(ctx, adminOf(request), Number(request.params.id), request.body),
  );

  app.post(
    '/api/admin/contracts/:id/current',
    {
      schema: {
        tags,
        security,
        summary: 'Сделать договор текущим; ответ — договоры покупателя (только администраторы)',
        params,
        response: { 200: Type.Array(ContractSchema), ...errorResponses },
      },
    },
    async (request) => makeContractCurrent(ctx, adminOf(request), Number(request.params.id)),
  );

  app.post(
    '/api/admin/contracts/:id/close',
    {
      schema: {
        tags,
        security,
        summary: 'Закрыть договор: не для заказов, заказы запрещены (только администраторы)',
        params,
        response: { 200: Type.Array(ContractSchema), ...errorResponses },
      },
    },
    async (request) => closeContract(ctx, adminOf(request), Number(request.params.id)),
  );

  app.get(
    '/api/admin/wholesale-requests',
    {
      schema: {
        tags,
        security,
        summary: 'Заявки на оптовый договор: открытые — старые первыми (только администраторы)',
        querystring: Type.Object({
          status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('handled')])),
          page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(WholesaleRequestSchema),
            total: Type.Integer(),
            page: Type.Integer(),
            perPage: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      wholesaleRequestsPage(ctx, {
        handled: request.query.status === 'handled',
        page: Number(request.query.page ?? '1'),
      }),
  );

  app.post(
    '/api/admin/wholesale-requests/:id/handle',
    {
      schema: {
        tags,
        security,
        summary: 'Отметить заявку на оптовый договор обработанной (только администраторы)',
        params,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await handleWholesaleRequest(ctx, adminOf(request), Number(request.params.id));
      return reply.code(204).send(null);
    },
  );
};

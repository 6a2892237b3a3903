import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { contractTransactions, listContracts, selectContract, showContract } from './service.js';
import {
  ContractDetailsSchema,
  ContractSchema,
  ContractTransactionsPageSchema,
  IdParams,
  PageQuery,
} from './schemas.js';

const tags = ['contracts'];
const security = [{ bearerAuth: [] }];

/** The user's contracts: list, choice of the current one, the card with movements (SPEC §7 Contracts). */
export const contractRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/contracts/load',
    {
      schema: {
        tags,
        security,
        summary: 'Договоры пользователя',
        response: { 200: Type.Array(ContractSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return listContracts(ctx.db, session.user.id);
    },
  );

  app.get(
    '/api/contracts/:id/select',
    {
      schema: {
        tags,
        security,
        summary: 'Сделать договор текущим; ответ — договоры пользователя',
        params: IdParams,
        response: { 200: Type.Array(ContractSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return selectContract(ctx.db, session.user.id, Number(request.params.id));
    },
  );

  app.get(
    '/api/contracts/:number/show',
    {
      schema: {
        tags,
        security,
        summary: 'Договор по номеру с последними движениями',
        params: Type.Object({ number: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: ContractDetailsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return showContract(ctx.db, session.user.id, request.params.number);
    },
  );

  app.get(
    '/api/contracts/transactions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Движения по договору, новые первыми',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: ContractTransactionsPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      const page = Number(request.query.page ?? '1');
      return contractTransactions(ctx.db, session.user.id, Number(request.params.id), page);
    },
  );
};

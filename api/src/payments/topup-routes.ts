import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOPUP_AMOUNT_MAX, topupMethods } from '@shop/shared/validation';
import type { ContextOptions } from '../context.js';
import { errorResponses, IdText, nullable, type Assert, type Equal, mediaAnswer } from '../http/schemas.js';
import type { FastifyRequest } from 'fastify';
import { attachment } from '../http/html.js';
import { loadBuyer, type InvoiceData } from './invoice/data.js';
import { renderInvoicePdf } from './invoice/pdf.js';
import { renderInvoice } from './invoice/template.js';
import { getSeller } from '../seller/service.js';
import { QrCodeResponseSchema } from './schemas.js';
import type { PaymentDeps, PaymentUrls } from './service.js';
import {
  listTopups,
  showTopup,
  startTopup,
  topupInvoiceData,
  type Topup,
  type TopupStart,
} from './topups.js';

const TopupSchema = Type.Object({
  id: Type.Integer(),
  contract: Type.Object({
    id: Type.Integer(),
    number: Type.String(),
    name: Type.String(),
    currency: Type.String(),
  }),
  amount: Type.Number(),
  method: Type.Union(topupMethods.map((method) => Type.Literal(method))),
  paid: Type.Boolean({ description: 'Деньги поступили, баланс пополнен' }),
  createdAt: Type.String({ format: 'date-time' }),
});

const TopupStartSchema = Type.Object({
  topup: TopupSchema,
  confirmationUrl: nullable(Type.String({ description: 'Онлайн: страница оплаты банка' })),
  qr: nullable(
    Type.Object({
      ...QrCodeResponseSchema.properties,
      sandboxUrl: nullable(Type.String({ description: 'Демо-режим: страница оплаты QR в песочнице' })),
    }),
  ),
});

// Types only: the amount's range and the method are the shared rule's (Russian messages).
const TopupBody = Type.Object({
  contract: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Id договора' })),
  amount: Type.Optional(Type.Number({ description: `Сумма, ₽ (до ${TOPUP_AMOUNT_MAX})` })),
  method: Type.Optional(Type.String({ maxLength: 20, description: 'online, qr или bank' })),
});

export type TopupChecks = [
  Assert<Equal<Static<typeof TopupSchema>, Topup>>,
  Assert<Equal<Static<typeof TopupStartSchema>, TopupStart>>,
];

export interface TopupRouteOptions extends ContextOptions {
  deps: PaymentDeps;
  urls: (topupId: number) => PaymentUrls;
}

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const params = Type.Object({ id: IdText });

/** Top-ups of a contract's balance (`/replenishment/notes`): paid like orders, credited by the bank's notification. */
export const topupRoutes: FastifyPluginAsyncTypebox<TopupRouteOptions> = async (app, { ctx, deps, urls }) => {
  app.post(
    '/api/replenishment/topups',
    {
      schema: {
        tags,
        security,
        summary: 'Пополнить баланс договора: онлайн, по QR-коду СБП или счётом',
        body: TopupBody,
        response: { 200: TopupStartSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return startTopup(deps, session.user.id, request.body, urls);
    },
  );

  app.get(
    '/api/replenishment/topups',
    {
      schema: {
        tags,
        security,
        summary: 'Последние пополнения баланса пользователя',
        response: { 200: Type.Array(TopupSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return listTopups(ctx.db, session.user.id);
    },
  );

  app.get(
    '/api/replenishment/topups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Пополнение баланса и поступила ли оплата',
        params,
        response: { 200: TopupSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return showTopup(ctx.db, session.user.id, Number(request.params.id));
    },
  );

  /** The user's own top-up's invoice data: 404 for another user's or a missing top-up. */
  const topupInvoice = async (request: FastifyRequest, id: number): Promise<InvoiceData> => {
    const session = await ctx.sessions.required(request);
    const buyer = await loadBuyer(ctx.db, session.user.id);
    return topupInvoiceData(ctx.db, session.user.id, id, buyer);
  };

  app.get(
    '/api/replenishment/topups/:id/invoice',
    {
      schema: {
        tags,
        security,
        summary: 'Счёт на пополнение баланса банковским переводом (HTML)',
        params,
        response: { 200: mediaAnswer<string>('Счёт (HTML)', ['text/html']), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const data = await topupInvoice(request, id);
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-disposition',
          attachment(`topup-${id}.html`, `Счёт на пополнение баланса № П-${id}.html`),
        )
        .send(renderInvoice(data, await getSeller(ctx.db)));
    },
  );

  app.get(
    '/api/replenishment/topups/:id/invoice/pdf',
    {
      schema: {
        tags,
        security,
        summary: 'Счёт на пополнение баланса в PDF с QR-кодом оплаты (ГОСТ Р 56042-2014)',
        params,
        response: {
          200: mediaAnswer<Buffer>('Счёт (PDF)', ['application/pdf']),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const data = await topupInvoice(request, id);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachment(`topup-${id}.pdf`, `Счёт на пополнение баланса № П-${id}.pdf`),
        )
        .send(await renderInvoicePdf(data, await getSeller(ctx.db)));
    },
  );
};

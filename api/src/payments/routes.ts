import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppConfig } from '../config.js';
import type { ContextOptions } from '../context.js';
import { HttpError, notFound } from '../errors/http-error.js';
import { errorResponses, mediaAnswer } from '../http/schemas.js';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../orders/create.js';
import { startPaymentGateway, type PaymentGateway } from './gateway.js';
import { attachment } from '../http/html.js';
import { loadInvoiceData, type InvoiceData } from './invoice/data.js';
import { renderInvoicePdf } from './invoice/pdf.js';
import { renderInvoice } from './invoice/template.js';
import { getSeller } from '../seller/service.js';
import { paymentMessages } from './messages.js';
import { OrderIdParams, OrderStatusResponseSchema } from '../orders/schemas.js';
import {
  InvoiceQuery,
  NotificationBody,
  PaymentStartBody,
  PaymentStartResponseSchema,
  QrCodeResponseSchema,
} from './schemas.js';
import {
  checkPayments,
  PAYMENT_KEY_SECRET,
  sbpQrCode,
  startOnlinePayment,
  type PaymentUrls,
} from './service.js';
import { lazyInstallSecret } from '../auth/secret.js';
import { settlePayment } from './settle.js';
import { topupRoutes } from './topup-routes.js';
import { hasValidToken, isTbankStatus, NOTIFICATION_ACCEPTED } from './tbank/protocol.js';

const tags = ['payments'];
export const NOTIFICATION_PATH = '/api/payments/notification/tbank';

/** Where the provider posts notifications: the configured URL; the loopback address for the sandbox. */
function notificationUrl(app: FastifyInstance, config: AppConfig, gateway: PaymentGateway): string {
  if (config.payments.notificationUrl) return config.payments.notificationUrl;
  const address = app.server.address();
  if (gateway.sandbox !== null && address !== null && typeof address === 'object') {
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}${NOTIFICATION_PATH}`;
  }
  return `${config.publicUrl}${NOTIFICATION_PATH}`;
}

/** A return address on this site only (a path or a same-origin URL), so the provider cannot be made to redirect elsewhere. */
function returnUrl(publicUrl: string, value: string | undefined, fallbackPath: string): string {
  const base = new URL(publicUrl);
  if (value === undefined || value.trim() === '') return new URL(fallbackPath, base).href;
  let target: URL | null = null;
  try {
    target = new URL(value.trim(), base);
  } catch {
    target = null;
  }
  if (target === null || target.origin !== base.origin) {
    throw new HttpError(400, paymentMessages.badReturnUrl, {
      violations: [{ propertyPath: 'successUrl', message: paymentMessages.badReturnUrl }],
    });
  }
  return target.href;
}

/**
 * Payments of orders: online and card payments through the provider, the SBP QR, the bank transfer
 * invoice and the provider's notifications. In demo mode the sandbox provider runs beside the app.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  const gateway = await startPaymentGateway(ctx.config, ctx.db);
  app.addHook('onClose', () => gateway.close());
  const deps = { db: ctx.db, gateway, keySecret: lazyInstallSecret(ctx.db, PAYMENT_KEY_SECRET) };

  const urls = (orderId: number, successUrl?: string): PaymentUrls => ({
    successUrl: returnUrl(ctx.config.publicUrl, successUrl, `/order/${orderId}/status`),
    // The pay page says the payment was declined or cancelled and offers it again.
    failUrl: returnUrl(ctx.config.publicUrl, undefined, `/order/${orderId}/pay?payment=declined`),
    notificationUrl: notificationUrl(app, ctx.config, gateway),
  });
  // A top-up comes back to its page, which waits for the notification.
  const topupUrls = (topupId: number): PaymentUrls => ({
    successUrl: returnUrl(
      ctx.config.publicUrl,
      `/replenishment/notes?topup=${topupId}`,
      '/replenishment/notes',
    ),
    failUrl: returnUrl(ctx.config.publicUrl, undefined, '/replenishment/notes'),
    notificationUrl: notificationUrl(app, ctx.config, gateway),
  });
  await app.register(topupRoutes, { ctx, deps, urls: topupUrls });

  app.post(
    '/api/orders/:id/pay',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Начать онлайн-оплату заказа (карта или онлайн); заголовок Idempotency-Key делает повтор безопасным',
        params: OrderIdParams,
        body: PaymentStartBody,
        response: { 200: PaymentStartResponseSchema, ...errorResponses },
      },
      // The body is optional: a start without one returns to the order's status page.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      const orderId = Number(request.params.id);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      return startOnlinePayment(deps, session.user.id, orderId, urls(orderId, request.body.successUrl), key);
    },
  );

  app.get(
    '/api/orders/show/:id/qr-code',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'QR-код СБП на сумму, которую осталось оплатить',
        params: OrderIdParams,
        response: { 200: QrCodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      const orderId = Number(request.params.id);
      return sbpQrCode(deps, session.user.id, orderId, urls(orderId));
    },
  );

  app.post(
    '/api/orders/:id/payments/check',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Сверить незавершённые платежи заказа с платёжным сервисом и вернуть статус заказа',
        params: OrderIdParams,
        response: { 200: OrderStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return checkPayments(deps, session.user.id, Number(request.params.id));
    },
  );

  /** The user's own order's invoice data: 404 for another user's or a missing order, 400 for a cancelled one. */
  const orderInvoice = async (request: FastifyRequest, orderId: number): Promise<InvoiceData> => {
    const session = await ctx.sessions.required(request);
    const data = await loadInvoiceData(ctx.db, orderId, session.user.id);
    if (!data) throw notFound(paymentMessages.orderNotFound);
    if (data.status === 'cancelled') throw new HttpError(400, paymentMessages.cancelled);
    return data;
  };

  app.get(
    '/api/orders/show/:id/invoice',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Счёт на оплату банковским переводом (HTML для печати и скачивания)',
        params: OrderIdParams,
        querystring: InvoiceQuery,
        response: { 200: mediaAnswer<string>('Счёт (HTML)', ['text/html']), ...errorResponses },
      },
    },
    async (request, reply) => {
      const orderId = Number(request.params.id);
      const data = await orderInvoice(request, orderId);
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-disposition',
          attachment(`invoice-${orderId}.html`, `Счёт на оплату № ${orderId}.html`),
        )
        .send(
          renderInvoice(data, await getSeller(ctx.db), { printButton: request.query.print === undefined }),
        );
    },
  );

  app.get(
    '/api/orders/show/:id/invoice/pdf',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Счёт на оплату банковским переводом в PDF с QR-кодом оплаты (ГОСТ Р 56042-2014)',
        params: OrderIdParams,
        response: {
          200: mediaAnswer<Buffer>('Счёт (PDF)', ['application/pdf']),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const orderId = Number(request.params.id);
      const data = await orderInvoice(request, orderId);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachment(`invoice-${orderId}.pdf`, `Счёт на оплату № ${orderId}.pdf`),
        )
        .send(await renderInvoicePdf(data, await getSeller(ctx.db)));
    },
  );

  app.post(
    NOTIFICATION_PATH,
    {
      schema: {
        tags,
        summary: 'Уведомление T-Банка о статусе платежа (подпись Token проверяется; ответ «OK»)',
        body: NotificationBody,
        response: {
          200: mediaAnswer<string>('«OK»: уведомление принято', ['text/plain']),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { terminal } = gateway;
      // Nothing is read from a notification before its signature is checked.
      if (terminal === null || body.TerminalKey !== terminal.key || !hasValidToken(body, terminal.password)) {
        throw new HttpError(400, paymentMessages.badSignature);
      }
      const { OrderId, PaymentId, Status, Amount } = body;
      if (
        typeof OrderId !== 'string' ||
        (typeof PaymentId !== 'string' && typeof PaymentId !== 'number') ||
        !isTbankStatus(Status) ||
        typeof Amount !== 'number' ||
        !Number.isSafeInteger(Amount)
      ) {
        throw new HttpError(400, paymentMessages.unknownPayment);
      }
      await settlePayment(ctx.db, {
        orderId: OrderId,
        paymentId: String(PaymentId),
        status: Status,
        amount: Amount,
      });
      return reply.type('text/plain; charset=utf-8').send(NOTIFICATION_ACCEPTED);
    },
  );
};

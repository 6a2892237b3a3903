import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orderStatusNames } from '@shop/shared';
import type { ContextOptions } from '../context.js';
import { unauthorized } from '../errors/http-error.js';
import { errorResponses } from '../http/schemas.js';
import { resolveBuyer } from '../search/viewer.js';
import { cancelOrderItem } from './cancel.js';
import { createOrder, IDEMPOTENCY_HEADER, readIdempotencyKey } from './create.js';
import { isAdmin, ordersOf, spendingOf, visibleOrder } from './service.js';
import {
  CancelItemQuery,
  OrderCreateResponseSchema,
  OrderIdParams,
  OrderPayloadSchema,
  OrderSchema,
  OrderStatusResponseSchema,
  OrdersPageSchema,
  OrdersQuerySchema,
  OrdersSpendingSchema,
  OrderUidParams,
} from './schemas.js';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
/** Orders: placing one (the server checks everything again), the list, one order, its status, cancellation. */
export const orderRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.post(
    '/api/orders/create',
    {
      schema: {
        tags,
        security,
        summary: 'Разместить заказ из выбранных строк корзины',
        description:
          'Сервер заново проверяет строки корзины, договор, способы оплаты и доставки; резервирует товар ' +
          'со склада, списывает сумму с договора и убирает заказанные строки из корзины — в одной транзакции. ' +
          'Повтор с тем же заголовком Idempotency-Key возвращает первый заказ. Ошибки правил — 400, товар ' +
          'раскуплен другими заказами — 409, оба с violations `items.<n>.<поле>`.',
        headers: Type.Object({ [IDEMPOTENCY_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) }),
        body: OrderPayloadSchema,
        response: { 200: OrderCreateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session, view } = await resolveBuyer(ctx, request);
      if (session === null) throw unauthorized();
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      return createOrder(ctx, session, view, request.body, key);
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Заказы пользователя, новые первыми, по 20 на странице',
        querystring: OrdersQuerySchema,
        response: { 200: OrdersPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      const { page, ...filter } = request.query;
      return ordersOf(ctx.db, session.user.id, { ...filter, page: Number(page ?? '1') });
    },
  );

  app.get(
    '/api/orders/spending',
    {
      schema: {
        tags,
        security,
        summary: 'Траты пользователя по месяцам за последние 12 месяцев (московское время)',
        description:
          'Сумма строк заказов за вычетом отменённых единиц; отменённые заказы не считаются; ' +
          'месяцы без заказов — с нулём. Старые месяцы первыми.',
        response: { 200: OrdersSpendingSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return spendingOf(ctx.db, session.user.id);
    },
  );

  app.get(
    '/api/orders/show/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Заказ по номеру',
        params: OrderIdParams,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return visibleOrder(ctx.db, session, { id: Number(request.params.id) });
    },
  );

  app.get(
    '/api/orders/show-by-uid/:uid',
    {
      schema: {
        tags,
        security,
        summary: 'Заказ по uid',
        params: OrderUidParams,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return visibleOrder(ctx.db, session, { uid: request.params.uid });
    },
  );

  app.get(
    '/api/order/status',
    {
      schema: {
        tags,
        security,
        summary: 'Статус заказа и сумма к оплате (страницы оплаты и статуса опрашивают его)',
        querystring: OrderIdParams,
        response: { 200: OrderStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      const { id, status, total, toPay } = await visibleOrder(ctx.db, session, {
        id: Number(request.query.id),
      });
      return { id, status, statusName: orderStatusNames[status], total, toPay };
    },
  );

  app.get(
    '/api/orders/cancel-order-item/:itemUid',
    {
      schema: {
        tags,
        security,
        summary: 'Отменить единицы позиции заказа (до отгрузки); без amount — всё, что осталось',
        params: Type.Object({ itemUid: Type.String({ format: 'uuid' }) }),
        querystring: CancelItemQuery,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return cancelOrderItem(
        ctx.db,
        { userId: session.user.id, isAdmin: isAdmin(session) },
        request.params.itemUid,
        request.query.amount,
      );
    },
  );
};

import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { errorResponses, IdText } from '../../http/schemas.js';
import { moscowDayStart } from '../../orders/moscow-day.js';
import { OrderSchema, OrderStatusSchema, SupplierStatusSchema } from '../../orders/schemas.js';
import { adminOf } from '../../auth/admin-guard.js';
import {
  adminOrder,
  adminOrders,
  changeOrderStatus,
  changeSupplierStatus,
  recordBankPayment,
} from './service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const date = { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'ГГГГ-ММ-ДД (московское время)' };

const AdminOrderRowSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  status: OrderStatusSchema,
  statusName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  total: Type.Number(),
  itemsCount: Type.Integer(),
  version: Type.Integer(),
  customer: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() }),
  paymentMethodName: Type.String(),
  deliveryMethodName: Type.String(),
});

const AdminOrderSchema = Type.Object({
  order: OrderSchema,
  version: Type.Integer({ description: 'Передаётся обратно при изменении: чужое изменение даёт 409' }),
  customer: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    phone: Type.String(),
  }),
});

const ParamsSchema = Type.Object({ id: IdText });

/** The back office's orders: every customer's, the status workflow, line statuses, bank transfers. */
export const adminOrderRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Заказы всех покупателей: фильтры, сортировка, страницы по 20 (только администраторы)',
        querystring: Type.Object({
          status: Type.Optional(OrderStatusSchema),
          dateFrom: Type.Optional(Type.String(date)),
          dateTo: Type.Optional(Type.String(date)),
          customer: Type.Optional(
            Type.String({ maxLength: 100, description: 'E-mail, имя или организация' }),
          ),
          number: Type.Optional(Type.String({ maxLength: 100, description: 'Номер запчасти' })),
          sort: Type.Optional(
            Type.Union([
              Type.Literal('id'),
              Type.Literal('createdAt'),
              Type.Literal('total'),
              Type.Literal('status'),
            ]),
          ),
          order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
          page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(AdminOrderRowSchema),
            total: Type.Integer(),
            page: Type.Integer(),
            perPage: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { status, dateFrom, dateTo, customer, number, sort, order, page } = request.query;
      return adminOrders(ctx, {
        status,
        from: dateFrom ? moscowDayStart('dateFrom', dateFrom) : undefined,
        before: dateTo ? moscowDayStart('dateTo', dateTo, 1) : undefined,
        customer,
        number,
        sort: sort ?? 'id',
        descending: order !== 'asc',
        page: Number(page ?? '1'),
      });
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Заказ с версией и покупателем (только администраторы)',
        params: ParamsSchema,
        response: { 200: AdminOrderSchema, ...errorResponses },
      },
    },
    async (request) => adminOrder(ctx, Number(request.params.id)),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Перевести заказ в другой статус (только администраторы)',
        description:
          'Разрешённые переходы: новый → в работе → заказан у поставщика → поступил на склад → отгружен или ' +
          'готов к выдаче → выполнен; отмена с причиной до отгрузки (товар возвращается в продажу, разница ' +
          'зачисляется на договор один раз). `version` — версия заказа, которую видел сотрудник: если заказ ' +
          'с тех пор изменился, ответ 409. Покупатель получает письмо.',
        params: ParamsSchema,
        body: Type.Object({
          status: Type.String({ maxLength: 40 }),
          version: Type.Number(),
          reason: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: { 200: AdminOrderSchema, ...errorResponses },
      },
    },
    async (request) => changeOrderStatus(ctx, adminOf(request), Number(request.params.id), request.body),
  );

  app.post(
    '/api/admin/orders/:id/items/:itemId/supplier-status',
    {
      schema: {
        tags,
        security,
        summary: 'Статус позиции у поставщика при поставке частями (только администраторы)',
        params: Type.Object({ id: IdText, itemId: IdText }),
        body: Type.Object({ supplierStatus: SupplierStatusSchema, version: Type.Number() }),
        response: { 200: AdminOrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      changeSupplierStatus(
        ctx,
        adminOf(request),
        Number(request.params.id),
        Number(request.params.itemId),
        request.body,
      ),
  );

  app.post(
    '/api/admin/orders/:id/bank-payments',
    {
      schema: {
        tags,
        security,
        summary: 'Записать оплату по счёту банковским переводом (только администраторы)',
        description:
          'Зачисляет сумму на договор и, когда заказ оплачен полностью, переводит его в «Оплачен». Один ' +
          'документ записывается по заказу один раз (повтор — 409).',
        params: ParamsSchema,
        body: Type.Object({
          amount: Type.Number(),
          document: Type.String({ maxLength: 200 }),
        }),
        response: { 200: AdminOrderSchema, ...errorResponses },
      },
    },
    async (request) => recordBankPayment(ctx, adminOf(request), Number(request.params.id), request.body),
  );
};

import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DeliveryMethod, DeliveryRoutesResponse, DeliveryTimetableRoute } from '@shop/shared';
import type { ContextOptions } from '../context.js';
import { errorResponses, IdText, type Assert, type Equal } from '../http/schemas.js';
import { deliveryTimetable, listDeliveryMethods, routesForAddress } from './service.js';

export const DeliveryMethodSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isAddressRequired: Type.Boolean(),
  isUsePickPoints: Type.Boolean(),
  isDeliveryRouteRequired: Type.Boolean(),
  isDefault: Type.Boolean(),
});

const ScheduleEntrySchema = Type.Object({
  id: Type.String({ description: 'Отправляется в заказе как deliverySchedule' }),
  dateTime: Type.String({ format: 'date-time' }),
  dateString: Type.String({ description: 'ДД.ММ.ГГГГ' }),
  dayOfWeekString: Type.String(),
  timeString: Type.String({ description: 'ЧЧ:ММ, московское время' }),
  isNearest: Type.Boolean(),
  dayOfWeek: Type.Integer({ minimum: 1, maximum: 7 }),
  time: Type.String(),
  orderProcessingTime: Type.Integer({ description: 'Часов на обработку заказа до доставки' }),
});

const DeliveryRoutesSchema = Type.Object({
  routes: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), schedule: Type.Array(ScheduleEntrySchema) }),
  ),
});

const TimetableRouteSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  localities: Type.Array(Type.String()),
  departures: Type.Array(
    Type.Object({
      dayOfWeek: Type.Integer({ minimum: 1, maximum: 7 }),
      dayOfWeekString: Type.String(),
      time: Type.String({ description: 'ЧЧ:ММ, московское время' }),
      orderProcessingTime: Type.Integer({ description: 'За сколько часов до отправления принять заказ' }),
    }),
  ),
});

type _MethodMatches = Assert<Equal<Static<typeof DeliveryMethodSchema>, DeliveryMethod>>;
type _RoutesMatch = Assert<Equal<Static<typeof DeliveryRoutesSchema>, DeliveryRoutesResponse>>;
type _TimetableMatches = Assert<Equal<Static<typeof TimetableRouteSchema>, DeliveryTimetableRoute>>;

const tags = ['checkout'];

export const deliveryRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/delivery/types',
    {
      schema: {
        tags,
        summary: 'Способы доставки',
        response: { 200: Type.Array(DeliveryMethodSchema), ...errorResponses },
      },
    },
    async () => listDeliveryMethods(ctx.db),
  );

  app.get(
    '/api/delivery/routes',
    {
      schema: {
        tags,
        summary: 'Маршруты доставки по адресу и их ближайшие даты (14 дней)',
        description:
          'readyAt — когда товары корзины поступят в магазин (по срокам строк в рабочих днях): даты ' +
          'доставки начинаются после него, как их проверяет оформление заказа. Без него — от текущего момента.',
        querystring: Type.Object({
          address: Type.Optional(Type.String({ maxLength: 500 })),
          deliveryType: IdText,
          readyAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
        }),
        response: { 200: DeliveryRoutesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { address, deliveryType, readyAt } = request.query;
      const ready = readyAt === undefined ? null : new Date(readyAt);
      return {
        routes: await routesForAddress(ctx.db, address ?? '', Number(deliveryType), new Date(), ready),
      };
    },
  );

  app.get(
    '/api/delivery/timetable',
    {
      schema: {
        tags,
        summary: 'График доставки: маршруты, их населённые пункты и дни недели',
        response: { 200: Type.Array(TimetableRouteSchema), ...errorResponses },
      },
    },
    async () => deliveryTimetable(ctx.db),
  );
};

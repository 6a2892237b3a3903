import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { errorResponses, nullable } from '../../http/schemas.js';
import { moscowDayStart } from '../../orders/moscow-day.js';
import { auditPage } from './service.js';

const date = { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'ГГГГ-ММ-ДД (московское время)' };
const person = nullable(Type.Object({ id: Type.Integer(), email: Type.String() }));

/** The audit log for admins: every change made in the back office and while acting as a customer. */
export const adminAuditRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Журнал действий администраторов (только администраторы)',
        querystring: Type.Object({
          action: Type.Optional(
            Type.String({ maxLength: 100, description: 'Начало действия: order, refund…' }),
          ),
          actor: Type.Optional(Type.String({ maxLength: 100, description: 'E-mail сотрудника' })),
          subject: Type.Optional(Type.String({ maxLength: 100, description: 'E-mail покупателя' })),
          dateFrom: Type.Optional(Type.String(date)),
          dateTo: Type.Optional(Type.String(date)),
          order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
          page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(
              Type.Object({
                id: Type.Integer(),
                at: Type.String({ format: 'date-time' }),
                action: Type.String(),
                actor: person,
                subject: person,
                details: Type.Record(Type.String(), Type.Unknown()),
              }),
            ),
            total: Type.Integer(),
            page: Type.Integer(),
            perPage: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { action, actor, subject, dateFrom, dateTo, order, page } = request.query;
      const filter = {
        action: action?.trim() || undefined,
        actor: actor?.trim() || undefined,
        subject: subject?.trim() || undefined,
        from: dateFrom ? moscowDayStart('dateFrom', dateFrom) : undefined,
        before: dateTo ? moscowDayStart('dateTo', dateTo, 1) : undefined,
        descending: order !== 'asc',
        page: Number(page ?? '1'),
      };
      return auditPage(ctx.db, filter);
    },
  );
};

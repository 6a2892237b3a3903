import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { errorResponses, IdText, nullable } from '../../http/schemas.js';
import { importHistory, importVendors, rejectionReport } from './service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

const ImportRowSchema = Type.Object({
  id: Type.Integer(),
  vendor: Type.Object({ id: Type.Integer(), name: Type.String() }),
  admin: nullable(Type.String()),
  fileName: Type.String(),
  status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  rowsRead: Type.Integer(),
  imported: Type.Integer(),
  rejectedTotal: Type.Integer(),
  error: Type.String(),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: nullable(Type.String({ format: 'date-time' })),
});

/** A CSV cell: quoted when it holds the delimiter, a quote or a line break. */
/** The price-list imports' history, the vendors to choose from and a finished import's bad rows. */
export const adminPriceListHistoryRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/admin/pricelist/vendors',
    {
      schema: {
        tags,
        security,
        summary: 'Поставщики, чьи прайс-листы загружаются (только администраторы)',
        response: {
          200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
          ...errorResponses,
        },
      },
    },
    async () => importVendors(ctx.db),
  );

  app.get(
    '/api/admin/pricelist/imports',
    {
      schema: {
        tags,
        security,
        summary: 'История загрузок прайс-листов, новые первыми; идущая загрузка — со счётчиком строк',
        querystring: Type.Object({ vendor: Type.Optional(IdText) }),
        response: { 200: Type.Array(ImportRowSchema), ...errorResponses },
      },
    },
    async (request) =>
      importHistory(ctx.db, request.query.vendor === undefined ? null : Number(request.query.vendor)),
  );

  app.get(
    '/api/admin/pricelist/imports/:id/rejected.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Отчёт об отклонённых строках загрузки (CSV, первые 100 строк)',
        params: Type.Object({ id: IdText }),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = await rejectionReport(ctx.db, Number(request.params.id));
      // A BOM lets Excel read the file as UTF-8.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rejected-${report.id}.csv"`)
        .send(`\uFEFF${report.csv}`);
    },
  );
};

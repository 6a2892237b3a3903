import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { errorResponses, IdText, nullable } from '../../http/schemas.js';
import { notFound } from '../../errors/http-error.js';
import { importableVendors, importRejections, listImports } from './queries.js';

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
function csvCell(value: string | number): string {
  const text = String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
    async () => importableVendors(ctx.db),
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
      listImports(ctx.db, request.query.vendor === undefined ? null : Number(request.query.vendor)),
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
      const entry = await importRejections(ctx.db, Number(request.params.id));
      if (entry === null) throw notFound('Загрузка не найдена');
      const lines = [
        'Строка;Причина',
        ...entry.rejected.map((row) => `${csvCell(row.line)};${csvCell(row.reason)}`),
      ];
      if (entry.rejected_total > entry.rejected.length) {
        lines.push(
          `;${csvCell(`Всего отклонено строк: ${entry.rejected_total}, перечислены первые ${entry.rejected.length}`)}`,
        );
      }
      // A BOM lets Excel read the file as UTF-8.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rejected-${entry.id}.csv"`)
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );
};

import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { errorResponses, IdText, nullable, mediaAnswer } from '../../http/schemas.js';
import { adminOf } from '../../auth/admin-guard.js';
import {
  heldBrands,
  importHistory,
  importVendors,
  mapHeldBrand,
  rejectionReport,
  saveVendorImportSettings,
  vendorImportSettings,
} from './service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

const ImportRowSchema = Type.Object({
  id: Type.Integer(),
  vendor: Type.Object({ id: Type.Integer(), name: Type.String() }),
  admin: nullable(Type.String()),
  fileName: Type.String(),
  status: Type.Union(
    [Type.Literal('running'), Type.Literal('done'), Type.Literal('failed'), Type.Literal('interrupted')],
    { description: 'interrupted — сервер остановился, не закончив загрузку' },
  ),
  rowsRead: Type.Integer(),
  imported: Type.Integer(),
  rejectedTotal: Type.Integer(),
  error: Type.String(),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: nullable(Type.String({ format: 'date-time' })),
});

const ImportSettingsSchema = Type.Object({
  stockWords: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
    description: 'Слово остатка → количество: {"есть": 1, "много": 10, "нет": 0}',
  }),
  lessThan: Type.Union([Type.Literal('one'), Type.Literal('below')], {
    description: '«<5»: one — 1 шт., below — 4 шт.',
  }),
  duplicates: Type.Union([Type.Literal('cheapest'), Type.Literal('first')], {
    description: 'Несколько строк одной позиции: cheapest — лучшая цена, first — первая строка',
  }),
});

/**
 * The price-list imports' history, the vendors to choose from, a finished import's bad rows, the vendors'
 * import settings and the rows of unknown brands held for the manager.
 */
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
        response: { 200: mediaAnswer<string>('Отчёт (CSV, UTF-8 с BOM)', ['text/csv']), ...errorResponses },
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

  app.get(
    '/api/admin/pricelist/vendors/:id/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Настройки загрузки прайс-листов поставщика: слова остатка, «<N», повторы позиций',
        params: Type.Object({ id: IdText }),
        response: { 200: ImportSettingsSchema, ...errorResponses },
      },
    },
    async (request) => vendorImportSettings(ctx.db, Number(request.params.id)),
  );

  app.put(
    '/api/admin/pricelist/vendors/:id/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Сохранить настройки загрузки прайс-листов поставщика',
        params: Type.Object({ id: IdText }),
        body: ImportSettingsSchema,
        response: { 200: ImportSettingsSchema, ...errorResponses },
      },
    },
    async (request) => saveVendorImportSettings(ctx.db, Number(request.params.id), request.body),
  );

  app.get(
    '/api/admin/pricelist/unknown-brands',
    {
      schema: {
        tags,
        security,
        summary: 'Неизвестные бренды отложенных строк прайс-листов с числом строк',
        querystring: Type.Object({ vendor: Type.Optional(IdText) }),
        response: {
          200: Type.Array(
            Type.Object({
              spelling: Type.String({ description: 'Нормализованное написание (ключ для сопоставления)' }),
              brand: Type.String({ description: 'Как написано в прайс-листе' }),
              rows: Type.Integer(),
              vendors: Type.Integer(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      heldBrands(ctx.db, request.query.vendor === undefined ? null : Number(request.query.vendor)),
  );

  app.post(
    '/api/admin/pricelist/unknown-brands/map',
    {
      schema: {
        tags,
        security,
        summary: 'Сопоставить неизвестный бренд существующему или создать его; отложенные строки загружаются',
        body: Type.Object({
          spelling: Type.String({ minLength: 1, maxLength: 500 }),
          brandId: Type.Optional(Type.Integer({ minimum: 1 })),
          newBrand: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: {
          200: Type.Object({ brandId: Type.Integer(), offers: Type.Integer() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const result = await mapHeldBrand(ctx.db, adminOf(request), request.body);
      // The goods of the rows show in the header search's suggestions at once.
      ctx.suggestions.clear();
      return result;
    },
  );
};

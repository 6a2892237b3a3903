import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart, { type MultipartFields } from '@fastify/multipart';
import type { ImportReport } from '@shop/shared';
import { formatBytes } from '@shop/shared/format';
import type { ContextOptions } from '../../context.js';
import type { DatabaseHandle } from '../../db/connection.js';
import { HttpError, validationError } from '../../errors/http-error.js';
import { fileReadError, uploadedFile } from '../../http/multipart.js';
import { rateLimited } from '../../http/rate-limits.js';
import { errorResponses, IdText, nullable, type Assert, type Equal } from '../../http/schemas.js';
import { ImportError } from '../../catalog/import/errors.js';
import { importPriceList, type ImportPlan } from '../../catalog/import/importer.js';
import {
  flagSetting,
  importOptionsFrom,
  readingOptionsFrom,
  type ImportSettingsText,
} from '../../catalog/import/options.js';
import { previewPriceList } from '../../catalog/import/preview.js';
import { withCheckedXlsx } from '../../catalog/import/xlsx-archive.js';
import { adminOf } from '../../auth/admin-guard.js';
import { interruptOrphanedImports, startImportHistory, type ImportHistory } from './history.js';
import { checkConfirmation, confirmationSecret, confirmationToken, requireToken } from './confirmation.js';
import { DEFAULT_LIVENESS, startApiInstance, type LivenessTimes } from '../../instances/liveness.js';

const ImportReportSchema = Type.Object({
  vendorId: Type.Integer(),
  imported: Type.Integer({ description: 'Предложения по прайс-листу (одно на позицию)' }),
  rejected: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
  rejectedTotal: Type.Integer({ description: 'Все отклонённые строки (перечислены первые 100)' }),
  seconds: Type.Number(),
  mode: Type.Union([Type.Literal('replace'), Type.Literal('update')]),
  dryRun: Type.Boolean({ description: 'Пробная загрузка: ничего не сохранено' }),
  merged: Type.Integer({ description: 'Строки той же позиции, объединённые в одно предложение' }),
  held: Type.Integer({ description: 'Строки неизвестных брендов, отложенные до решения менеджера' }),
  changes: Type.Object({
    added: Type.Integer(),
    changed: Type.Integer(),
    removed: Type.Integer(),
    unchanged: Type.Integer(),
    existing: Type.Integer({ description: 'Предложения склада до загрузки' }),
  }),
  largeRemoval: Type.Boolean({ description: 'Удаляется больше половины предложений склада' }),
  confirmation: nullable(
    Type.String({ description: 'Пробная загрузка в режиме replace: токен для подтверждённой загрузки' }),
  ),
  stockReadings: Type.Array(
    Type.Object({
      written: Type.String({ description: 'Как записано в прайс-листе: «есть», «>10», «<5»' }),
      units: Type.Integer({ description: 'Сколько штук это значит по настройкам поставщика' }),
      rows: Type.Integer(),
    }),
    { description: 'Остатки, записанные не числом, и как они прочитаны (частые первыми)' },
  ),
});
export type ImportReportMatchesShared = Assert<Equal<typeof ImportReportSchema.static, ImportReport>>;

const settingNames = [
  'mapping',
  'format',
  'delimiter',
  'encoding',
  'header',
  'currency',
  'decimalComma',
  'mode',
] as const satisfies readonly (keyof ImportSettingsText)[];

/** A text field sent before the file (only those are known when the file's stream starts). */
function fieldOf(fields: MultipartFields, name: string): string | undefined {
  const entry = fields[name];
  const field = Array.isArray(entry) ? entry[0] : entry;
  return field?.type === 'field' && typeof field.value === 'string' ? field.value : undefined;
}

function settingsOf(fields: MultipartFields): ImportSettingsText {
  const settings: ImportSettingsText = {};
  for (const name of settingNames) {
    const value = fieldOf(fields, name);
    if (value !== undefined) settings[name] = value;
  }
  return settings;
}

export interface PriceListImportOptions extends ContextOptions {
  /** The app's database with the server's pool, which the importer's COPY needs. */
  database: DatabaseHandle;
  /** How this instance says it is alive and when a silent one's imports count as interrupted (tests). */
  liveness?: LivenessTimes;
}

/** Admins upload a supplier's price list; it replaces the vendor's offers (`catalog/import`). */
export const adminPriceListImportRoutes: FastifyPluginAsyncTypebox<PriceListImportOptions> = async (
  app,
  { ctx, database, liveness = DEFAULT_LIVENESS },
) => {
  // Imports are the API's only long work: this instance owns those it runs, and marks those of dead ones.
  const instance = await startApiInstance(ctx.db, app.log, interruptOrphanedImports, liveness);
  app.addHook('onClose', () => instance.stop());
  // Registered in this plugin only: no other route accepts multipart bodies.
  const { maxFileBytes, xlsx } = ctx.config.priceListUpload;
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 20 } });

  app.post(
    '/api/admin/pricelist/import',
    {
      config: rateLimited(ctx.config.rateLimits.priceListImport),
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Загрузка прайс-листа поставщика (только администраторы)',
        description:
          'multipart/form-data: текстовые поля, затем файл (CSV или XLSX). Поле `mapping` — JSON ' +
          '`{"brand": 0, "number": "B", "name": "Наименование", "price": 3, "amount": 4}`: колонка задаётся ' +
          'номером (с 0), буквой или заголовком; необязательные поля: currency, minAmount, multiplicity, ' +
          'deliveryHours, refundAllowed, refundPercent. Поля `format` (csv, xlsx), `delimiter`, `encoding` ' +
          '(utf-8, windows-1251), `header` (да/нет), `currency`, `decimalComma` (да/нет). Обязательное поле ' +
          '`mode`: replace — предложения склада становятся прайс-листом, update — меняются только позиции ' +
          'из него. `dryRun` (да/нет): пробная загрузка считает добавленные, изменённые и удаляемые ' +
          'предложения и ничего не сохраняет; для replace она выдаёт `confirmation`, без которого (того же ' +
          'файла с теми же цифрами, не старше часа) замена отклоняется с 409, а если удаляется больше ' +
          'половины склада — ещё и без `confirmLargeRemoval=да`. Всё в одной транзакции.',
        consumes: ['multipart/form-data'],
        querystring: Type.Object({ vendor: IdText }),
        response: { 200: ImportReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const part = await uploadedFile(request);
      if (part === undefined) {
        throw validationError([{ propertyPath: 'file', message: 'Не передан файл прайс-листа' }]);
      }
      // Busboy only cuts an oversized file short; failing the stream makes the import roll back. A body that
      // came in one piece may have been cut before this listener existed: then the flag tells.
      const tooLarge = () => new HttpError(413, `Файл прайс-листа больше ${formatBytes(maxFileBytes)}`);
      if (part.file.truncated) {
        part.file.resume();
        throw tooLarge();
      }
      part.file.once('limit', () => part.file.destroy(tooLarge()));
      const settings = settingsOf(part.fields);
      if (settings.mapping === undefined) {
        part.file.resume();
        throw validationError([
          {
            propertyPath: 'mapping',
            message: 'Не задано сопоставление колонок: поле mapping идёт в форме перед файлом',
          },
        ]);
      }
      let history: ImportHistory | null = null;
      try {
        const parsed = importOptionsFrom(Number(request.query.vendor), part.filename, settings);
        const dryRun = flagSetting(fieldOf(part.fields, 'dryRun'), 'dryRun');
        const given = {
          token: fieldOf(part.fields, 'confirmation'),
          largeRemoval: flagSetting(fieldOf(part.fields, 'confirmLargeRemoval'), 'confirmLargeRemoval'),
        };
        const secret = await confirmationSecret(ctx.db);
        // Refused before the file is read when the token is missing; checked against the figures at the end.
        if (!dryRun) requireToken(parsed.mode ?? 'replace', given.token);
        let confirmation: string | null = null;
        const approve = (plan: ImportPlan): void => {
          if (!dryRun) checkConfirmation(secret, plan, admin.id, given);
          else if (plan.mode === 'replace') confirmation = confirmationToken(secret, plan, admin.id);
        };
        // A dry run changes nothing and is not part of the history.
        history = dryRun
          ? null
          : await startImportHistory(ctx.db, request.log, {
              vendorId: parsed.vendorId,
              adminId: admin.id,
              fileName: part.filename,
              instanceId: instance.id,
            });
        const options = { ...parsed, dryRun, approve, ...(history ? { onRowsRead: history.progress } : {}) };
        // An XLSX file is checked for a zip bomb before exceljs reads it; CSV streams straight in.
        const report =
          options.format === 'xlsx'
            ? await withCheckedXlsx(part.file, xlsx, (file) => importPriceList(database, file, options))
            : await importPriceList(database, part.file, options);
        if (history === null) return { ...report, confirmation };
        await history.done(report);
        // New goods show in the header search's suggestions at once.
        ctx.suggestions.clear();
        return report;
      } catch (error) {
        await history?.failed(error);
        if (error instanceof ImportError) {
          throw new HttpError(
            error.status,
            error.message,
            error.details.length > 0 ? { errors: error.details } : {},
          );
        }
        throw fileReadError(part, error);
      } finally {
        part.file.resume();
      }
    },
  );

  app.post(
    '/api/admin/pricelist/preview',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Первые строки прайс-листа для сопоставления колонок (только администраторы)',
        description:
          'multipart/form-data: поля `format`, `delimiter`, `encoding` (как у загрузки), затем файл. Ответ — ' +
          'первые 10 строк файла как текст; остальное не читается.',
        consumes: ['multipart/form-data'],
        response: {
          200: Type.Object({ rows: Type.Array(Type.Array(Type.String())) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const part = await uploadedFile(request);
      if (part === undefined) {
        throw validationError([{ propertyPath: 'file', message: 'Не передан файл прайс-листа' }]);
      }
      try {
        const reading = readingOptionsFrom(part.filename, settingsOf(part.fields));
        const rows =
          reading.format === 'xlsx'
            ? await withCheckedXlsx(part.file, xlsx, (file) => previewPriceList(file, reading))
            : await previewPriceList(part.file, reading);
        return { rows };
      } catch (error) {
        if (error instanceof ImportError) throw new HttpError(error.status, error.message);
        throw fileReadError(part, error);
      } finally {
        part.file.resume();
      }
    },
  );
};

import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type {
  BatchCartReport,
  BatchLine,
  BatchOffersResult,
  BatchParseResult,
  BatchResult,
  BatchSummary,
} from '@shop/shared';
import type { ContextOptions } from '../context.js';
import type { Session } from '../auth/session.js';
import { forbidden, HttpError, unauthorized, validationError } from '../errors/http-error.js';
import { fileBuffer, uploadedFile } from '../http/multipart.js';
import { rateLimited } from '../http/rate-limits.js';
import { errorResponses, Id, IdText, nullable, type Assert, type Equal } from '../http/schemas.js';
import { OfferSchema } from '../catalog/schemas.js';
import { uploadFileMessages } from '../cart/upload-file.js';
import { resolveViewer } from '../search/viewer.js';
import type { PriceView } from '../search/offers.js';
import { addBatchToCart } from './cart.js';
import { batchFileMessages, MAX_BATCH_FILE_BYTES, MAX_BATCH_LINES, parseBatchFile } from './file.js';
import {
  batchHistory,
  chooseLineGood,
  createBatch,
  loadBatch,
  loadBatchOffers,
  resolveNextChunk,
  type BatchViewer,
} from './service.js';

const Column = nullable(Type.Integer({ minimum: 0 }));
const ParseResultSchema = Type.Object({
  rows: Type.Array(Type.Array(Type.String())),
  columns: Type.Object({
    brand: Column,
    number: Type.Integer({ minimum: 0 }),
    quantity: Column,
    comment: Column,
  }),
  hasHeader: Type.Boolean(),
});

const SummarySchema = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lineCount: Type.Integer(),
  resolved: Type.Integer(),
  found: Type.Integer(),
  ambiguous: Type.Integer(),
  notFound: Type.Integer(),
  invalid: Type.Integer(),
});

const GoodSchema = Type.Object({
  id: Type.Integer(),
  brandName: Type.String(),
  number: Type.String(),
  name: Type.String(),
});

const LineSchema = Type.Object({
  line: Type.Integer(),
  brandName: Type.String(),
  number: Type.String(),
  amount: Type.Integer(),
  comment: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('found'),
    Type.Literal('ambiguous'),
    Type.Literal('notFound'),
    Type.Literal('invalid'),
  ]),
  message: nullable(Type.String()),
  good: nullable(GoodSchema),
  choices: Type.Array(GoodSchema),
  bestByPrice: nullable(OfferSchema),
  bestByTerm: nullable(OfferSchema),
  offerCount: Type.Integer(),
});

const ResultSchema = Type.Object({ batch: SummarySchema, lines: Type.Array(LineSchema) });
const OffersResultSchema = Type.Object({
  batch: SummarySchema,
  lines: Type.Array(
    Type.Object({
      line: Type.Integer(),
      good: GoodSchema,
      amount: Type.Integer(),
      offers: Type.Array(OfferSchema),
    }),
  ),
});
const CartReportSchema = Type.Object({
  added: Type.Integer(),
  failed: Type.Integer(),
  lines: Type.Array(Type.Object({ line: Type.Integer(), added: Type.Boolean(), message: Type.String() })),
  cartCount: Type.Integer(),
});

type _Matches = Assert<
  Equal<
    [
      Static<typeof ParseResultSchema>,
      Static<typeof SummarySchema>,
      Static<typeof ResultSchema>,
      Static<typeof OffersResultSchema>,
      Static<typeof CartReportSchema>,
    ],
    [BatchParseResult, BatchSummary, BatchResult, BatchOffersResult, BatchCartReport]
  >
>;
type _LineMatches = Assert<Equal<Static<typeof LineSchema>, BatchLine>>;

// Sizes only; what a line must hold (a number, a whole quantity) is the service's, line by line.
const CreateBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  lines: Type.Array(
    Type.Object({
      brandName: Type.String({ maxLength: 200 }),
      number: Type.String({ maxLength: 200 }),
      quantity: Type.String({ maxLength: 200 }),
      comment: Type.String({ maxLength: 200 }),
    }),
    { maxItems: MAX_BATCH_LINES + 1, description: `Не более ${MAX_BATCH_LINES} строк` },
  ),
});

const CartBody = Type.Object({
  lines: Type.Array(
    Type.Object({
      line: Id(),
      itemKey: Type.String({ maxLength: 2000 }),
      amount: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    }),
    { minItems: 1, maxItems: MAX_BATCH_LINES },
  ),
});

const UidParams = Type.Object({ uid: Type.String({ format: 'uuid' }) });
const LineParams = Type.Object({ uid: Type.String({ format: 'uuid' }), line: IdText });

const tags = ['batch-search'];
const security = [{ bearerAuth: [] }];

/** The owner and prices of the request, found by the access hook before the body is validated. */
const viewers = new WeakMap<FastifyRequest, { session: Session; view: PriceView }>();

function viewerOf(request: FastifyRequest): { session: Session; view: PriceView; batch: BatchViewer } {
  const found = viewers.get(request);
  if (found === undefined) throw unauthorized();
  const { session, view } = found;
  return {
    session,
    view,
    batch: { userId: session.user.id, officeVendorId: session.user.office_vendor_id, view },
  };
}

/** Batch search (issue 13 §2): only for users allowed it; each batch is its owner's only. */
export const batchSearchRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  await app.register(multipart, { limits: { fileSize: MAX_BATCH_FILE_BYTES, files: 1, fields: 5 } });

  // Who may is decided before the body is validated: a refused user learns nothing of the rules.
  app.addHook('preValidation', async (request) => {
    const { session, view } = await resolveViewer(ctx, request);
    if (session === null) throw unauthorized();
    if (!session.user.is_allow_batch_search) throw forbidden();
    viewers.set(request, { session, view });
  });

  app.post(
    '/api/batch-search/parse',
    {
      config: rateLimited(ctx.config.rateLimits.cartUpload),
      schema: {
        tags,
        security,
        summary: 'Прочитать список для пакетного поиска (xlsx, csv, txt) и угадать колонки',
        description:
          'multipart/form-data с одним файлом `file` (вставленные строки отправляются как txt). Ответ — ' +
          `строки файла (не более ${MAX_BATCH_LINES}) и номера колонок бренда, номера, количества, комментария.`,
        consumes: ['multipart/form-data'],
        response: { 200: ParseResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      viewerOf(request);
      const part = await uploadedFile(request);
      if (part === undefined) {
        throw validationError([{ propertyPath: 'file', message: uploadFileMessages.format }]);
      }
      const buffer = await fileBuffer(part, () => new HttpError(413, batchFileMessages.tooLarge));
      return parseBatchFile(buffer, part.filename);
    },
  );

  app.post(
    '/api/batch-search',
    {
      schema: {
        tags,
        security,
        summary: 'Создать пакетный поиск из строк (бренд, номер, количество, комментарий)',
        body: CreateBody,
        response: { 200: SummarySchema, ...errorResponses },
      },
    },
    async (request) => createBatch(ctx.db, viewerOf(request).session.user.id, request.body),
  );

  app.get(
    '/api/batch-search',
    {
      schema: {
        tags,
        security,
        summary: 'История пакетных поисков пользователя',
        response: { 200: Type.Array(SummarySchema), ...errorResponses },
      },
    },
    async (request) => batchHistory(ctx.db, viewerOf(request).session.user.id),
  );

  app.post(
    '/api/batch-search/:uid/resolve',
    {
      schema: {
        tags,
        security,
        summary: 'Найти следующую порцию строк пакета; ответ — сколько строк уже найдено',
        params: UidParams,
        response: { 200: SummarySchema, ...errorResponses },
      },
    },
    async (request) => resolveNextChunk(ctx.db, viewerOf(request).session.user.id, request.params.uid),
  );

  app.get(
    '/api/batch-search/:uid',
    {
      schema: {
        tags,
        security,
        summary: 'Строки пакета: статус, лучшее предложение по цене и по сроку',
        params: UidParams,
        response: { 200: ResultSchema, ...errorResponses },
      },
    },
    async (request) => loadBatch(ctx.db, viewerOf(request).batch, request.params.uid),
  );

  app.get(
    '/api/batch-search/:uid/offers',
    {
      schema: {
        tags,
        security,
        summary: 'Все предложения найденных строк пакета',
        params: UidParams,
        response: { 200: OffersResultSchema, ...errorResponses },
      },
    },
    async (request) => loadBatchOffers(ctx.db, viewerOf(request).batch, request.params.uid),
  );

  app.put(
    '/api/batch-search/:uid/lines/:line',
    {
      schema: {
        tags,
        security,
        summary: 'Выбрать бренд строки, у номера которой несколько брендов',
        params: LineParams,
        body: Type.Object({ good: Id({ description: 'Один из вариантов строки (choices)' }) }),
        response: { 200: LineSchema, ...errorResponses },
      },
    },
    async (request) =>
      chooseLineGood(
        ctx.db,
        viewerOf(request).batch,
        request.params.uid,
        Number(request.params.line),
        request.body.good,
      ),
  );

  app.post(
    '/api/batch-search/:uid/cart',
    {
      schema: {
        tags,
        security,
        summary: 'Добавить выбранные строки пакета в корзину одним запросом',
        description:
          'Каждая строка проверяется правилами добавления в корзину (количество, кратность, остаток, ' +
          'сначала склад своего офиса); ответ — итог по строкам.',
        params: UidParams,
        body: CartBody,
        response: { 200: CartReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session, view } = viewerOf(request);
      return addBatchToCart(ctx, session, view, request.params.uid, request.body);
    },
  );
};

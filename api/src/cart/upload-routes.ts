import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import type { CartUploadReport } from '@shop/shared';
import type { ContextOptions } from '../context.js';
import { forbidden, HttpError, unauthorized, validationError } from '../errors/http-error.js';
import { fileBuffer, uploadedFile } from '../http/multipart.js';
import { rateLimited } from '../http/rate-limits.js';
import { errorResponses, type Assert, type Equal } from '../http/schemas.js';
import { resolveViewer } from '../search/viewer.js';
import { uploadToCart } from './upload.js';
import { MAX_UPLOAD_BYTES, readUploadRows, uploadFileMessages } from './upload-file.js';

const CartUploadReportSchema = Type.Object({
  added: Type.Integer(),
  failed: Type.Integer(),
  lines: Type.Array(
    Type.Object({
      line: Type.Integer(),
      brandName: Type.String(),
      number: Type.String(),
      amount: Type.Integer(),
      added: Type.Boolean(),
      message: Type.String(),
    }),
  ),
});
export type CartUploadReportMatches = Assert<Equal<Static<typeof CartUploadReportSchema>, CartUploadReport>>;

/** 'Load from file' of the cart screen (users allowed batch search only). */
export const cartUploadRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  // Registered in this plugin only: the file limit is the cart list's, not the price list's.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.post(
    '/api/cart/upload',
    {
      config: rateLimited(ctx.config.rateLimits.cartUpload),
      schema: {
        tags: ['cart'],
        security: [{ bearerAuth: [] }],
        summary: 'Загрузить в корзину список товаров из файла (xlsx, csv, txt: бренд, номер, количество)',
        description:
          'multipart/form-data с одним файлом. Заголовок необязателен; в txt колонки разделяются табуляцией ' +
          'или точкой с запятой. Для каждой строки добавляется самое дешёвое предложение со склада, затем ' +
          'удалённого поставщика; ответ — отчёт по строкам. Только для пользователей с пакетным поиском.',
        consumes: ['multipart/form-data'],
        response: { 200: CartUploadReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { session, view } = await resolveViewer(ctx, request);
      if (session === null) throw unauthorized();
      if (!session.user.is_allow_batch_search) throw forbidden();
      const part = await uploadedFile(request);
      if (part === undefined)
        throw validationError([{ propertyPath: 'file', message: uploadFileMessages.format }]);
      const buffer = await fileBuffer(part, () => new HttpError(413, uploadFileMessages.tooLarge));
      const rows = await readUploadRows(buffer, part.filename);
      return uploadToCart(ctx, session, view, rows);
    },
  );
};

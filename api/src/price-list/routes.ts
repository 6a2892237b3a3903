import { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import type { DatabaseHandle } from '../db/connection.js';
import { forbidden, HttpError } from '../errors/http-error.js';
import { errorResponses, mediaAnswer } from '../http/schemas.js';
import { resolveViewer } from '../search/viewer.js';
import { PRICE_LIST_FORMATS, type PriceListFormat } from '@shop/shared/cache';
import { contentDisposition, priceListFileName, writePriceList } from './service.js';
import { textWriter, xlsxWriter } from './writers.js';

const CONTENT_TYPES: Record<PriceListFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
};

/** Price lists written at once by one instance. */
const MAX_DOWNLOADS = 3;

export const priceListMessages = {
  notAllowed: 'Скачивание прайс-листа вам недоступно: обратитесь к менеджеру',
  busy: 'Прайс-лист уже формируется: дождитесь окончания загрузки',
  crowded: 'Сейчас формируется много прайс-листов, повторите через минуту',
} as const;

/** `GET /api/pricelist/download.{format}` (SPEC §7 Price list): the user's own price list, streamed. */
export const priceListRoutes: FastifyPluginAsyncTypebox<
  ContextOptions & { database: DatabaseHandle }
> = async (app, { ctx, database }) => {
  // Users whose list this instance is writing: one at a time each (it costs seconds of CPU), and a few in
  // all, since each holds a connection of the pool (10) while its client reads.
  const inProgress = new Set<number>();

  app.get(
    '/api/pricelist/download.:format',
    {
      schema: {
        tags: ['pricelist'],
        security: [{ bearerAuth: [] }],
        summary: 'Прайс-лист по вашим ценам: xlsx или txt (с разделителем табуляцией)',
        description:
          'Все предложения, доступные к заказу, по ценам пользователя (уровень цен, наценка); ' +
          'только пользователям с isAllowDownloadPricelist. Файл передаётся по мере формирования.',
        params: Type.Object({ format: Type.Union(PRICE_LIST_FORMATS.map((format) => Type.Literal(format))) }),
        response: {
          // A stream, which Fastify sends as it is; the schema only describes it in the OpenAPI document.
          200: mediaAnswer<PassThrough>('Файл прайс-листа', Object.values(CONTENT_TYPES)),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const session = await ctx.sessions.required(request);
      if (!session.user.is_allow_download_pricelist) throw forbidden(priceListMessages.notAllowed);
      const userId = session.user.id;
      if (inProgress.has(userId)) throw new HttpError(429, priceListMessages.busy);
      if (inProgress.size >= MAX_DOWNLOADS) {
        throw new HttpError(429, priceListMessages.crowded, {}, { 'retry-after': '60' });
      }
      const { view } = await resolveViewer(ctx, request);
      const { format } = request.params;

      inProgress.add(userId);
      const output = new PassThrough();
      const writer = format === 'xlsx' ? xlsxWriter(output) : textWriter(output);
      const stopped = () => output.destroyed || reply.raw.destroyed;
      output.once('close', () => inProgress.delete(userId));
      writePriceList(database, view, writer, stopped).catch((error: unknown) => {
        // The status is already sent: breaking the connection tells the client the file is incomplete.
        request.log.error({ err: error }, 'price list download failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', contentDisposition(priceListFileName(format, new Date())))
        .header('cache-control', 'private, no-store')
        .send(output);
    },
  );
};

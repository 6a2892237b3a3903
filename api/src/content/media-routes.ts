import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses, mediaAnswer } from '../http/schemas.js';
import { originalMedia, resizedMedia, type MediaFile } from './media.js';

const tags = ['media'];
const PathParams = Type.Object({ '*': Type.String({ maxLength: 400 }) });
/** The file in one of its media types, or nothing when the client's `If-None-Match` names its ETag. */
const fileResponses = (mediaTypes: string[]) => ({
  200: mediaAnswer<Buffer>('Файл', mediaTypes),
  304: Type.Null({ description: 'Файл не изменился (ETag из If-None-Match)' }),
  ...errorResponses,
});

/**
 * Paths change with the content (uploads are named by their hash), so files are cached for ever; the ETag
 * lets a client that revalidates anyway get 304. An SVG may hold scripts: it is served with a policy that
 * runs nothing, and never sniffed as something else.
 */
function send(request: FastifyRequest, reply: FastifyReply, file: MediaFile): Buffer {
  reply
    .header('etag', file.etag)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    );
  const known = request.headers['if-none-match'];
  if (known !== undefined && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    reply.code(304);
    return Buffer.alloc(0);
  }
  reply.header('content-type', file.contentType);
  return file.data;
}

/** Files of the media store (SPEC §7 'Product images: /media/cache/resolve/{filter}/{path}'). */
export const mediaRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/media/cache/resolve/:filter/*',
    {
      schema: {
        tags,
        summary: 'Изображение в размере фильтра (thumb 64×64, list, card, zoom, slide)',
        params: Type.Object({ filter: Type.String({ maxLength: 20 }), '*': Type.String({ maxLength: 400 }) }),
        response: fileResponses(['image/jpeg', 'image/png']),
      },
    },
    async (request, reply) =>
      send(request, reply, await resizedMedia(ctx.db, ctx.media, request.params.filter, request.params['*'])),
  );

  app.get(
    '/media/*',
    {
      schema: {
        tags,
        summary: 'Файл из хранилища медиа (оригинал)',
        params: PathParams,
        response: fileResponses(['image/*', 'application/pdf']),
      },
    },
    async (request, reply) =>
      send(request, reply, await originalMedia(ctx.db, ctx.media, request.params['*'])),
  );
};

import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { rateLimited } from '../http/rate-limits.js';
import { recordClientError } from './service.js';

const ClientErrorBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 20_000 }),
    stack: Type.Optional(Type.Union([Type.String({ maxLength: 100_000 }), Type.Null()])),
    url: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const clientErrorRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.post(
    '/api/error/client',
    {
      bodyLimit: 256 * 1024,
      config: rateLimited(ctx.config.rateLimits.clientError),
      schema: {
        tags: ['errors'],
        summary: 'Отчёт об ошибке в браузере',
        body: ClientErrorBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordClientError(ctx, request, request.body);
      return reply.code(204).send(null);
    },
  );
};

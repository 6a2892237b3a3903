import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext, ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { rateLimited } from '../http/rate-limits.js';
import { insertClientError } from './queries.js';

/** Stored lengths; longer texts are cut, not refused (a crash report should never bounce). */
const limits = { message: 2_000, stack: 16_000, url: 2_000, userAgent: 500 } as const;

const ClientErrorBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 20_000 }),
    stack: Type.Optional(Type.Union([Type.String({ maxLength: 100_000 }), Type.Null()])),
    url: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()])),
  },
  { additionalProperties: false },
);

function cut(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  return value.length > max ? value.slice(0, max) : value;
}

/** The reporter's user if the token is fine; a report with a stale token is still stored. */
async function reporterId(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  try {
    return (await ctx.sessions.own(request))?.id ?? null;
  } catch {
    return null;
  }
}

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
      const { message, stack, url } = request.body;
      await insertClientError(ctx.db, {
        message: cut(message, limits.message) ?? '',
        stack: cut(stack, limits.stack),
        url: cut(url, limits.url),
        userAgent: cut(request.headers['user-agent'], limits.userAgent),
        userId: await reporterId(ctx, request),
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  );
};

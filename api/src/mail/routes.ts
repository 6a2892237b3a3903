import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { forbidden, unauthorized } from '../errors/http-error.js';
import { errorResponses } from '../http/schemas.js';
import { listOutbox } from './queries.js';

const OutboxMailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/**
 * Demo mode only (the app does not register it otherwise), and only for an admin: the mails hold
 * password-reset links, so anyone else reading them could take over any account.
 */
export const outboxRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Исходящие письма (только в демо-режиме и только администратору), новые первыми',
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({ email: Type.Optional(Type.String({ maxLength: 320 })) }),
        response: { 200: Type.Array(OutboxMailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const admin = await ctx.sessions.own(request);
      if (admin === null) throw unauthorized();
      if (!admin.is_admin) throw forbidden();
      const email = request.query.email?.trim().toLowerCase();
      return listOutbox(ctx.db, email ? email : null, 50);
    },
  );
};

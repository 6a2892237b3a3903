import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { adminOnly } from '../auth/admin-guard.js';
import { errorResponses } from '../http/schemas.js';
import { outboxMails } from './outbox.js';

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
      config: adminOnly,
      schema: {
        tags: ['dev'],
        summary: 'Исходящие письма (только в демо-режиме и только администратору), новые первыми',
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({ email: Type.Optional(Type.String({ maxLength: 320 })) }),
        response: { 200: Type.Array(OutboxMailSchema), ...errorResponses },
      },
    },
    async (request) => outboxMails(ctx.db, request.query.email),
  );
};

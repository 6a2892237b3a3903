import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { adminOf } from '../auth/admin-guard.js';
import { errorResponses } from '../http/schemas.js';
import { listRemoteReleases, switchRemoteRelease } from './service.js';

const ReleaseStateSchema = Type.Object({
  name: Type.String(),
  folder: Type.String(),
  active: Type.Union([Type.String(), Type.Null()]),
  available: Type.Array(Type.String()),
});

/** Releases of the remotes and the runtime registry's switch: admins only (issue 11 §2). */
export const remoteReleaseRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/admin/remotes',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Выпуски удалённых модулей и какой из них загружают страницы (только администраторы)',
        response: { 200: Type.Array(ReleaseStateSchema), ...errorResponses },
      },
    },
    async () => listRemoteReleases(ctx),
  );

  app.put(
    '/api/admin/remotes/:name',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Переключить выпуск удалённого модуля без перезапуска (null — сборка по умолчанию)',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        body: Type.Object({ version: Type.Union([Type.String({ pattern: '^[0-9a-f]{16}$' }), Type.Null()]) }),
        response: { 200: ReleaseStateSchema, ...errorResponses },
      },
    },
    async (request) =>
      switchRemoteRelease(ctx, adminOf(request).id, request.params.name, request.body.version),
  );
};

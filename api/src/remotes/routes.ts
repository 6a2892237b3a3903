import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { forbidden, unauthorized } from '../errors/http-error.js';
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
  // Who may is decided before the input is validated; the token's own user decides (as in /api/admin/users).
  const admins = new WeakMap<object, number>();
  app.addHook('preValidation', async (request) => {
    const owner = await ctx.sessions.own(request);
    if (owner === null) throw unauthorized();
    if (!owner.is_admin) throw forbidden();
    admins.set(request, owner.id);
  });

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
    async (request) => {
      const adminId = admins.get(request);
      if (adminId === undefined) throw unauthorized();
      return switchRemoteRelease(ctx, adminId, request.params.name, request.body.version);
    },
  );
};

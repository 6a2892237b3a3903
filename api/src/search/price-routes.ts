import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { adminOnly } from '../auth/admin-guard.js';
import { errorResponses, IdText } from '../http/schemas.js';
import { guestOrSignedIn } from '../http/openapi-document.js';
import { PriceCalculationSchema, PriceLevelSchema } from '../catalog/schemas.js';
import { optionalId } from '../catalog/params.js';
import { priceCalculation } from './price-calculation.js';
import { resolveViewer } from './viewer.js';

const tags = ['offers'];

/** Price levels and the admin's price-calculation breakdown of an offer (SPEC §3, §6). */
export const priceRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/v2/offer/price-calculation-info/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Расчёт цены предложения по шагам (только администраторы)',
        params: Type.Object({ id: Type.String({ minLength: 2, maxLength: 2000 }) }),
        querystring: Type.Object({ priceLevel: Type.Optional(IdText) }),
        response: { 200: PriceCalculationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { view } = await resolveViewer(ctx, request, optionalId(request.query.priceLevel));
      const calculation = await priceCalculation(ctx, request.params.id, view);
      reply.header('cache-control', 'private, max-age=60');
      return calculation;
    },
  );

  app.get(
    '/api/pricelevel',
    {
      schema: {
        tags,
        security: guestOrSignedIn,
        summary: 'Уровни цен; isCurrent — уровень, по которому считаются ваши цены (у гостя — основной)',
        response: { 200: Type.Array(PriceLevelSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.optional(request);
      const [levels, current] = await Promise.all([
        ctx.pricing.levels(),
        ctx.pricing.context(session?.user.price_level_id ?? null),
      ]);
      return levels.map((level) => ({ ...level, isCurrent: level.id === current.level.id }));
    },
  );
};

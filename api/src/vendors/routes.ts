import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { VendorDeliveryStatisticsSchema, VendorParams, VendorSchema } from './schemas.js';
import { getDeliveryStatistics } from './service.js';

const tags = ['vendors'];

/** Remote suppliers and their delivery statistics (SPEC §7 Vendors/delivery). */
export const vendorRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/vendor/getRemoteVendors',
    {
      schema: {
        tags,
        summary: 'Удалённые поставщики, у которых запрашиваются предложения',
        response: { 200: Type.Array(VendorSchema), ...errorResponses },
      },
    },
    async () => ctx.suppliers.remoteVendors(),
  );

  app.get(
    '/api/vendor/delivery/statistics/:id',
    {
      schema: {
        tags,
        summary: 'Статистика поставок поставщика за 90 дней',
        params: VendorParams,
        response: { 200: VendorDeliveryStatisticsSchema, ...errorResponses },
      },
    },
    async (request) => getDeliveryStatistics(ctx.db, Number(request.params.id)),
  );
};

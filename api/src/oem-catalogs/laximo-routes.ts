import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../errors/http-error.js';
import { errorResponses, mediaAnswer } from '../http/schemas.js';
import {
  CatalogCodeParam,
  CatalogSchema,
  CategorySchema,
  DecodedVinSchema,
  DetailSchema,
  IdParam,
  ImageMapSchema,
  QuickGroupSchema,
  SsdParam,
  UnitSchema,
  VehicleSchema,
  WhereUsedSchema,
  WizardStepSchema,
} from './schemas.js';
import { findVehicles, imageSize } from './service.js';
import type { OemProvider } from './types.js';

export interface OemRouteOptions {
  provider: OemProvider;
}

const tags = ['oem-catalogs'];
const vehicleQuery = { catalogCode: CatalogCodeParam, ssd: SsdParam, vehicleId: IdParam };

/** Original catalogs in Laximo's shapes (SPEC §7 `/api/laximo2/*`, catalogs contract); guests allowed. */
export const laximoRoutes: FastifyPluginAsyncTypebox<OemRouteOptions> = async (app, { provider }) => {
  app.get(
    '/api/laximo2/catalogs',
    {
      schema: {
        tags,
        summary: 'Каталоги производителей',
        response: { 200: Type.Array(CatalogSchema), ...errorResponses },
      },
    },
    async () => provider.catalogs(),
  );

  app.get(
    '/api/laximo2/catalog_info',
    {
      schema: {
        tags,
        summary: 'Каталог и шаги подбора автомобиля',
        querystring: Type.Object({ catalogCode: CatalogCodeParam, ssd: Type.Optional(SsdParam) }),
        response: {
          200: Type.Object({
            catalog: CatalogSchema,
            wizard: Type.Array(WizardStepSchema),
            allowListVehicles: Type.Boolean(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => provider.catalogInfo(request.query.catalogCode, request.query.ssd ?? ''),
  );

  app.get(
    '/api/laximo2/vehicles',
    {
      schema: {
        tags,
        summary: 'Автомобили по шагам подбора, VIN или номеру кузова',
        querystring: Type.Object({
          catalogCode: Type.Optional(CatalogCodeParam),
          ssd: Type.Optional(SsdParam),
          identString: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: {
          200: Type.Object({
            vehicles: Type.Array(VehicleSchema),
            decoded: Type.Union([DecodedVinSchema, Type.Null()]),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => findVehicles(provider, request.query),
  );

  app.get(
    '/api/laximo2/vehicle',
    {
      schema: {
        tags,
        summary: 'Автомобиль: категории и узлы',
        querystring: Type.Object({ ...vehicleQuery, categoryId: Type.Optional(IdParam) }),
        response: {
          200: Type.Object({
            vehicle: VehicleSchema,
            categories: Type.Array(CategorySchema),
            units: Type.Array(UnitSchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { catalogCode, ssd, vehicleId, categoryId } = request.query;
      return provider.vehicle(catalogCode, ssd, vehicleId, categoryId ?? null);
    },
  );

  app.get(
    '/api/laximo2/quick_groups',
    {
      schema: {
        tags,
        summary: 'Группы быстрого поиска автомобиля; с groupId — узлы группы с деталями',
        querystring: Type.Object({ ...vehicleQuery, groupId: Type.Optional(IdParam) }),
        response: {
          200: Type.Union([
            Type.Object({ groups: Type.Array(QuickGroupSchema) }),
            Type.Object({
              units: Type.Array(
                Type.Intersect([UnitSchema, Type.Object({ details: Type.Array(DetailSchema) })]),
              ),
            }),
          ]),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { catalogCode, ssd, vehicleId, groupId } = request.query;
      if (groupId === undefined) return { groups: await provider.quickGroups(catalogCode, ssd, vehicleId) };
      return { units: await provider.quickGroupUnits(catalogCode, ssd, vehicleId, groupId) };
    },
  );

  app.get(
    '/api/laximo2/unit',
    {
      schema: {
        tags,
        summary: 'Узел: детали и карта выносок рисунка',
        querystring: Type.Object({ catalogCode: CatalogCodeParam, ssd: SsdParam, unitId: IdParam }),
        response: {
          200: Type.Object({
            unit: UnitSchema,
            details: Type.Array(DetailSchema),
            imageMap: Type.Array(ImageMapSchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => provider.unit(request.query.catalogCode, request.query.ssd, request.query.unitId),
  );

  app.get(
    '/api/laximo2/where_used',
    {
      schema: {
        tags,
        summary: 'Применимость оригинального номера: автомобили и узлы',
        querystring: Type.Object({
          oem: Type.String({ minLength: 1, maxLength: 64 }),
          brand: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: { 200: Type.Object({ vehicles: Type.Array(WhereUsedSchema) }), ...errorResponses },
      },
    },
    async (request) => ({
      vehicles: await provider.whereUsed(request.query.oem, request.query.brand || null),
    }),
  );

  app.get(
    '/api/laximo2/image/:code/:file',
    {
      schema: {
        tags,
        summary: 'Рисунок узла (SVG): size — source или ширина в пикселях',
        params: Type.Object({ code: Type.String({ maxLength: 64 }), file: Type.String({ maxLength: 32 }) }),
        response: { 200: mediaAnswer<string>('Рисунок узла', ['image/svg+xml']), ...errorResponses },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.svg$/.exec(request.params.file);
      const size = match?.[1] === undefined ? null : imageSize(match[1]);
      const svg = size === null ? null : await provider.image(request.params.code, size);
      if (svg === null) throw new HttpError(404, 'Рисунок не найден');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
};

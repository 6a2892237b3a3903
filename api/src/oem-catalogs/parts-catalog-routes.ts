import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../http/schemas.js';
import type { PartsCatalog } from './parts-catalog.js';
import {
  CarSchema,
  CatalogCodeParam,
  IdParam,
  PartsGroupSchema,
  PartsUnitSchema,
  SsdParam,
} from './schemas.js';

const tags = ['parts-catalog'];
const CarIdParam = Type.String({ minLength: 1, maxLength: 4200, description: 'Идентификатор автомобиля' });
const carQuery = { catalogId: CatalogCodeParam, carId: CarIdParam };

/** Aftermarket catalogs in the shapes of the 'Catalogs API' (SPEC §7); guests allowed. */
export const partsCatalogRoutes: FastifyPluginAsyncTypebox<{ catalog: PartsCatalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/api/parts-catalog/fetch-catalogs',
    {
      schema: {
        tags,
        summary: 'Каталоги',
        response: {
          200: Type.Array(
            Type.Object({ id: Type.String(), name: Type.String(), modelsCount: Type.Integer() }),
          ),
          ...errorResponses,
        },
      },
    },
    async () => catalog.catalogs(),
  );

  app.get(
    '/api/parts-catalog/fetch-catalogs/:catalogId',
    {
      schema: {
        tags,
        summary: 'Модели каталога',
        params: Type.Object({ catalogId: CatalogCodeParam }),
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.String(),
              name: Type.String(),
              img: Type.Union([Type.String(), Type.Null()]),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => catalog.models(request.params.catalogId),
  );

  app.get(
    '/api/parts-catalog/fetch-vehicles-by-vin/:vin',
    {
      schema: {
        tags,
        summary: 'Автомобили по VIN',
        params: Type.Object({ vin: Type.String({ maxLength: 64 }) }),
        response: { 200: Type.Array(CarSchema), ...errorResponses },
      },
    },
    async (request) => catalog.carsByVin(request.params.vin),
  );

  app.get(
    '/api/parts-catalog/fetch-vehicles/',
    {
      schema: {
        tags,
        summary: 'Автомобили модели',
        querystring: Type.Object({ catalogId: CatalogCodeParam, modelId: SsdParam }),
        response: { 200: Type.Array(CarSchema), ...errorResponses },
      },
    },
    async (request) => catalog.carsOfModel(request.query.catalogId, request.query.modelId),
  );

  app.get(
    '/api/parts-catalog/fetch-vehicle',
    {
      schema: {
        tags,
        summary: 'Автомобиль',
        querystring: Type.Object(carQuery),
        response: { 200: CarSchema, ...errorResponses },
      },
    },
    async (request) => catalog.car(request.query.catalogId, request.query.carId),
  );

  app.get(
    '/api/parts-catalog/fetch-quick-group',
    {
      schema: {
        tags,
        summary: 'Группы запчастей автомобиля (дочерние группы groupId или верхний уровень)',
        querystring: Type.Object({ ...carQuery, groupId: Type.Optional(IdParam) }),
        response: { 200: Type.Array(PartsGroupSchema), ...errorResponses },
      },
    },
    async (request) =>
      catalog.groups(request.query.catalogId, request.query.carId, request.query.groupId ?? null),
  );

  app.get(
    '/api/parts-catalog/fetch-units',
    {
      schema: {
        tags,
        summary: 'Группы с запчастями внутри группы',
        querystring: Type.Object({ ...carQuery, groupId: IdParam }),
        response: { 200: Type.Array(PartsGroupSchema), ...errorResponses },
      },
    },
    async (request) => catalog.units(request.query.catalogId, request.query.carId, request.query.groupId),
  );

  app.get(
    '/api/parts-catalog/fetch-unit',
    {
      schema: {
        tags,
        summary: 'Запчасти группы с позициями на рисунке',
        querystring: Type.Object({ ...carQuery, groupId: IdParam }),
        response: { 200: PartsUnitSchema, ...errorResponses },
      },
    },
    async (request) => catalog.unit(request.query.catalogId, request.query.carId, request.query.groupId),
  );
};

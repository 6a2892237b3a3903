import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CarFromVin, CatalogVehicle, Vehicle, VehicleList } from '@shop/shared';
import { VEHICLE_PAGE_SIZE } from '@shop/shared/cache';
import { CAR_MODIFICATION_MAX_LENGTH, CAR_TEXT_MAX_LENGTH } from '@shop/shared/validation';
import type { ContextOptions } from '../context.js';
import { errorResponses, Id, IdText, nullable, type Assert, type Equal } from '../http/schemas.js';
import { CatalogCodeParam, IdParam, SsdParam } from '../oem-catalogs/schemas.js';
import type { OemProvider } from '../oem-catalogs/types.js';
import { addCar, changeCar, garage, removeCar } from './service.js';
import { carFromVin } from './vin.js';

const CatalogVehicleSchema = Type.Object(
  { catalogCode: Type.String(), vehicleId: Type.String(), ssd: Type.String() },
  { description: 'Автомобиль оригинального каталога, из которого сохранена машина' },
);

export const VehicleSchema = Type.Object({
  id: Type.Integer(),
  mark: Type.String(),
  model: Type.String(),
  modification: Type.String(),
  vin: nullable(Type.String()),
  year: nullable(Type.Integer()),
  catalogVehicle: nullable(CatalogVehicleSchema),
});

const CarFromVinSchema = Type.Object(
  {
    mark: Type.String(),
    model: Type.String(),
    modification: Type.String(),
    year: nullable(Type.Integer()),
    catalogVehicle: nullable(CatalogVehicleSchema),
  },
  {
    description:
      'Поля формы гаража по VIN, как его расшифровывает каталог; пустая строка — VIN о поле не говорит',
  },
);

const VehicleListSchema = Type.Object({
  items: Type.Array(VehicleSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  perPage: Type.Integer(),
});

export type Checks = [
  Assert<Equal<Static<typeof VehicleSchema>, Vehicle>>,
  Assert<Equal<Static<typeof VehicleListSchema>, VehicleList>>,
  Assert<Equal<Static<typeof CatalogVehicleSchema>, CatalogVehicle>>,
  Assert<Equal<Static<typeof CarFromVinSchema>, CarFromVin>>,
];

// Types and sizes only: required-ness, the VIN and the year are checked by the shared rules in Russian, the
// catalog vehicle by its catalog.
const CarBody = Type.Object({
  mark: Type.Optional(Type.String({ maxLength: CAR_TEXT_MAX_LENGTH * 4 })),
  model: Type.Optional(Type.String({ maxLength: CAR_TEXT_MAX_LENGTH * 4 })),
  modification: Type.Optional(Type.String({ maxLength: CAR_MODIFICATION_MAX_LENGTH * 4 })),
  vin: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
  year: Type.Optional(nullable(Type.Number())),
  catalogVehicle: Type.Optional(
    nullable(
      Type.Object(
        {
          // The sizes of the catalog calls that will use them.
          catalogCode: Type.Optional(CatalogCodeParam),
          vehicleId: Type.Optional(IdParam),
          ssd: Type.Optional(SsdParam),
        },
        {
          description:
            'Автомобиль каталога (catalogCode, vehicleId и ssd из /api/laximo2/vehicle), null — без него; ' +
            'при изменении без этого поля сохранённый остаётся',
        },
      ),
    ),
  ),
});

// Query values arrive as text (the app does not coerce types): digits only, at most 100 cars a page.
const ListQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: 'Страница, с 1' })),
  perPage: Type.Optional(
    Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$', description: 'Автомобилей на странице, до 100' }),
  ),
});

const tags = ['cars'];
const security = [{ bearerAuth: [] }];
const params = Type.Object({ id: IdText });

export interface CarRouteOptions extends ContextOptions {
  /** The OEM catalogs: a car's catalog vehicle is checked with them before it is stored. */
  catalogs: OemProvider;
}

/**
 * The user's garage (SPEC §7 Cars), v2 (`/api/v2/cars`) and the older v1 (`/api/cars`, removal by POST): each user
 * sees and changes only their own cars.
 */
export const carRoutes: FastifyPluginAsyncTypebox<CarRouteOptions> = async (app, { ctx, catalogs }) => {
  const list = {
    schema: {
      tags,
      security,
      summary: 'Автомобили пользователя (гараж): страница page (с 1) по perPage (до 100, по умолчанию 100)',
      querystring: ListQuery,
      response: { 200: VehicleListSchema, ...errorResponses },
    },
  };
  const add = {
    schema: {
      tags,
      security,
      summary: 'Добавить автомобиль в гараж',
      body: CarBody,
      response: { 200: VehicleSchema, ...errorResponses },
    },
  };

  for (const url of ['/api/v2/cars', '/api/cars']) {
    app.get(url, list, async (request) => {
      const session = await ctx.sessions.required(request);
      const { page, perPage } = request.query;
      return garage(ctx.db, session.user.id, Number(page ?? 1), Number(perPage ?? VEHICLE_PAGE_SIZE));
    });

    app.post(url, add, async (request) => {
      const session = await ctx.sessions.required(request);
      return addCar(ctx.db, catalogs, session.user.id, request.body);
    });
  }

  app.get(
    '/api/v2/cars/vin/:vin',
    {
      schema: {
        tags,
        security,
        summary: 'Марка, модель, модификация и год автомобиля по VIN — для формы гаража',
        params: Type.Object({ vin: Type.String({ maxLength: 100 }) }),
        response: { 200: CarFromVinSchema, ...errorResponses },
      },
    },
    async (request) => {
      await ctx.sessions.required(request);
      return carFromVin(catalogs, request.params.vin);
    },
  );

  app.put(
    '/api/v2/cars/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Изменить автомобиль гаража',
        params,
        body: CarBody,
        response: { 200: VehicleSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return changeCar(ctx.db, catalogs, session.user.id, Number(request.params.id), request.body);
    },
  );

  app.delete(
    '/api/v2/cars/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Удалить автомобиль из гаража; записи избранного остаются без автомобиля',
        params,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await ctx.sessions.required(request);
      await removeCar(ctx.db, session.user.id, Number(request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/cars/remove',
    {
      schema: {
        tags,
        security,
        summary: 'Удалить автомобиль из гаража (v1): тело {id}',
        body: Type.Object({ id: Id() }),
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await ctx.sessions.required(request);
      await removeCar(ctx.db, session.user.id, request.body.id);
      return reply.code(204).send(null);
    },
  );
};

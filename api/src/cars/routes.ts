import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Vehicle } from '@shop/shared';
import { CAR_MODIFICATION_MAX_LENGTH, CAR_TEXT_MAX_LENGTH } from '@shop/shared/validation';
import type { ContextOptions } from '../context.js';
import { errorResponses, IdText, nullable, type Assert, type Equal } from '../http/schemas.js';
import { addCar, changeCar, garage, removeCar } from './service.js';

export const VehicleSchema = Type.Object({
  id: Type.Integer(),
  mark: Type.String(),
  model: Type.String(),
  modification: Type.String(),
  vin: nullable(Type.String()),
  year: nullable(Type.Integer()),
});

type _VehicleMatches = Assert<Equal<Static<typeof VehicleSchema>, Vehicle>>;

// Types and sizes only: required-ness, the VIN and the year are checked by the shared rules in Russian.
const CarBody = Type.Object({
  mark: Type.Optional(Type.String({ maxLength: CAR_TEXT_MAX_LENGTH * 4 })),
  model: Type.Optional(Type.String({ maxLength: CAR_TEXT_MAX_LENGTH * 4 })),
  modification: Type.Optional(Type.String({ maxLength: CAR_MODIFICATION_MAX_LENGTH * 4 })),
  vin: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
  year: Type.Optional(nullable(Type.Number())),
});

const tags = ['cars'];
const security = [{ bearerAuth: [] }];
const params = Type.Object({ id: IdText });

/** The user's garage (SPEC §7 Cars, `/api/v2/cars`): each user sees and changes only their own cars. */
export const carRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/v2/cars',
    {
      schema: {
        tags,
        security,
        summary: 'Автомобили пользователя (гараж)',
        response: { 200: Type.Object({ items: Type.Array(VehicleSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return { items: await garage(ctx.db, session.user.id) };
    },
  );

  app.post(
    '/api/v2/cars',
    {
      schema: {
        tags,
        security,
        summary: 'Добавить автомобиль в гараж',
        body: CarBody,
        response: { 200: VehicleSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return addCar(ctx.db, session.user.id, request.body);
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
      return changeCar(ctx.db, session.user.id, Number(request.params.id), request.body);
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
};

import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { NotepadRecord } from '@shop/shared';
import { NOTEPAD_COMMENT_MAX_LENGTH } from '@shop/shared/validation';
import type { AppContext, ContextOptions } from '../context.js';
import { unauthorized } from '../errors/http-error.js';
import { errorResponses, Id, IdText, nullable, type Assert, type Equal } from '../http/schemas.js';
import { OfferSchema } from '../catalog/schemas.js';
import { BrandNameParam, optionalId } from '../catalog/params.js';
import { resolveViewer } from '../search/viewer.js';
import { addRecord, changeRecord, listNotepad, removeRecord, type NotepadViewer } from './service.js';

const NotepadRecordSchema = Type.Object({
  id: Type.Integer(),
  good: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    number: Type.String(),
    brand: Type.Object({ name: Type.String() }),
    isInFavorite: Type.Boolean(),
  }),
  amount: Type.Integer(),
  comment: Type.String(),
  car: nullable(
    Type.Object({
      id: Type.Integer(),
      mark: Type.String(),
      model: Type.String(),
      modification: Type.String(),
    }),
  ),
  offer: nullable(OfferSchema),
});

type _RecordMatches = Assert<Equal<Static<typeof NotepadRecordSchema>, NotepadRecord>>;

// Types and sizes only: the amount's range and the defaults are the shared rules' (Russian messages).
const RecordBody = Type.Object({
  good: Type.Optional(Id({ description: 'Id запчасти (из подсказок номера)' })),
  amount: Type.Optional(Type.Number()),
  comment: Type.Optional(Type.String({ maxLength: NOTEPAD_COMMENT_MAX_LENGTH * 4 })),
  car: Type.Optional(nullable(Id({ description: 'Автомобиль из гаража пользователя' }))),
});

const tags = ['notepad'];
const security = [{ bearerAuth: [] }];
const params = Type.Object({ id: IdText });

/** The signed-in user, their office and the prices they see (the records carry each good's best offer). */
async function notepadViewer(ctx: AppContext, request: FastifyRequest): Promise<NotepadViewer> {
  const { session, view } = await resolveViewer(ctx, request);
  if (session === null) throw unauthorized();
  return { userId: session.user.id, officeVendorId: session.user.office_vendor_id, view };
}

/** The favourites notepad (SPEC §7 Notepad): each user sees and changes only their own records. */
export const notepadRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/notepad/record/',
    {
      schema: {
        tags,
        security,
        summary: 'Записи избранного пользователя с лучшим предложением склада',
        querystring: Type.Object({
          text: Type.Optional(
            Type.String({ maxLength: 100, description: 'Номер, бренд, название или комментарий' }),
          ),
          brand: Type.Optional(BrandNameParam),
          car: Type.Optional(IdText),
        }),
        response: { 200: Type.Array(NotepadRecordSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { text, brand, car } = request.query;
      return listNotepad(ctx.db, await notepadViewer(ctx, request), { text, brand, carId: optionalId(car) });
    },
  );

  app.post(
    '/api/notepad/record/new',
    {
      schema: {
        tags,
        security,
        summary: 'Добавить запись в избранное',
        body: RecordBody,
        response: { 200: NotepadRecordSchema, ...errorResponses },
      },
    },
    async (request) => {
      return addRecord(ctx.db, await notepadViewer(ctx, request), request.body);
    },
  );

  app.put(
    '/api/notepad/record/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Обновить запись избранного',
        params,
        body: RecordBody,
        response: { 200: NotepadRecordSchema, ...errorResponses },
      },
    },
    async (request) => {
      return changeRecord(ctx.db, await notepadViewer(ctx, request), Number(request.params.id), request.body);
    },
  );

  app.delete(
    '/api/notepad/record/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Удалить запись избранного',
        params,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await ctx.sessions.required(request);
      await removeRecord(ctx.db, session.user.id, Number(request.params.id));
      return reply.code(204).send(null);
    },
  );
};

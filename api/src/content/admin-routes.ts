import { Type } from '@sinclair/typebox';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { adminOf } from '../auth/admin-guard.js';
import { HttpError, validationError } from '../errors/http-error.js';
import { fileBuffer, uploadedFile } from '../http/multipart.js';
import { errorResponses, IdText, INT4_MAX } from '../http/schemas.js';
import { adminKinds, createSchema, rowSchema, updateSchema, type AdminKind } from './admin-kinds.js';
import {
  createContent,
  deleteContent,
  getContent,
  listContent,
  listGoodsByIds,
  recordUpload,
  setPublished,
  updateCampaignSettings,
  updateContent,
  type Change,
} from './admin-service.js';
import { listStoredMedia, mediaMessages, uploadMedia } from './media.js';
import { CampaignSettingsSchema } from './promotion-schemas.js';
import { getCampaignSettings } from './promotion-service.js';

const tags = ['admin-content'];
const security = [{ bearerAuth: [] }];
const IdParams = Type.Object({ id: IdText });
const ListQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.String({ maxLength: 100 })),
  published: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  sort: Type.Optional(Type.String({ pattern: '^[a-zA-Z]{1,40}$' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
});

/**
 * The content admin API (issue 15): CRUD and publishing of every kind in `admin-kinds.ts`, the campaign
 * settings and uploads into the media store. Only admins, by the admin guard (`auth/admin-guard.ts`): a
 * customer learns nothing from validation errors. Every change lands in `audit_log`.
 */
export const adminContentRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  await app.register(multipart, { limits: { fileSize: ctx.config.mediaMaxBytes, files: 1, fields: 5 } });

  for (const [kindName, definition] of Object.entries(adminKinds)) {
    const kind: AdminKind = definition;
    const base = `/api/admin/content/${kindName}`;
    const Row = rowSchema(kind);
    const change = async (request: FastifyRequest): Promise<Change> => ({
      db: ctx.db,
      actorId: adminOf(request).id,
      kindName,
      kind,
    });
    const afterChange = () => {
      if (kind.affectsPrices) ctx.pricing.invalidate();
    };

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: `${kind.title}: все, включая черновики, по 20 на странице`,
          description:
            'query — часть заголовка, адреса (slug, url) или названия; type — тип записи (у записей и подборок); ' +
            'published — yes или no; sort — id или поле раздела (не HTML, не файл, не товары).',
          querystring: ListQuery,
          response: {
            200: Type.Object({
              items: Type.Array(Row),
              total: Type.Integer(),
              page: Type.Integer(),
              perPage: Type.Integer(),
            }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const { query, type, published, sort, order, page } = request.query;
        return listContent(ctx.db, kind, {
          query: query?.trim() ?? '',
          type,
          published: published === undefined ? undefined : published === 'yes',
          sort: sort ?? 'id',
          descending: order !== 'asc',
          page: Number(page ?? '1'),
        });
      },
    );
    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `${kind.title}: одна запись`,
          params: IdParams,
          response: { 200: Row, ...errorResponses },
        },
      },
      async (request) => getContent(ctx.db, kind, Number(request.params.id)),
    );
    app.post(
      base,
      {
        schema: {
          tags,
          security,
          summary: `${kind.title}: создать`,
          body: createSchema(kind),
          response: { 200: Row, ...errorResponses },
        },
      },
      async (request) => {
        const row = await createContent(await change(request), request.body as Record<string, unknown>);
        afterChange();
        return row;
      },
    );
    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `${kind.title}: изменить переданные поля`,
          params: IdParams,
          body: updateSchema(kind),
          response: { 200: Row, ...errorResponses },
        },
      },
      async (request) => {
        const row = await updateContent(
          await change(request),
          Number(request.params.id),
          request.body as Record<string, unknown>,
        );
        afterChange();
        return row;
      },
    );
    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `${kind.title}: удалить`,
          params: IdParams,
          response: { 204: Type.Null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await deleteContent(await change(request), Number(request.params.id));
        afterChange();
        return reply.code(204).send(null);
      },
    );
    for (const [action, published] of [
      ['publish', true],
      ['unpublish', false],
    ] as const) {
      app.post(
        `${base}/:id/${action}`,
        {
          schema: {
            tags,
            security,
            summary: `${kind.title}: ${published ? 'опубликовать' : 'снять с публикации'}`,
            params: IdParams,
            response: { 200: Row, ...errorResponses },
          },
        },
        async (request) => {
          const row = await setPublished(await change(request), Number(request.params.id), published);
          afterChange();
          return row;
        },
      );
    }
  }

  app.get(
    '/api/admin/content/goods',
    {
      schema: {
        tags,
        security,
        summary: 'Товары по id (бренд, номер, название) для подборок и акций',
        querystring: Type.Object({
          ids: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,499}$' }),
        }),
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.Integer(),
              brand: Type.String(),
              number: Type.String(),
              name: Type.String(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      listGoodsByIds(
        ctx.db,
        request.query.ids
          .split(',')
          .map(Number)
          .filter((id) => id <= INT4_MAX),
      ),
  );

  app.get(
    '/api/admin/content/campaign-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Настройки показа акций',
        response: { 200: CampaignSettingsSchema, ...errorResponses },
      },
    },
    async () => getCampaignSettings(ctx.db),
  );

  app.put(
    '/api/admin/content/campaign-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Изменить настройки показа акций (переданные поля)',
        body: Type.Partial(
          Type.Object({
            isActive: Type.Boolean(),
            isToastActive: Type.Boolean(),
            isModalActive: Type.Boolean(),
            toastShowTime: Type.Integer({ minimum: 1, maximum: 100_000 }),
            modalShowTime: Type.Integer({ minimum: 1, maximum: 100_000 }),
            initialDelay: Type.Number({ minimum: 0, maximum: 100_000 }),
            toastChangeTime: Type.Integer({ minimum: 1, maximum: 100_000 }),
            toastWidth: Type.Integer({ minimum: 200, maximum: 800 }),
          }),
          { minProperties: 1 },
        ),
        response: { 200: CampaignSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actorId = adminOf(request).id;
      const body = request.body;
      await updateCampaignSettings(ctx.db, actorId, {
        is_active: body.isActive,
        is_toast_active: body.isToastActive,
        is_modal_active: body.isModalActive,
        toast_show_time: body.toastShowTime,
        modal_show_time: body.modalShowTime,
        initial_delay: body.initialDelay,
        toast_change_time: body.toastChangeTime,
        toast_width: body.toastWidth,
      });
      return getCampaignSettings(ctx.db);
    },
  );

  app.get(
    '/api/admin/media',
    {
      schema: {
        tags,
        security,
        summary: 'Файлы хранилища медиа (последние 500)',
        response: {
          200: Type.Array(
            Type.Object({
              path: Type.String(),
              contentType: Type.String(),
              size: Type.Integer(),
              createdAt: Type.String(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async () => listStoredMedia(ctx.db),
  );

  app.post(
    '/api/admin/media',
    {
      schema: {
        tags,
        security,
        summary: 'Загрузить изображение или PDF в хранилище медиа',
        description: 'multipart/form-data с одним файлом; ответ — путь для полей image, mainImage, file.',
        consumes: ['multipart/form-data'],
        response: {
          200: Type.Object({ path: Type.String(), contentType: Type.String(), size: Type.Integer() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const actorId = adminOf(request).id;
      const part = await uploadedFile(request);
      if (part === undefined) throw validationError([{ propertyPath: 'file', message: mediaMessages.empty }]);
      const data = await fileBuffer(
        part,
        () => new HttpError(413, mediaMessages.tooLarge(ctx.config.mediaMaxBytes / 1024 / 1024)),
      );
      const stored = await uploadMedia(
        ctx.db,
        ctx.media,
        { name: part.filename, data },
        ctx.config.mediaMaxBytes,
      );
      await recordUpload(ctx.db, actorId, stored);
      return stored;
    },
  );
};

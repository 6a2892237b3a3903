import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import {
  getCertificate,
  getCertificates,
  getPageBlock,
  getPost,
  getPosts,
  getSlide,
  getSlides,
} from './post-service.js';
import {
  CertificateSchema,
  PageBlockQuery,
  PageBlockSchema,
  PostListParams,
  PostListQuery,
  PostPageSchema,
  PostParams,
  PostSchema,
  SlideSchema,
  SlugParams,
} from './public-schemas.js';

const tags = ['content'];

/** Posts (news, articles, popups), certificates, home slides and page blocks (SPEC §7 Posts/content). */
export const postRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/posts/:type',
    {
      schema: {
        tags,
        summary: 'Записи раздела (news, articles, popups), новые сначала, по 10 на страницу',
        params: PostListParams,
        querystring: PostListQuery,
        response: { 200: PostPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      getPosts(
        ctx.db,
        request.params.type,
        Number(request.query.page ?? '1'),
        request.query.paginator !== 'false',
      ),
  );

  app.get(
    '/api/posts/:type/:slug',
    {
      schema: {
        tags,
        summary: 'Запись раздела',
        params: PostParams,
        response: { 200: PostSchema, ...errorResponses },
      },
    },
    async (request) => getPost(ctx.db, request.params.type, request.params.slug),
  );

  app.get(
    '/api/certificates',
    {
      schema: {
        tags,
        summary: 'Сертификаты',
        response: { 200: Type.Array(CertificateSchema), ...errorResponses },
      },
    },
    async () => getCertificates(ctx.db),
  );

  app.get(
    '/api/certificates/:slug',
    {
      schema: {
        tags,
        summary: 'Сертификат (изображение или PDF)',
        params: SlugParams,
        response: { 200: CertificateSchema, ...errorResponses },
      },
    },
    async (request) => getCertificate(ctx.db, request.params.slug),
  );

  app.get(
    '/api/slides',
    {
      schema: {
        tags,
        summary: 'Слайды главной страницы',
        response: { 200: Type.Array(SlideSchema), ...errorResponses },
      },
    },
    async () => getSlides(ctx.db),
  );

  app.get(
    '/api/slides/:slug',
    {
      schema: {
        tags,
        summary: 'Слайд',
        params: SlugParams,
        response: { 200: SlideSchema, ...errorResponses },
      },
    },
    async (request) => getSlide(ctx.db, request.params.slug),
  );

  app.get(
    '/api/page-block',
    {
      schema: {
        tags,
        summary: 'Блок страницы по её адресу (например, /search или /cart)',
        querystring: PageBlockQuery,
        response: { 200: PageBlockSchema, ...errorResponses },
      },
    },
    async (request) => getPageBlock(ctx.db, request.query.url),
  );
};

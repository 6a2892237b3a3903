import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { errorResponses, nullable } from '../http/schemas.js';
import { BrandNameParam, PageParam, pageOf } from '../catalog/params.js';
import { brandsList, goodsOfBrand } from './service.js';

const tags = ['goods'];

const BrandGoodsSchema = Type.Object({
  brand: Type.Object({ name: Type.String(), description: nullable(Type.String()) }),
  items: Type.Array(Type.Object({ number: Type.String(), name: Type.String(), hasOffers: Type.Boolean() })),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

/**
 * The goods catalog of SPEC §7: a brand's parts page by page and the brands by letter, under `/api/goods/{brand}`
 * and under `/api/goods-catalog/` (its index, `brands-list/`, `goods-list/`; `good` is beside the part page in
 * search/goods-routes.ts), each with and without the trailing slash the SPEC writes. `/api/goods/search`,
 * `/api/goods/replacements` (fixed paths win over the parameter) and `/api/goods/{brand}/{number}` stay as
 * they are.
 */
export const goodsCatalogRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/goods/:brand',
    {
      schema: {
        tags,
        summary: 'Запчасти бренда постранично (по 50)',
        params: Type.Object({ brand: BrandNameParam }),
        querystring: Type.Object({ page: PageParam }),
        response: { 200: BrandGoodsSchema, ...errorResponses },
      },
    },
    async (request) => goodsOfBrand(ctx.db, request.params.brand, pageOf(request.query.page)),
  );

  for (const url of ['/api/goods-catalog/goods-list', '/api/goods-catalog/goods-list/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Запчасти бренда постранично (по 50), бренд в параметре',
          querystring: Type.Object({ brand: BrandNameParam, page: PageParam }),
          response: { 200: BrandGoodsSchema, ...errorResponses },
        },
      },
      async (request) => goodsOfBrand(ctx.db, request.query.brand, pageOf(request.query.page)),
    );
  }

  const brandsListUrls = [
    '/api/goods-catalog',
    '/api/goods-catalog/',
    '/api/goods-catalog/brands-list',
    '/api/goods-catalog/brands-list/',
  ];
  for (const url of brandsListUrls) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Бренды каталога товаров по первой букве (указатель каталога — все буквы и бренды)',
          querystring: Type.Object({
            letter: Type.Optional(
              Type.String({
                pattern: '^(?:[A-Za-zА-Яа-яЁё]|0-9)$',
                description: 'Буква A–Z или А–Я, либо 0-9; без неё — все бренды',
              }),
            ),
          }),
          response: {
            200: Type.Object({
              letters: Type.Array(Type.String()),
              brands: Type.Array(Type.Object({ name: Type.String(), goodsCount: Type.Integer() })),
            }),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        const letter = request.query.letter;
        return brandsList(ctx.db, letter === undefined ? null : letter.toUpperCase().replace('Ё', 'Е'));
      },
    );
  }
};

import { Type } from '@sinclair/typebox';
import { nullable } from '../http/schemas.js';

const MediaPath = Type.String({
  description:
    'Путь файла в хранилище медиа: оригинал `/media/{path}`, размер `/media/cache/resolve/{filter}/{path}`',
});

export const PostSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Union([Type.Literal('news'), Type.Literal('articles'), Type.Literal('popups')]),
  slug: Type.String(),
  title: Type.String(),
  announce: Type.String(),
  content: Type.String({ description: 'HTML, очищенный от скриптов и обработчиков событий' }),
  mainImage: nullable(MediaPath),
  showPopupInterval: Type.Integer({ description: 'Часы до повторного показа всплывающего окна' }),
  publishedAt: Type.String({ format: 'date-time' }),
});

export const PostPageSchema = Type.Object({
  items: Type.Array(PostSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  perPage: Type.Integer(),
});

export const PostListParams = Type.Object({ type: Type.String({ maxLength: 40 }) });
export const PostParams = Type.Object({
  type: Type.String({ maxLength: 40 }),
  slug: Type.String({ maxLength: 200 }),
});
export const PostListQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  paginator: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
});

export const CertificateSchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String({ description: 'HTML, очищенный' }),
  file: MediaPath,
  isPdf: Type.Boolean(),
});

export const SlideSchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: MediaPath,
  link: Type.String(),
});

export const SlugParams = Type.Object({ slug: Type.String({ maxLength: 200 }) });

export const PageBlockSchema = Type.Object({
  url: Type.String(),
  content: Type.String({ description: 'HTML, очищенный' }),
});
export const PageBlockQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: 500 }) });

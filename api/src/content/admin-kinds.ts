import { Type, type TSchema } from '@sinclair/typebox';
import {
  CONTENT_ANNOUNCE_MAX,
  CONTENT_DESCRIPTION_MAX,
  CONTENT_GOODS_MAX,
  CONTENT_HTML_MAX,
  CONTENT_SLUG_PATTERN,
  CONTENT_TITLE_MAX,
  CONTENT_URL_MAX,
} from '@shop/back-office-rules';
import { INT4_MAX } from '../http/schemas.js';

/** How a field of the admin API is checked, stored and shown. */
type FieldKind =
  | 'text'
  | 'slug'
  | 'url'
  | 'html'
  | 'media'
  | 'optionalMedia'
  | 'int'
  | 'bool'
  | 'date'
  | 'goodIds'
  | 'fraction'
  | 'coordinate'
  | 'postType';

export interface AdminField {
  column: string;
  kind: FieldKind;
  /** Required when creating; every field is optional in an update. */
  required?: boolean;
  max?: number;
  /** The smallest value of an `int` field (0 unless said). */
  min?: number;
}

export type ContentTable =
  'posts' | 'pages' | 'page_blocks' | 'slides' | 'carousels' | 'certificates' | 'promotions' | 'offices';

export interface AdminKind {
  table: ContentTable;
  /** Genitive-free Russian name for the docs: 'Записи (новости, статьи, всплывающие окна)'. */
  title: string;
  fields: Record<string, AdminField>;
  publishable: boolean;
  /** Its rows change the prices (promotions): the pricing cache is dropped after a change. */
  affectsPrices?: boolean;
}

const slug: AdminField = { column: 'slug', kind: 'slug', required: true };
const title: AdminField = { column: 'title', kind: 'text', required: true, max: CONTENT_TITLE_MAX };
const published: AdminField = { column: 'is_published', kind: 'bool' };
const sort: AdminField = { column: 'sort', kind: 'int' };

/** Everything the content admin API manages, by the path segment of `/api/admin/content/{kind}`. */
export const adminKinds = {
  posts: {
    table: 'posts',
    title: 'Записи: новости, статьи, всплывающие окна (type: news, articles, popups)',
    publishable: true,
    fields: {
      type: { column: 'type', kind: 'postType', required: true },
      slug,
      title,
      announce: { column: 'announce', kind: 'text', max: CONTENT_ANNOUNCE_MAX },
      content: { column: 'content', kind: 'html' },
      mainImage: { column: 'main_image', kind: 'optionalMedia' },
      showPopupInterval: { column: 'show_popup_interval', kind: 'int', min: 1 },
      isPublished: published,
      publishedAt: { column: 'published_at', kind: 'date' },
    },
  },
  pages: {
    table: 'pages',
    title: 'Статические страницы',
    publishable: true,
    fields: { slug, title, content: { column: 'content', kind: 'html' }, isPublished: published },
  },
  'page-blocks': {
    table: 'page_blocks',
    title: 'Блоки страниц по адресу (например, /search, /cart)',
    publishable: true,
    fields: {
      url: { column: 'url', kind: 'url', required: true },
      content: { column: 'content', kind: 'html' },
      isPublished: published,
    },
  },
  slides: {
    table: 'slides',
    title: 'Слайды главной страницы',
    publishable: true,
    fields: {
      slug,
      title,
      description: { column: 'description', kind: 'text', max: CONTENT_DESCRIPTION_MAX },
      image: { column: 'image', kind: 'media', required: true },
      link: { column: 'link', kind: 'url' },
      sort,
      isPublished: published,
    },
  },
  carousels: {
    table: 'carousels',
    title: 'Подборки товаров (карусели)',
    publishable: true,
    fields: {
      type: { column: 'type', kind: 'slug', required: true },
      title,
      sort,
      goodIds: { column: 'good_ids', kind: 'goodIds' },
      isPublished: published,
    },
  },
  certificates: {
    table: 'certificates',
    title: 'Сертификаты (изображение или PDF)',
    publishable: true,
    fields: {
      slug,
      title,
      description: { column: 'description', kind: 'html' },
      file: { column: 'file', kind: 'media', required: true },
      sort,
      isPublished: published,
    },
  },
  promotions: {
    table: 'promotions',
    title: 'Акции',
    publishable: true,
    affectsPrices: true,
    fields: {
      slug,
      title,
      description: { column: 'description', kind: 'html' },
      image: { column: 'image', kind: 'optionalMedia' },
      discount: { column: 'discount', kind: 'fraction' },
      startAt: { column: 'start_at', kind: 'date', required: true },
      endAt: { column: 'end_at', kind: 'date', required: true },
      goodIds: { column: 'good_ids', kind: 'goodIds' },
      isPublished: published,
    },
  },
  offices: {
    table: 'offices',
    title: 'Офисы и пункты выдачи',
    publishable: false,
    fields: {
      name: { column: 'name', kind: 'text', required: true, max: 300 },
      address: { column: 'address', kind: 'text', required: true, max: 500 },
      phone: { column: 'phone', kind: 'text', max: 100 },
      email: { column: 'email', kind: 'text', max: 200 },
      workTime: { column: 'work_time', kind: 'text', max: 300 },
      latitude: { column: 'latitude', kind: 'coordinate' },
      longitude: { column: 'longitude', kind: 'coordinate' },
      isMain: { column: 'is_main', kind: 'bool' },
      vendorId: { column: 'vendor_id', kind: 'int', required: true },
      sort,
    },
  },
} satisfies Record<string, AdminKind>;

export type AdminKindName = keyof typeof adminKinds;

function inputSchema(field: AdminField): TSchema {
  switch (field.kind) {
    case 'text':
      return Type.String({ maxLength: field.max ?? 1000 });
    case 'slug':
      return Type.String({ pattern: CONTENT_SLUG_PATTERN, description: 'латиница, цифры, - и _' });
    case 'url':
      return Type.String({ maxLength: CONTENT_URL_MAX, description: 'адрес страницы сайта, начиная с /' });
    case 'html':
      return Type.String({
        maxLength: CONTENT_HTML_MAX,
        description: 'HTML; очищается при сохранении и выдаче',
      });
    case 'media':
      return Type.String({ maxLength: 400, description: 'путь файла в хранилище медиа' });
    case 'optionalMedia':
      return Type.Union([Type.String({ maxLength: 400 }), Type.Null()]);
    case 'int':
      return Type.Integer({ minimum: field.min ?? 0, maximum: INT4_MAX });
    case 'bool':
      return Type.Boolean();
    case 'date':
      return Type.String({ format: 'date-time' });
    case 'goodIds':
      return Type.Array(Type.Integer({ minimum: 1, maximum: INT4_MAX }), { maxItems: CONTENT_GOODS_MAX });
    case 'fraction':
      return Type.Number({ minimum: 0, exclusiveMaximum: 1, description: 'доля: 0.1 — 10 %' });
    case 'coordinate':
      return Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()]);
    case 'postType':
      return Type.Union([Type.Literal('news'), Type.Literal('articles'), Type.Literal('popups')]);
  }
}

function outputSchema(field: AdminField): TSchema {
  switch (field.kind) {
    case 'optionalMedia':
      return Type.Union([Type.String(), Type.Null()]);
    case 'coordinate':
      return Type.Union([Type.Number(), Type.Null()]);
    case 'int':
      return Type.Integer();
    case 'fraction':
      return Type.Number();
    case 'bool':
      return Type.Boolean();
    case 'goodIds':
      return Type.Array(Type.Integer());
    default:
      return Type.String();
  }
}

export function createSchema(kind: AdminKind): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const [name, field] of Object.entries(kind.fields)) {
    properties[name] = field.required ? inputSchema(field) : Type.Optional(inputSchema(field));
  }
  return Type.Object(properties);
}

export function updateSchema(kind: AdminKind): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const [name, field] of Object.entries(kind.fields))
    properties[name] = Type.Optional(inputSchema(field));
  return Type.Object(properties, { minProperties: 1 });
}

export function rowSchema(kind: AdminKind): TSchema {
  const properties: Record<string, TSchema> = { id: Type.Integer() };
  for (const [name, field] of Object.entries(kind.fields)) properties[name] = outputSchema(field);
  // When the row last changed, where its table keeps that (offices do not).
  properties.updatedAt = Type.Optional(Type.String({ format: 'date-time' }));
  return Type.Object(properties);
}

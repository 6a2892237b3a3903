import type { AnyObject, ObjectSchema } from 'yup';
import {
  contentSchemas,
  postTypeNames,
  postTypes,
  type ContentKindName,
  type PostType,
} from '@shop/back-office-rules';

/** How a field of a content form is edited. */
export type FieldControlKind =
  | 'text'
  | 'textarea'
  | 'html'
  | 'image'
  | 'optionalImage'
  | 'imageOrPdf'
  | 'number'
  | 'percent'
  | 'coordinate'
  | 'bool'
  | 'date'
  | 'goods'
  | 'postType'
  | 'vendor';

export interface FieldView {
  name: string;
  label: string;
  control: FieldControlKind;
  help?: string;
  /** Shown only for some values of the form (a popup's interval only for popups). */
  shownWhen?: (values: Record<string, unknown>) => boolean;
}

export interface KindView {
  name: ContentKindName;
  /** The tab's and the page's title. */
  title: string;
  /** 'Новая запись' etc., the editor's title when creating. */
  createTitle: string;
  schema: ObjectSchema<AnyObject>;
  publishable: boolean;
  fields: FieldView[];
  /** What a row is called in the table and in the editor's title. */
  rowName: (row: Record<string, unknown>) => string;
  /** The line under the name: its slug, URL or address. */
  detail: (row: Record<string, unknown>) => string;
  /** The field a taken slug or URL (409) is shown at. */
  keyField: string;
  /** Values of a new row beyond the schema's defaults. */
  fresh?: () => Record<string, unknown>;
}

const text = (row: Record<string, unknown>, field: string) => {
  const value = row[field];
  return typeof value === 'string' ? value : '';
};

const slug: FieldView = {
  name: 'slug',
  label: 'Адрес (slug)',
  control: 'text',
  help: 'Латиница, цифры, «-» и «_»: часть адреса страницы',
};
const title: FieldView = { name: 'title', label: 'Заголовок', control: 'text' };
const published: FieldView = { name: 'isPublished', label: 'Опубликовано', control: 'bool' };
const sort: FieldView = { name: 'sort', label: 'Порядок', control: 'number', help: 'Меньше — выше в списке' };
const byTitle = (row: Record<string, unknown>) => text(row, 'title');
const bySlug = (row: Record<string, unknown>) => text(row, 'slug');

export const postTypeOptions = postTypes.map((type: PostType) => ({
  value: type,
  label: postTypeNames[type],
}));

/** Every section of the content admin, in the order of its tabs. */
export const kindViews: KindView[] = [
  {
    name: 'posts',
    title: 'Записи',
    createTitle: 'Новая запись',
    schema: contentSchemas.posts,
    publishable: true,
    keyField: 'slug',
    rowName: byTitle,
    detail: bySlug,
    fresh: () => ({ type: 'news', publishedAt: new Date().toISOString() }),
    fields: [
      { name: 'type', label: 'Раздел', control: 'postType' },
      title,
      slug,
      { name: 'announce', label: 'Анонс', control: 'textarea', help: 'Короткий текст для списка записей' },
      { name: 'mainImage', label: 'Главное изображение', control: 'optionalImage' },
      { name: 'content', label: 'Текст', control: 'html' },
      {
        name: 'showPopupInterval',
        label: 'Показывать не чаще, чем раз в (часов)',
        control: 'number',
        shownWhen: (values) => values.type === 'popups',
      },
      {
        name: 'publishedAt',
        label: 'Дата публикации',
        control: 'date',
        help: 'Запись с будущей датой не видна до неё',
      },
      published,
    ],
  },
  {
    name: 'pages',
    title: 'Страницы',
    createTitle: 'Новая страница',
    schema: contentSchemas.pages,
    publishable: true,
    keyField: 'slug',
    rowName: byTitle,
    detail: (row) => `/page/${bySlug(row)}`,
    fields: [
      title,
      { ...slug, help: 'Страница откроется по адресу /page/{slug}' },
      { name: 'content', label: 'Текст', control: 'html' },
      published,
    ],
  },
  {
    name: 'page-blocks',
    title: 'Блоки страниц',
    createTitle: 'Новый блок',
    schema: contentSchemas['page-blocks'],
    publishable: true,
    keyField: 'url',
    rowName: (row) => text(row, 'url'),
    detail: () => 'Блок над страницей',
    fields: [
      { name: 'url', label: 'Адрес страницы', control: 'text', help: 'Например, /search или /cart' },
      { name: 'content', label: 'Содержимое блока', control: 'html' },
      published,
    ],
  },
  {
    name: 'slides',
    title: 'Слайды',
    createTitle: 'Новый слайд',
    schema: contentSchemas.slides,
    publishable: true,
    keyField: 'slug',
    rowName: byTitle,
    detail: bySlug,
    fields: [
      title,
      slug,
      { name: 'description', label: 'Описание', control: 'textarea' },
      { name: 'image', label: 'Изображение', control: 'image', help: 'Показывается в размере 1280×400' },
      { name: 'link', label: 'Ссылка', control: 'text', help: 'Адрес на сайте, начиная с /' },
      sort,
      published,
    ],
  },
  {
    name: 'carousels',
    title: 'Подборки',
    createTitle: 'Новая подборка',
    schema: contentSchemas.carousels,
    publishable: true,
    keyField: 'type',
    rowName: byTitle,
    detail: (row) => text(row, 'type'),
    fields: [
      title,
      { name: 'type', label: 'Код подборки', control: 'text', help: 'Латиница: /api/carousel/{код}' },
      { name: 'goodIds', label: 'Товары', control: 'goods', help: 'Найдите товар по номеру' },
      sort,
      published,
    ],
  },
  {
    name: 'certificates',
    title: 'Сертификаты',
    createTitle: 'Новый сертификат',
    schema: contentSchemas.certificates,
    publishable: true,
    keyField: 'slug',
    rowName: byTitle,
    detail: bySlug,
    fields: [
      title,
      slug,
      { name: 'file', label: 'Файл', control: 'imageOrPdf', help: 'Изображение или PDF' },
      { name: 'description', label: 'Описание', control: 'html' },
      sort,
      published,
    ],
  },
  {
    name: 'promotions',
    title: 'Акции',
    createTitle: 'Новая акция',
    schema: contentSchemas.promotions,
    publishable: true,
    keyField: 'slug',
    rowName: byTitle,
    detail: bySlug,
    fresh: () => {
      const start = new Date();
      start.setMinutes(0, 0, 0);
      return {
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 7 * 86_400_000).toISOString(),
      };
    },
    fields: [
      title,
      slug,
      { name: 'image', label: 'Изображение', control: 'optionalImage' },
      { name: 'description', label: 'Описание', control: 'html' },
      { name: 'discount', label: 'Скидка, %', control: 'percent', help: 'На товары акции, пока она идёт' },
      { name: 'startAt', label: 'Начало', control: 'date' },
      { name: 'endAt', label: 'Окончание', control: 'date' },
      { name: 'goodIds', label: 'Товары акции', control: 'goods' },
      published,
    ],
  },
  {
    name: 'offices',
    title: 'Офисы',
    createTitle: 'Новый офис',
    schema: contentSchemas.offices,
    publishable: false,
    keyField: 'name',
    rowName: (row) => text(row, 'name'),
    detail: (row) => text(row, 'address'),
    fields: [
      { name: 'name', label: 'Название', control: 'text' },
      { name: 'address', label: 'Адрес', control: 'text' },
      { name: 'phone', label: 'Телефон', control: 'text' },
      { name: 'email', label: 'E-mail', control: 'text' },
      { name: 'workTime', label: 'Часы работы', control: 'text', help: 'Например, пн–пт 9:00–18:00' },
      { name: 'latitude', label: 'Широта', control: 'coordinate' },
      { name: 'longitude', label: 'Долгота', control: 'coordinate' },
      {
        name: 'vendorId',
        label: 'Склад офиса',
        control: 'vendor',
        help: 'Его остатки — «в наличии в офисе»',
      },
      { name: 'isMain', label: 'Главный офис', control: 'bool' },
      sort,
    ],
  },
];

export function kindView(name: string | undefined): KindView | undefined {
  return kindViews.find((kind) => kind.name === name);
}

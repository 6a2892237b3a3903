import { array, boolean, mixed, number, object, string, type AnyObject, type ObjectSchema } from 'yup';
import type { CampaignSettings, Office, Promotion } from '@shop/shared';
import { applyRuLocale } from '@shop/shared/validation';

// yup takes a rule's default message when the rule is added, so the locale goes first.
applyRuLocale();

/**
 * The content admin's rules (issue 15), one copy for the back-office forms and the API
 * (`api/src/content/admin-kinds.ts` takes its limits and patterns from here and checks them again).
 */
export const CONTENT_TITLE_MAX = 300;
export const CONTENT_ANNOUNCE_MAX = 2000;
export const CONTENT_DESCRIPTION_MAX = 1000;
export const CONTENT_HTML_MAX = 200_000;
export const CONTENT_URL_MAX = 500;
export const CONTENT_TEXT_MAX = 1000;
export const CONTENT_GOODS_MAX = 500;
/** A slug: latin lower-case letters, digits, `-` and `_`, at most 100 characters. */
export const CONTENT_SLUG_PATTERN = '^[a-z0-9][a-z0-9_-]{0,99}$';
/**
 * A page of this site: one `/` first, no spaces and no backslash. Browsers read `//host/x`, `/\host/x` and
 * `/<tab>/host/x` as another site's address.
 */
export const CONTENT_URL_PATTERN = '^/(?!/)[^\\s\\\\]*$';
const INT_MAX = 2_147_483_647;

export const contentMessages = {
  slug: 'Только латинские строчные буквы, цифры, «-» и «_», с буквы или цифры',
  url: 'Адрес страницы этого сайта: начинается с одной «/», без пробелов и «\\»',
  endBeforeStart: 'Окончание акции должно быть позже начала',
  emptyText: 'Поле не должно быть пустым',
  date: 'Некорректная дата',
  discount: 'Скидка — от 0 до 99,99 %',
} as const;

export const postTypes = ['news', 'articles', 'popups'] as const;
export type PostType = (typeof postTypes)[number];
export const postTypeNames: Record<PostType, string> = {
  news: 'Новость',
  articles: 'Статья',
  popups: 'Всплывающее окно',
};

const slugRule = () =>
  string()
    .label('Адрес (slug)')
    .trim()
    .required()
    .matches(new RegExp(CONTENT_SLUG_PATTERN), contentMessages.slug);
const titleRule = () => string().label('Заголовок').trim().required().max(CONTENT_TITLE_MAX);
const htmlRule = (label: string) => string().label(label).max(CONTENT_HTML_MAX).default('');
const sortRule = () => number().label('Порядок').integer().min(0).max(INT_MAX).default(0);
const publishedRule = () => boolean().label('Опубликовано').default(false);
const isDate = (value: string | undefined) => value === undefined || !Number.isNaN(new Date(value).getTime());
const dateRule = (label: string) => string().label(label).test('date', contentMessages.date, isDate);
const goodsRule = () =>
  array(number().integer().positive().max(INT_MAX).required())
    .label('Товары')
    .max(CONTENT_GOODS_MAX)
    .default([]);
const mediaRule = (label: string) => string().label(label).max(400);

export interface PostInput {
  type: PostType;
  slug: string;
  title: string;
  announce: string;
  content: string;
  mainImage: string | null;
  showPopupInterval: number;
  isPublished: boolean;
  publishedAt: string;
}

export const postSchema: ObjectSchema<PostInput> = object({
  type: mixed<PostType>().label('Раздел').oneOf(postTypes).required(),
  slug: slugRule(),
  title: titleRule(),
  announce: string().label('Анонс').max(CONTENT_ANNOUNCE_MAX).default(''),
  content: htmlRule('Текст'),
  mainImage: mediaRule('Главное изображение').nullable().default(null),
  showPopupInterval: number()
    .label('Показывать не чаще, раз в часов')
    .integer()
    .min(1)
    .max(INT_MAX)
    .default(24),
  isPublished: publishedRule(),
  publishedAt: dateRule('Дата публикации').required(),
});

export interface PageInput {
  slug: string;
  title: string;
  content: string;
  isPublished: boolean;
}

export const pageSchema: ObjectSchema<PageInput> = object({
  slug: slugRule(),
  title: titleRule(),
  content: htmlRule('Текст'),
  isPublished: publishedRule(),
});

export interface PageBlockInput {
  url: string;
  content: string;
  isPublished: boolean;
}

export const pageBlockSchema: ObjectSchema<PageBlockInput> = object({
  url: string()
    .label('Адрес страницы')
    .trim()
    .required(contentMessages.url)
    .max(CONTENT_URL_MAX)
    .matches(new RegExp(CONTENT_URL_PATTERN), contentMessages.url),
  content: htmlRule('Содержимое блока'),
  isPublished: publishedRule(),
});

export interface SlideInput {
  slug: string;
  title: string;
  description: string;
  image: string;
  link: string;
  sort: number;
  isPublished: boolean;
}

export const slideSchema: ObjectSchema<SlideInput> = object({
  slug: slugRule(),
  title: titleRule(),
  description: string().label('Описание').max(CONTENT_DESCRIPTION_MAX).default(''),
  image: mediaRule('Изображение').required('Загрузите изображение'),
  link: string()
    .label('Ссылка')
    .trim()
    .max(CONTENT_URL_MAX)
    .matches(new RegExp(CONTENT_URL_PATTERN), { message: contentMessages.url, excludeEmptyString: true })
    .default(''),
  sort: sortRule(),
  isPublished: publishedRule(),
});

export interface CarouselInput {
  type: string;
  title: string;
  sort: number;
  goodIds: number[];
  isPublished: boolean;
}

export const carouselSchema: ObjectSchema<CarouselInput> = object({
  type: slugRule().label('Код подборки'),
  title: titleRule(),
  sort: sortRule(),
  goodIds: goodsRule(),
  isPublished: publishedRule(),
});

export interface CertificateInput {
  slug: string;
  title: string;
  description: string;
  file: string;
  sort: number;
  isPublished: boolean;
}

export const certificateSchema: ObjectSchema<CertificateInput> = object({
  slug: slugRule(),
  title: titleRule(),
  description: htmlRule('Описание'),
  file: mediaRule('Файл').required('Загрузите изображение или PDF'),
  sort: sortRule(),
  isPublished: publishedRule(),
});

export interface PromotionInput extends Omit<Promotion, 'id'> {
  goodIds: number[];
  isPublished: boolean;
}

export const promotionSchema: ObjectSchema<PromotionInput> = object({
  slug: slugRule(),
  title: titleRule(),
  description: htmlRule('Описание'),
  image: mediaRule('Изображение').nullable().default(null),
  discount: number()
    .label('Скидка')
    .min(0, contentMessages.discount)
    .lessThan(1, contentMessages.discount)
    .default(0),
  startAt: dateRule('Начало').required(),
  endAt: dateRule('Окончание')
    .required()
    .test('after-start', contentMessages.endBeforeStart, (end, context) => {
      const start = (context.parent as { startAt?: string }).startAt;
      return !end || !start || new Date(end).getTime() > new Date(start).getTime();
    }),
  goodIds: goodsRule(),
  isPublished: publishedRule(),
});

export interface OfficeInput extends Omit<Office, 'id'> {
  vendorId: number;
  sort: number;
}

const coordinate = (label: string) => number().label(label).min(-180).max(180).nullable().default(null);

export const officeSchema: ObjectSchema<OfficeInput> = object({
  name: string().label('Название').trim().required().max(300),
  address: string().label('Адрес').trim().required().max(500),
  phone: string().label('Телефон').max(100).default(''),
  email: string().label('E-mail').max(200).default(''),
  workTime: string().label('Часы работы').max(300).default(''),
  latitude: coordinate('Широта'),
  longitude: coordinate('Долгота'),
  isMain: boolean().label('Главный офис').default(false),
  vendorId: number().label('Склад').integer().positive().max(INT_MAX).required(),
  sort: sortRule(),
});

/** Every kind of `/api/admin/content/{kind}` with its form's rules; the API test checks the fields agree. */
export const contentSchemas = {
  posts: postSchema,
  pages: pageSchema,
  'page-blocks': pageBlockSchema,
  slides: slideSchema,
  carousels: carouselSchema,
  certificates: certificateSchema,
  promotions: promotionSchema,
  offices: officeSchema,
} satisfies Record<string, ObjectSchema<AnyObject>>;

export type ContentKindName = keyof typeof contentSchemas;

export const CAMPAIGN_MINUTES_MAX = 100_000;
export const TOAST_WIDTH_MIN = 200;
export const TOAST_WIDTH_MAX = 800;

const period = (label: string) => number().label(label).integer().min(1).max(CAMPAIGN_MINUTES_MAX).required();

export const campaignSettingsSchema: ObjectSchema<CampaignSettings> = object({
  isActive: boolean().label('Акции включены').required(),
  isToastActive: boolean().label('Показывать уведомление').required(),
  isModalActive: boolean().label('Показывать окно').required(),
  toastShowTime: period('Уведомление скрыто после закрытия, минут'),
  modalShowTime: period('Окно скрыто после закрытия, минут'),
  initialDelay: number().label('Задержка первого показа, минут').min(0).max(CAMPAIGN_MINUTES_MAX).required(),
  toastChangeTime: period('Смена акций в уведомлении, секунд'),
  toastWidth: number()
    .label('Ширина уведомления, px')
    .integer()
    .min(TOAST_WIDTH_MIN)
    .max(TOAST_WIDTH_MAX)
    .required(),
});

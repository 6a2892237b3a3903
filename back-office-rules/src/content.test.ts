import {
  campaignSettingsSchema,
  pageBlockSchema,
  postSchema,
  promotionSchema,
  slideSchema,
} from './content.js';
import { validateOrViolations } from '@shop/shared/validation';

async function messages(schema: Parameters<typeof validateOrViolations>[0], value: unknown) {
  const result = await validateOrViolations(schema, value);
  return (result.violations ?? []).map((violation) => `${violation.propertyPath}: ${violation.message}`);
}

const post = {
  type: 'news',
  slug: 'novost',
  title: 'Новость',
  announce: '',
  content: '<p>Текст</p>',
  mainImage: null,
  showPopupInterval: 24,
  isPublished: false,
  publishedAt: '2026-11-25T10:00:00.000Z',
};

describe('content rules (the back-office forms and the API)', () => {
  it('a post needs a latin slug and a title', async () => {
    expect(await messages(postSchema, post)).toEqual([]);
    expect(await messages(postSchema, { ...post, slug: 'Новость', title: ' ' })).toEqual([
      'slug: Только латинские строчные буквы, цифры, «-» и «_», с буквы или цифры',
      'title: Поле «Заголовок» не должно быть пустым',
    ]);
    expect(await messages(postSchema, { ...post, showPopupInterval: 0 })).toEqual([
      'showPopupInterval: Значение должно быть более или равно 1',
    ]);
  });

  it('a page block’s address and a slide’s link start with /', async () => {
    expect(await messages(pageBlockSchema, { url: 'cart', content: '' })).toEqual([
      'url: Адрес страницы этого сайта: начинается с одной «/», без пробелов и «\\»',
    ]);
    const slide = { slug: 's', title: 'С', description: '', image: 'uploads/a.png', sort: 0 };
    expect(await messages(slideSchema, { ...slide, link: '' })).toEqual([]);
    for (const link of ['http://x', '//evil.example/x', '/\\evil.example/x', '/\t/evil.example', '/a\\b']) {
      expect(await messages(slideSchema, { ...slide, link })).toEqual([
        'link: Адрес страницы этого сайта: начинается с одной «/», без пробелов и «\\»',
      ]);
    }
    expect(await messages(slideSchema, { ...slide, link: '/catalog/oils?brand=mobil#top' })).toEqual([]);
    expect(await messages(slideSchema, { ...slide, image: '' })).toEqual(['image: Загрузите изображение']);
  });

  it('a promotion ends after it starts and discounts less than 100 %', async () => {
    const promotion = {
      slug: 'p',
      title: 'Акция',
      discount: 0.1,
      startAt: '2026-12-01T00:00:00.000Z',
      endAt: '2026-12-31T00:00:00.000Z',
    };
    expect(await messages(promotionSchema, promotion)).toEqual([]);
    expect(
      await messages(promotionSchema, { ...promotion, discount: 1, endAt: '2026-11-01T00:00:00.000Z' }),
    ).toEqual(['discount: Скидка — от 0 до 99,99 %', 'endAt: Окончание акции должно быть позже начала']);
  });

  it('campaign settings keep the API’s bounds', async () => {
    const settings = {
      isActive: true,
      isToastActive: true,
      isModalActive: true,
      toastShowTime: 30,
      modalShowTime: 30,
      initialDelay: 0.25,
      toastChangeTime: 10,
      toastWidth: 360,
    };
    expect(await messages(campaignSettingsSchema, settings)).toEqual([]);
    expect(await messages(campaignSettingsSchema, { ...settings, toastWidth: 5000 })).toEqual([
      'toastWidth: Значение должно быть менее или равно 800',
    ]);
  });
});

import { Type } from '@sinclair/typebox';
import { nullable } from '../http/schemas.js';

export const PromotionSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String({ description: 'HTML, очищенный' }),
  image: nullable(Type.String({ description: 'Путь файла в хранилище медиа' })),
  discount: Type.Number({ description: 'Доля скидки: 0.1 — 10 %' }),
  startAt: Type.String({ format: 'date-time' }),
  endAt: Type.String({ format: 'date-time' }),
});

export const PromotionGoodSchema = Type.Object({
  id: Type.Integer(),
  brandName: Type.String(),
  number: Type.String(),
  name: Type.String(),
});

export const PromotionDetailsSchema = Type.Intersect([
  PromotionSchema,
  Type.Object({ goods: Type.Array(PromotionGoodSchema) }),
]);

export const CampaignSettingsSchema = Type.Object({
  isActive: Type.Boolean(),
  isToastActive: Type.Boolean(),
  isModalActive: Type.Boolean(),
  toastShowTime: Type.Integer({ description: 'Минуты, на которые скрывается закрытое уведомление' }),
  modalShowTime: Type.Integer({ description: 'Минуты, на которые скрывается закрытое окно' }),
  initialDelay: Type.Number({ description: 'Минуты до первого показа' }),
  toastChangeTime: Type.Integer({ description: 'Секунды до смены акции в уведомлении' }),
  toastWidth: Type.Integer({ description: 'Ширина уведомления, px' }),
});

export const PromotionParams = Type.Object({
  id: Type.String({ maxLength: 200, description: 'Номер акции или её адрес (slug)' }),
});

export const CarouselSummarySchema = Type.Object({ type: Type.String(), title: Type.String() });

export const CarouselItemSchema = Type.Object({
  goodId: Type.Integer(),
  brandName: Type.String(),
  number: Type.String(),
  name: Type.String(),
  image: nullable(Type.String()),
  price: Type.Number({ description: 'Лучшая цена для текущего покупателя, ₽; 0 — цена не указана' }),
  offersUrl: Type.String({ description: 'Ссылка на предложения в поиске' }),
});

export const CarouselSchema = Type.Object({
  type: Type.String(),
  title: Type.String(),
  items: Type.Array(CarouselItemSchema),
});

export const CarouselParams = Type.Object({ type: Type.String({ maxLength: 60 }) });
export const CarouselQuery = Type.Object({
  stockOnly: Type.Optional(
    Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')]),
  ),
});

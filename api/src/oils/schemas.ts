import { Type, type Static } from '@sinclair/typebox';
import type { BestOffer } from '../search/best-offer.js';
import { OfferPromotionSchema } from '../catalog/schemas.js';
import { nullable, type Assert, type Equal } from '../http/schemas.js';
import type { OilList } from './service.js';

export const BestOfferSchema = Type.Object({
  itemKey: Type.String({ description: 'Ключ предложения для корзины, как в поиске' }),
  price: Type.Number({ description: 'Цена для текущего покупателя, как в поиске' }),
  deliveryDays: Type.Integer(),
  deliveryTime: Type.Integer({ description: 'Срок поставки в часах, как у предложения в поиске' }),
  isStock: Type.Boolean({ description: 'Со склада магазина' }),
  quantity: Type.Integer({ description: 'Доступно к заказу' }),
  minAmount: Type.Integer(),
  multiplicity: Type.Integer(),
  promotion: Type.Optional(OfferPromotionSchema),
});

type _BestOfferMatches = Assert<Equal<Static<typeof BestOfferSchema>, BestOffer>>;

const FacetSchema = Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }));

export const OilListSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      goodId: Type.Integer(),
      brandName: Type.String(),
      number: Type.String(),
      name: Type.String(),
      kind: Type.String(),
      viscosity: nullable(Type.String()),
      specs: Type.Array(Type.String()),
      approvals: Type.Array(Type.String()),
      volume: nullable(Type.Number({ description: 'Литры' })),
      bestOffer: nullable(BestOfferSchema),
    }),
  ),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  facets: Type.Object({
    kind: FacetSchema,
    viscosity: FacetSchema,
    spec: FacetSchema,
    approval: FacetSchema,
    volume: FacetSchema,
    brand: FacetSchema,
  }),
  byCar: nullable(
    Type.Object({
      carId: Type.Integer(),
      engine: nullable(
        Type.String({ description: 'Двигатель по таблице подбора; null — автомобиль не знаком' }),
      ),
      viscosities: Type.Array(Type.String()),
      tolerances: Type.Array(Type.String()),
    }),
  ),
});

type _OilListMatches = Assert<Equal<Static<typeof OilListSchema>, OilList>>;

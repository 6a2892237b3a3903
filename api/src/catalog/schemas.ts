import { Type, type Static } from '@sinclair/typebox';
import type { Brand, CartItem, Good, NumberMatch, Offer, PartSuggestion, Refund, Vendor } from '@shop/shared';
import { nullable, type Assert, type Equal } from '../http/schemas.js';

export const BrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  warranty: Type.String(),
  warrantyDescription: Type.String(),
  country: Type.String(),
  site: Type.String(),
  thumbs: Type.Array(Type.String()),
  description: Type.String(),
});

export const VendorSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isRemote: Type.Boolean(),
});

export const RefundSchema = Type.Object({
  isAllowed: Type.Boolean(),
  percent: Type.Number(),
  conditions: Type.String(),
});

export const OfferPromotionSchema = Type.Object(
  {
    title: Type.String(),
    slug: Type.String({ description: 'Страница акции: /actions/{slug}' }),
    percent: Type.Number({ description: 'Скидка в процентах: 10 — это 10 %' }),
    priceBefore: Type.Number({ description: 'Цена без скидки, целые рубли' }),
  },
  { description: 'Идущая акция, снизившая цену предложения; нет, когда цену не снижала ни одна' },
);

export const OfferSchema = Type.Object({
  itemKey: Type.String(),
  vendor: VendorSchema,
  price: Type.Number(),
  amount: Type.Integer(),
  amountString: Type.String(),
  minAmount: Type.Integer(),
  multiplicityAmount: Type.Integer(),
  deliveryTime: Type.Integer(),
  isStock: Type.Boolean(),
  refund: RefundSchema,
  cartAmount: Type.Integer(),
  promotion: Type.Optional(OfferPromotionSchema),
});

export const GoodSchema = Type.Object({
  id: Type.Integer(),
  brand: BrandSchema,
  number: Type.String(),
  name: Type.String(),
  images: Type.Array(Type.String()),
  thumbs: Type.Array(Type.String()),
  isInFavorite: Type.Boolean(),
  isCross: Type.Boolean(),
  offers: Type.Array(OfferSchema),
});

export const NumberMatchSchema = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  number: Type.String(),
  name: Type.String(),
});

export const PartSuggestionSchema = NumberMatchSchema;

export const PriceCalculationSchema = Type.Object({
  version: Type.Integer(),
  priceLevel: Type.Object({ id: Type.Integer(), name: Type.String() }),
  priceCreatedAt: Type.String(),
  purchasePrice: Type.Number(),
  retailPrice: Type.Number(),
  wholesalePrice: Type.Number(),
  fixedPrice: nullable(Type.Number()),
  minimumRetailPrice: nullable(Type.Number()),
  operations: Type.Array(
    Type.Object({
      name: Type.String(),
      description: Type.String(),
      price: Type.Number(),
      nextPrice: Type.Number(),
      currency: Type.String({ description: 'Валюта price: поставщика до пересчёта, затем RUB' }),
      nextCurrency: Type.String({ description: 'Валюта nextPrice' }),
    }),
  ),
});

export const PriceLevelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isDefault: Type.Boolean(),
  isCurrent: Type.Boolean(),
});

export const CartItemSchema = Type.Object({
  id: Type.Integer(),
  good: Type.Object({
    id: Type.Integer(),
    brand: Type.Object({ name: Type.String() }),
    number: Type.String(),
    images: Type.Array(Type.String()),
    thumbs: Type.Array(Type.String()),
  }),
  name: Type.String(),
  amount: Type.Integer(),
  price: Type.Number(),
  reference: Type.String(),
  deliveryTime: Type.Integer(),
  isStock: Type.Boolean(),
  isSelected: Type.Boolean(),
  offer: nullable(Type.Object({ itemKey: Type.String() })),
  vendor: VendorSchema,
  refund: RefundSchema,
  images: Type.Array(Type.String()),
  thumbs: Type.Array(Type.String()),
});

export type Checks = [
  Assert<Equal<Static<typeof CartItemSchema>, CartItem>>,
  Assert<Equal<Static<typeof BrandSchema>, Brand>>,
  Assert<Equal<Static<typeof VendorSchema>, Vendor>>,
  Assert<Equal<Static<typeof RefundSchema>, Refund>>,
  Assert<Equal<Static<typeof OfferSchema>, Offer>>,
  Assert<Equal<Static<typeof GoodSchema>, Good>>,
  Assert<Equal<Static<typeof NumberMatchSchema>, NumberMatch>>,
  Assert<Equal<Static<typeof PartSuggestionSchema>, PartSuggestion>>,
];

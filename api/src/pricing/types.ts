import type { PriceCalculation } from '@shop/shared';

/** A rule of a price level: applies when each of its set conditions matches (SPEC §3 price calculation). */
export interface PriceRule {
  id: number;
  vendorId: number | null;
  brandId: number | null;
  /** Purchase price range in roubles, inclusive; null: open. Decimal strings. */
  priceFrom: string | null;
  priceTo: string | null;
  /** Percent on the purchase price in roubles, decimal strings. */
  retailMarkup: string;
  wholesaleMarkup: string;
  priority: number;
}

export interface PriceLevelData {
  id: number;
  name: string;
  version: number;
  updatedAt: Date;
  rules: PriceRule[];
}

/** What pricing needs to know about one offer (decimal strings, never floats). */
export interface OfferPriceInput {
  /** The good offered: a running promotion may list it (`PricingContext.promotions`). */
  goodId: number;
  purchasePrice: string;
  currency: string;
  vendorId: number;
  brandId: number;
  fixedPrice: string | null;
  minimumRetailPrice: string | null;
}

/** Who buys: retail users pay the retail price, wholesale users the wholesale price plus their markup. */
export interface Buyer {
  isWholesale: boolean;
  /** Personal markup percent of a wholesale user, decimal string. */
  markup: string;
}

/** Everything the engine needs besides the offer: currency rates (roubles per unit) and the price level. */
export interface PricingContext {
  rates: ReadonlyMap<string, string>;
  level: PriceLevelData;
  /** Running promotions by the goods they list; none when absent. */
  promotions?: ReadonlyMap<number, PromotionDiscount>;
}

/** A running promotion's discount on one good (issue 14): the last step of the buyer's price. */
export interface PromotionDiscount {
  title: string;
  /** Its page is `/actions/{slug}`. */
  slug: string;
  /** Fraction taken off, decimal string (`'0.1'` is 10 %). */
  discount: string;
}

/** The buyer's price in whole roubles, and how it was reached (the admin breakdown). */
export interface PricedOffer {
  price: number;
  calculation: PriceCalculation;
}

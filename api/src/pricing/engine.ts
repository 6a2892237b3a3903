import Big from 'big.js';
import type { PriceCalculation, PriceOperation } from '@shop/shared';
import { PRICE_NOT_SET } from '@shop/shared/format';
import {
  ceilRoubles,
  formatAmount,
  formatPercent,
  formatRate,
  formatRub,
  markupFactor,
  parseDecimal,
  roundToKopecks,
} from './money.js';
import { inRangeOf, levelIndex, matchRule } from './rules.js';
import type { Buyer, OfferPriceInput, PricedOffer, PricingContext } from './types.js';

/** Names of the steps of the admin breakdown (SPEC §3 price calculation). */
export const OPERATION = {
  purchase: 'Закупочная цена',
  currency: 'Пересчёт валюты',
  retailMarkup: 'Розничная наценка',
  wholesaleMarkup: 'Оптовая наценка',
  fixed: 'Фиксированная цена',
  minimumRetail: 'Минимальная розничная цена',
  rounding: 'Округление',
  personal: 'Персональная наценка',
  promotion: 'Скидка по акции',
} as const;

const ZERO = new Big(0);
const NBSP = '\u00a0';
/** `RUR` is the old rouble code some suppliers still send. */
const ROUBLES = new Set(['RUB', 'RUR']);

interface Rate {
  rate: Big;
  /** `× 92,5 ₽ за 1 USD`. */
  text: string;
}

// Rates parsed once per rates map (a pricing source hands out the same map until it reloads).
const parsedRates = new WeakMap<ReadonlyMap<string, string>, Map<string, Rate | null>>();

function rateOf(rates: ReadonlyMap<string, string>, currency: string): Rate | null {
  let parsed = parsedRates.get(rates);
  if (!parsed) {
    parsed = new Map();
    parsedRates.set(rates, parsed);
  }
  let entry = parsed.get(currency);
  if (entry === undefined) {
    const rate = parseDecimal(rates.get(currency));
    entry =
      rate !== null && rate.gt(0) ? { rate, text: `× ${formatRate(rate)}${NBSP}₽ за 1 ${currency}` } : null;
    parsed.set(currency, entry);
  }
  return entry;
}

interface PersonalMarkup {
  factor: Big;
  text: string;
}

// Parsed once per buyer object: a search prices all its offers for the same buyer.
const personalMarkups = new WeakMap<Buyer, PersonalMarkup>();

function personalMarkup(buyer: Buyer): PersonalMarkup {
  let entry = personalMarkups.get(buyer);
  if (!entry) {
    const markup = parseDecimal(buyer.markup) ?? ZERO;
    entry = {
      factor: markupFactor(markup),
      text: `Наценка покупателя ${formatPercent(markup)} к оптовой цене`,
    };
    personalMarkups.set(buyer, entry);
  }
  return entry;
}

function positive(value: Big | null): Big | null {
  return value !== null && value.gt(0) ? value : null;
}

const ROUBLE_STEP = { currency: 'RUB', nextCurrency: 'RUB' };

/**
 * Amounts come already rounded to kopecks: the breakdown shows them, the arithmetic keeps Big values. Steps are
 * in roubles unless given the supplier's currency (its price, before the conversion).
 */
function record(
  operations: PriceOperation[],
  name: string,
  description: string,
  price: number,
  next: number,
  currencies: { currency: string; nextCurrency: string } = ROUBLE_STEP,
): void {
  operations.push({ name, description, price, nextPrice: next, ...currencies });
}

interface Limits {
  fixed: Big | null;
  minimumRetail: Big | null;
}

/**
 * Fixed price (replaces the computed price), the minimum retail price (retail only: never below it),
 * then rounding up to whole roubles. Records the steps when `operations` is given.
 */
function finish(price: Big, limits: Limits, retail: boolean, operations: PriceOperation[] | null): Big {
  let current = price;
  let shown = operations ? roundToKopecks(current) : 0;
  if (limits.fixed !== null) {
    if (operations) {
      const fixed = roundToKopecks(limits.fixed);
      record(
        operations,
        OPERATION.fixed,
        `Фиксированная цена товара ${formatRub(fixed)} заменяет рассчитанную`,
        shown,
        fixed,
      );
      shown = fixed;
    }
    current = limits.fixed;
  }
  if (retail && limits.minimumRetail !== null) {
    const raised = current.lt(limits.minimumRetail);
    if (operations) {
      const minimum = roundToKopecks(limits.minimumRetail);
      const text = `Розничная цена ${raised ? 'поднята до минимальной' : 'не ниже минимальной'} ${formatRub(minimum)}`;
      record(operations, OPERATION.minimumRetail, text, shown, raised ? minimum : shown);
      if (raised) shown = minimum;
    }
    if (raised) current = limits.minimumRetail;
  }
  const rounded = ceilRoubles(current);
  if (operations) {
    const text = `${retail ? 'Розничная' : 'Оптовая'} цена округлена вверх до целых рублей`;
    record(operations, OPERATION.rounding, text, shown, roundToKopecks(rounded));
  }
  return rounded;
}

/**
 * The buyer's price of one offer and its breakdown. Steps: purchase price → roubles by the currency
 * rate → the level's rule gives the retail and wholesale markups → fixed price and minimum retail price →
 * rounding up to whole roubles → for a wholesale buyer their personal markup, rounded up again.
 * The operations follow the buyer's own chain (retail or wholesale); `retailPrice` and `wholesalePrice`
 * give both results. `purchasePrice` is in roubles. A missing or zero purchase price, or a currency
 * without a rate, gives price 0 ('Цена не указана'). A fixed or minimum price of 0 counts as not set.
 */
export function calculatePrice(offer: OfferPriceInput, buyer: Buyer, pricing: PricingContext): PricedOffer {
  const { level } = pricing;
  const index = levelIndex(level);
  const limits: Limits = {
    fixed: positive(parseDecimal(offer.fixedPrice)),
    minimumRetail: positive(parseDecimal(offer.minimumRetailPrice)),
  };
  const operations: PriceOperation[] = [];
  const calculation: PriceCalculation = {
    version: level.version,
    priceLevel: { id: level.id, name: level.name },
    priceCreatedAt: index.priceCreatedAt,
    purchasePrice: 0,
    retailPrice: 0,
    wholesalePrice: 0,
    fixedPrice: limits.fixed === null ? null : roundToKopecks(limits.fixed),
    minimumRetailPrice: limits.minimumRetail === null ? null : roundToKopecks(limits.minimumRetail),
    operations,
  };
  const currency = offer.currency.trim().toUpperCase() || 'RUB';
  const purchase = positive(parseDecimal(offer.purchasePrice));
  if (purchase === null) {
    record(
      operations,
      OPERATION.purchase,
      `${PRICE_NOT_SET}: закупочная цена «${offer.purchasePrice}»`,
      0,
      0,
      { currency: ROUBLES.has(currency) ? 'RUB' : currency, nextCurrency: 'RUB' },
    );
    return { price: 0, calculation };
  }
  const purchaseShown = roundToKopecks(purchase);
  const purchaseText = formatAmount(purchaseShown, currency === 'RUB' ? '₽' : currency);
  const supplierCurrency = ROUBLES.has(currency) ? 'RUB' : currency;
  const supplier = { currency: supplierCurrency, nextCurrency: supplierCurrency };
  record(
    operations,
    OPERATION.purchase,
    `Цена поставщика ${purchaseText}`,
    purchaseShown,
    purchaseShown,
    supplier,
  );
  const converted = { currency, nextCurrency: 'RUB' };

  let purchaseRub = purchase;
  if (!ROUBLES.has(currency)) {
    const rate = rateOf(pricing.rates, currency);
    if (rate === null) {
      const text = `Нет курса валюты ${currency}: ${PRICE_NOT_SET.toLowerCase()}`;
      record(operations, OPERATION.currency, text, purchaseShown, 0, converted);
      return { price: 0, calculation };
    }
    purchaseRub = purchase.times(rate.rate);
    record(
      operations,
      OPERATION.currency,
      `${purchaseText} ${rate.text}`,
      purchaseShown,
      roundToKopecks(purchaseRub),
      converted,
    );
  }
  const purchaseRubShown = roundToKopecks(purchaseRub);
  calculation.purchasePrice = purchaseRubShown;

  const rule = matchRule(index, offer.vendorId, offer.brandId, inRangeOf(purchaseRub));
  const retailOps = buyer.isWholesale ? null : operations;
  const wholesaleOps = buyer.isWholesale ? operations : null;

  const retailMarked = rule === null ? purchaseRub : purchaseRub.times(rule.retailFactor);
  if (retailOps) {
    const text = rule === null ? index.noRuleDescription : rule.retailDescription;
    record(retailOps, OPERATION.retailMarkup, text, purchaseRubShown, roundToKopecks(retailMarked));
  }
  const retail = finish(retailMarked, limits, true, retailOps);
  calculation.retailPrice = roundToKopecks(retail);

  const wholesaleMarked = rule === null ? purchaseRub : purchaseRub.times(rule.wholesaleFactor);
  if (wholesaleOps) {
    const text = rule === null ? index.noRuleDescription : rule.wholesaleDescription;
    record(wholesaleOps, OPERATION.wholesaleMarkup, text, purchaseRubShown, roundToKopecks(wholesaleMarked));
  }
  const wholesale = finish(wholesaleMarked, limits, false, wholesaleOps);
  calculation.wholesalePrice = roundToKopecks(wholesale);
  if (!buyer.isWholesale) {
    return { price: promoted(retail, offer.goodId, pricing, operations), calculation };
  }

  const markup = personalMarkup(buyer);
  const marked = wholesale.times(markup.factor);
  const markedShown = roundToKopecks(marked);
  record(operations, OPERATION.personal, markup.text, calculation.wholesalePrice, markedShown);
  const personal = ceilRoubles(marked);
  const price = roundToKopecks(personal);
  record(operations, OPERATION.rounding, 'Цена округлена вверх до целых рублей', markedShown, price);
  return { price: promoted(personal, offer.goodId, pricing, operations), calculation };
}

/**
 * The buyer's price less a running promotion's discount on the good, rounded up to whole roubles; the
 * promotion is one more step of the breakdown, so an admin sees why the price is lower.
 */
function promoted(price: Big, goodId: number, pricing: PricingContext, operations: PriceOperation[]): number {
  const shown = roundToKopecks(price);
  const promotion = pricing.promotions?.get(goodId);
  const discount = promotion ? positive(parseDecimal(promotion.discount)) : null;
  if (!promotion || discount === null || discount.gte(1)) return shown;
  const discounted = roundToKopecks(ceilRoubles(price.times(new Big(1).minus(discount))));
  const text = `Акция «${promotion.title}»: скидка ${formatPercent(discount.times(100))}, цена округлена вверх до целых рублей`;
  record(operations, OPERATION.promotion, text, shown, discounted);
  return discounted;
}

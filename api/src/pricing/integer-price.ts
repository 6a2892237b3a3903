import { calculatePrice } from './engine.js';
import { parseUnits } from './money.js';
import { levelIndex, matchRule, type InRange } from './rules.js';
import type { Buyer, OfferPriceInput, PricingContext, PromotionDiscount } from './types.js';

/**
 * The buyer's price without the breakdown, in whole numbers: what search, the cart and price lists need
 * for every offer. Amounts are integers of fixed scales (kopecks, rates in millionths, factors in
 * ten-thousandths), every product checked to stay below 2^53; an input that does not fit (more digits,
 * a negative markup beyond −100 %, huge amounts) is priced by the Big engine, so results never differ
 * (test/pricing-integer.test.ts compares both on a million random offers).
 */
export function priceOf(offer: OfferPriceInput, buyer: Buyer, pricing: PricingContext): number {
  return integerPrice(offer, buyer, pricing) ?? calculatePrice(offer, buyer, pricing).price;
}

const ROUBLES = new Set(['RUB', 'RUR']);
/** A rouble in the units of each scale. */
const KOPECKS = 100;
const RATE_SCALE = 1_000_000;
const FACTOR_SCALE = 10_000;

const safe = Number.isSafeInteger;

/**
 * An amount in 10^-12 roubles (a 10^-8 price × a 10^-4 factor) split so that both parts stay exact:
 * `units` ten-thousandths of a rouble and `rest` (0 ≤ rest < 10^8) of the 10^-12 roubles below them.
 */
interface Amount {
  units: number;
  rest: number;
}

/** `rub8 × factor` without the 10^-12 product ever passing 2^53; null when `units` would. */
function mark(rub8: number, factor: number): Amount | null {
  const roubles = Math.floor(rub8 / 1e8);
  const below = (rub8 - roubles * 1e8) * factor;
  const carry = Math.floor(below / 1e8);
  const units = roubles * factor + carry;
  return safe(units) ? { units, rest: below - carry * 1e8 } : null;
}

/** Rounds up to whole roubles (amounts here are never negative). */
function ceilRoubles(amount: Amount): number {
  const remainder = amount.units % FACTOR_SCALE;
  return (amount.units - remainder) / FACTOR_SCALE + (remainder > 0 || amount.rest > 0 ? 1 : 0);
}

/** `roubles × factor / 10^4` rounded up; null when the product does not fit. */
function ceilTimes(roubles: number, factor: number): number | null {
  const product = roubles * factor;
  return safe(product) ? ceilRoubles({ units: product, rest: 0 }) : null;
}

/** Fixed price, the minimum retail price (retail only), rounding up: as `finish` of the engine. */
function finish(
  marked: Amount,
  fixedKopecks: number | null,
  minimumKopecks: number | null,
  retail: boolean,
): number {
  let current = marked;
  if (fixedKopecks !== null) current = { units: fixedKopecks * KOPECKS, rest: 0 };
  // current < minimum ⇔ units < minimum × 100, since 0 ≤ rest < one unit.
  if (retail && minimumKopecks !== null && current.units < minimumKopecks * KOPECKS) {
    current = { units: minimumKopecks * KOPECKS, rest: 0 };
  }
  return ceilRoubles(current);
}

/** A positive amount in kopecks, null when not set or not positive, NaN when it does not fit. */
function positiveKopecks(value: string | null): number | null {
  const kopecks = parseUnits(value, 2);
  return kopecks !== null && kopecks <= 0 ? null : kopecks;
}

// Parsed once per rates map and per buyer, as the engine does.
const parsedRates = new WeakMap<ReadonlyMap<string, string>, Map<string, number | null>>();
const personalFactors = new WeakMap<Buyer, number | null>();

function rateUnits(rates: ReadonlyMap<string, string>, currency: string): number | null {
  let parsed = parsedRates.get(rates);
  if (!parsed) {
    parsed = new Map();
    parsedRates.set(rates, parsed);
  }
  let rate = parsed.get(currency);
  if (rate === undefined) {
    rate = parseUnits(rates.get(currency), 6);
    parsed.set(currency, rate);
  }
  return rate;
}

/** The wholesale buyer's factor in ten-thousandths; null when it does not fit. */
function personalFactor(buyer: Buyer): number | null {
  let factor = personalFactors.get(buyer);
  if (factor === undefined) {
    const hundredths = parseUnits(buyer.markup, 2) ?? 0;
    factor = Number.isNaN(hundredths) || hundredths < -FACTOR_SCALE ? null : FACTOR_SCALE + hundredths;
    personalFactors.set(buyer, factor);
  }
  return factor;
}

/** The price less a running promotion's discount, rounded up; null when the discount does not fit. */
function promoted(price: number, promotion: PromotionDiscount | undefined): number | null {
  if (!promotion) return price;
  const discount = parseUnits(promotion.discount, 4);
  if (Number.isNaN(discount)) return null;
  if (discount === null || discount <= 0 || discount >= FACTOR_SCALE) return price;
  return ceilTimes(price, FACTOR_SCALE - discount);
}

/**
 * The price by the integer path, or null when an input does not fit it (the Big engine prices those).
 * The steps and their order are those of `calculatePrice`.
 */
export function integerPrice(offer: OfferPriceInput, buyer: Buyer, pricing: PricingContext): number | null {
  const index = levelIndex(pricing.level);
  if (!index.exact) return null;
  const fixed = positiveKopecks(offer.fixedPrice);
  const minimum = positiveKopecks(offer.minimumRetailPrice);
  const purchase = positiveKopecks(offer.purchasePrice);
  if (Number.isNaN(fixed) || Number.isNaN(minimum) || Number.isNaN(purchase)) return null;
  if (purchase === null) return 0;
  if (!safe((fixed ?? 0) * KOPECKS) || !safe((minimum ?? 0) * KOPECKS)) return null;

  const currency = offer.currency.trim().toUpperCase() || 'RUB';
  let rate = RATE_SCALE;
  if (!ROUBLES.has(currency)) {
    const units = rateUnits(pricing.rates, currency);
    if (Number.isNaN(units)) return null;
    if (units === null || units <= 0) return 0;
    rate = units;
  }
  // The purchase price in 10^-8 roubles: kopecks × a rate in millionths.
  // The purchase price in 10^-8 roubles: kopecks × a rate in millionths.
  const rub8 = purchase * rate;
  if (!safe(rub8)) return null;

  // rub8 < from × 10^6 ⇔ kopecks < from; rub8 > to × 10^6 ⇔ kopecks > to, or equal with a rest.
  const kopecks = Math.floor(rub8 / RATE_SCALE);
  const rest = rub8 - kopecks * RATE_SCALE;
  const inRange: InRange = ({ units }) =>
    units !== null &&
    (units.fromKopecks === null || kopecks >= units.fromKopecks) &&
    (units.toKopecks === null || kopecks < units.toKopecks || (kopecks === units.toKopecks && rest === 0));
  const rule = matchRule(index, offer.vendorId, offer.brandId, inRange)?.units;

  const promotion = pricing.promotions?.get(offer.goodId);
  if (!buyer.isWholesale) {
    const retailMarked = mark(rub8, rule?.retailFactor ?? FACTOR_SCALE);
    return retailMarked && promoted(finish(retailMarked, fixed, minimum, true), promotion);
  }
  const wholesaleMarked = mark(rub8, rule?.wholesaleFactor ?? FACTOR_SCALE);
  const factor = personalFactor(buyer);
  if (wholesaleMarked === null || factor === null) return null;
  const personal = ceilTimes(finish(wholesaleMarked, fixed, null, false), factor);
  return personal === null ? null : promoted(personal, promotion);
}

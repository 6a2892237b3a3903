// The integer path of pricing (search, cart, price lists) against the Big engine (the admin breakdown) on a
// million random offers: the same price to the kopeck, or no answer (the Big engine then prices it).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { calculatePrice } from '../src/pricing/engine.js';
import { integerPrice, priceOf } from '../src/pricing/integer-price.js';
import type { Buyer, OfferPriceInput, PriceRule, PricingContext } from '../src/pricing/types.js';

const OFFERS_PER_RUN = 100;
const RUNS = Number(process.env.PRICING_PROPERTY_RUNS ?? 5_000);

/** A decimal string of `whole` and up to `digits` fraction digits, sometimes written with a comma. */
const decimal = (max: number, digits: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: digits }), fc.nat(), fc.boolean())
    .map(([whole, places, fraction, comma]) => {
      const text =
        places === 0 ? String(whole) : `${whole}.${String(fraction % 10 ** places).padStart(places, '0')}`;
      return comma ? text.replace('.', ',') : text;
    });

/** What suppliers and admins actually send, and now and then what the integer path leaves to Big. */
const oddText = fc.constantFrom('', ' ', 'abc', '-5', '-0', '0', '1e3', '.5', '7.', '12.345', ' 100.10 ');
/** Prices on and next to the range bounds of rules (`bound`), so that each side of a bound is tried. */
const bounds = ['99.99', '100', '100.01', '1000'];
const bound = fc.constantFrom(...bounds);
const amount = fc.oneof(
  { weight: 24, arbitrary: decimal(50_000, 2) },
  { weight: 6, arbitrary: bound },
  { weight: 4, arbitrary: decimal(9_999_999_999, 2) },
  { weight: 1, arbitrary: decimal(1_000, 3) },
  { weight: 1, arbitrary: oddText },
);
const optionalAmount = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: amount },
);
const markup = fc.oneof(
  { weight: 80, arbitrary: decimal(300, 2) },
  { weight: 12, arbitrary: decimal(99, 2).map((text) => `-${text}`) },
  { weight: 1, arbitrary: decimal(150, 2).map((text) => `-${text}`) },
  { weight: 1, arbitrary: oddText },
);
const vendorIds = [1, 2, 3];
const brandIds = [10, 11];

const rule = fc.record({
  id: fc.integer({ min: 1, max: 1_000 }),
  vendorId: fc.option(fc.constantFrom(...vendorIds)),
  brandId: fc.option(fc.constantFrom(...brandIds)),
  priceFrom: fc.option(fc.oneof(decimal(3_000, 2), bound), { freq: 2 }),
  priceTo: fc.option(fc.oneof(decimal(20_000, 2), bound), { freq: 2 }),
  retailMarkup: markup,
  wholesaleMarkup: markup,
  priority: fc.integer({ min: 0, max: 2 }),
}) satisfies fc.Arbitrary<PriceRule>;

const rate = fc.oneof(
  { weight: 18, arbitrary: decimal(200, 6) },
  // Just off 1, so that a price in roubles lands a fraction of a kopeck beside a bound.
  { weight: 6, arbitrary: fc.constantFrom('1', '1.000001', '0.999999', '1.00001') },
  { weight: 1, arbitrary: decimal(2, 7) },
  { weight: 1, arbitrary: fc.constantFrom('0', 'abc') },
);

const context = fc
  .record({
    rules: fc.array(rule, { maxLength: 6 }),
    usd: rate,
    eur: rate,
    discount: fc.oneof(decimal(1, 4), fc.constantFrom('0.00005', '1', '0')),
  })
  .map(({ rules, usd, eur, discount }): PricingContext => ({
    rates: new Map([
      ['RUB', '1'],
      ['USD', usd],
      ['EUR', eur],
    ]),
    level: { id: 1, name: 'Розница', version: 1, updatedAt: new Date(0), rules },
    promotions: new Map([[7, { title: 'Акция', slug: 'akciya', discount }]]),
  }));

const offer = fc.record({
  goodId: fc.constantFrom(7, 8),
  purchasePrice: amount,
  currency: fc.constantFrom('RUB', 'RUB', 'RUB', 'rur', ' usd ', 'EUR', 'JPY', ''),
  vendorId: fc.constantFrom(...vendorIds),
  brandId: fc.constantFrom(...brandIds),
  fixedPrice: optionalAmount,
  minimumRetailPrice: optionalAmount,
}) satisfies fc.Arbitrary<OfferPriceInput>;

const wholesaleBuyer = fc.record({ isWholesale: fc.constant(true), markup });

describe('integer pricing', () => {
  it('gives the Big engine’s price to the kopeck on a million random offers', () => {
    let compared = 0;
    let integer = 0;
    fc.assert(
      fc.property(
        context,
        fc.array(offer, { minLength: OFFERS_PER_RUN, maxLength: OFFERS_PER_RUN }),
        wholesaleBuyer,
        (pricing, offers, wholesale) => {
          const buyers: Buyer[] = [{ isWholesale: false, markup: '0' }, wholesale];
          for (const item of offers) {
            for (const buyer of buyers) {
              const expected = calculatePrice(item, buyer, pricing).price;
              const fast = integerPrice(item, buyer, pricing);
              compared += 1;
              if (fast === null) continue;
              integer += 1;
              assert.equal(fast, expected, JSON.stringify({ item, buyer }));
            }
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.PRICING_PROPERTY_SEED ?? 20261125) },
    );
    assert.ok(compared >= RUNS * OFFERS_PER_RUN * 2, `сравнено ${compared}`);
    // Three offers of four take the integer path, or the comparison would prove little.
    assert.ok(integer / compared > 0.75, `целочисленный путь: ${integer} из ${compared}`);
  });

  it('prices what the integer path leaves to the Big engine alike', () => {
    const pricing: PricingContext = {
      rates: new Map([
        ['RUB', '1'],
        ['USD', '92.1234567'],
      ]),
      level: { id: 1, name: 'Розница', version: 1, updatedAt: new Date(0), rules: [] },
    };
    const usd: OfferPriceInput = {
      goodId: 1,
      purchasePrice: '10',
      currency: 'USD',
      vendorId: 1,
      brandId: 1,
      fixedPrice: null,
      minimumRetailPrice: null,
    };
    const retail: Buyer = { isWholesale: false, markup: '0' };
    assert.equal(integerPrice(usd, retail, pricing), null);
    assert.equal(priceOf(usd, retail, pricing), 922); // 921.234567 rounded up
    const rub = { ...usd, currency: 'RUB', purchasePrice: '99.01' };
    assert.equal(integerPrice(rub, retail, pricing), 100);
  });
});

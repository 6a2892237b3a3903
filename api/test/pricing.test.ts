import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PriceOperation } from '@shop/shared';
import { calculatePrice, OPERATION } from '../src/pricing/engine.js';
import { createPricingSource, NO_PRICE_LEVEL } from '../src/pricing/source.js';
import { promotionOf } from '../src/pricing/promotion.js';
import type { Buyer, OfferPriceInput, PriceRule, PricingContext } from '../src/pricing/types.js';
import { createTestApp, type TestApp } from './helpers.js';

const UPDATED_AT = new Date('2025-11-20T09:30:00.000Z');
const retail: Buyer = { isWholesale: false, markup: '0' };
const wholesale = (markup: string): Buyer => ({ isWholesale: true, markup });

let nextRuleId = 1;
function rule(fields: Partial<PriceRule>): PriceRule {
  return {
    id: nextRuleId++,
    vendorId: null,
    brandId: null,
    priceFrom: null,
    priceTo: null,
    retailMarkup: '0',
    wholesaleMarkup: '0',
    priority: 0,
    ...fields,
  };
}

function context(rules: PriceRule[], rates: Record<string, string> = {}): PricingContext {
  return {
    rates: new Map(Object.entries({ RUB: '1', ...rates })),
    level: { id: 7, name: 'Розница', version: 3, updatedAt: UPDATED_AT, rules },
  };
}

function offer(fields: Partial<OfferPriceInput> = {}): OfferPriceInput {
  return {
    goodId: 500,
    purchasePrice: '100.00',
    currency: 'RUB',
    vendorId: 1,
    brandId: 10,
    fixedPrice: null,
    minimumRetailPrice: null,
    ...fields,
  };
}

const names = (operations: PriceOperation[]): string[] => operations.map((op) => op.name);

describe('pricing engine', () => {
  const markups = context([rule({ retailMarkup: '25', wholesaleMarkup: '10' })]);

  it('retail buyer pays purchase × (100 + retail markup) / 100, wholesale buyer the wholesale price', () => {
    const forRetail = calculatePrice(offer(), retail, markups);
    assert.equal(forRetail.price, 125);
    assert.deepEqual(names(forRetail.calculation.operations), [
      OPERATION.purchase,
      OPERATION.retailMarkup,
      OPERATION.rounding,
    ]);
    const forWholesale = calculatePrice(offer(), wholesale('0'), markups);
    assert.equal(forWholesale.price, 110);
    assert.deepEqual(names(forWholesale.calculation.operations), [
      OPERATION.purchase,
      OPERATION.wholesaleMarkup,
      OPERATION.rounding,
      OPERATION.personal,
      OPERATION.rounding,
    ]);
  });

  it('fills the SPEC §3 calculation and chains the operations', () => {
    const { calculation } = calculatePrice(offer({ purchasePrice: '80.50' }), retail, markups);
    assert.equal(calculation.version, 3);
    assert.deepEqual(calculation.priceLevel, { id: 7, name: 'Розница' });
    assert.equal(calculation.priceCreatedAt, '2025-11-20T09:30:00.000Z');
    assert.equal(calculation.purchasePrice, 80.5);
    assert.equal(calculation.retailPrice, 101); // 100.625 rounded up
    assert.equal(calculation.wholesalePrice, 89); // 88.55 rounded up
    assert.equal(calculation.fixedPrice, null);
    assert.equal(calculation.minimumRetailPrice, null);
    const ops = calculation.operations;
    for (let i = 1; i < ops.length; i += 1) assert.equal(ops[i]?.price, ops[i - 1]?.nextPrice);
    assert.match(ops[1]?.description ?? '', /25\u00a0%: правило №\d+ \(без условий, приоритет 0\)/);
  });

  it('converts the purchase price to roubles by the rate (roubles per unit)', () => {
    const usd = context([], { USD: '92.500000' });
    const priced = calculatePrice(offer({ purchasePrice: '10.10', currency: 'usd' }), retail, usd);
    assert.equal(priced.price, 935); // 934.25 rounded up
    const conversion = priced.calculation.operations[1];
    assert.equal(conversion?.name, OPERATION.currency);
    assert.equal(conversion?.price, 10.1);
    assert.equal(conversion?.nextPrice, 934.25);
    // Each figure of the breakdown with its currency: dollars until converted, then roubles.
    assert.deepEqual(
      priced.calculation.operations.map((step) => `${step.currency}→${step.nextCurrency}`),
      ['USD→USD', 'USD→RUB', ...priced.calculation.operations.slice(2).map(() => 'RUB→RUB')],
    );
    assert.equal(priced.calculation.purchasePrice, 934.25);
  });

  it('prices nothing in a currency without a rate', () => {
    const priced = calculatePrice(offer({ currency: 'CNY' }), retail, markups);
    assert.equal(priced.price, 0);
    assert.match(priced.calculation.operations.at(-1)?.description ?? '', /Нет курса валюты CNY/);
  });

  it('picks the most specific rule: vendor+brand > brand > vendor > range > catch-all', () => {
    const rules = [
      rule({ retailMarkup: '1', priority: 100 }),
      rule({ retailMarkup: '2', priceFrom: '0', priceTo: '1000', priority: 90 }),
      rule({ retailMarkup: '3', vendorId: 1, priority: 80 }),
      rule({ retailMarkup: '4', brandId: 10, priority: 70 }),
      rule({ retailMarkup: '5', vendorId: 1, brandId: 10, priority: 60 }),
      rule({ retailMarkup: '90', vendorId: 2, brandId: 10, priority: 1000 }),
      rule({ retailMarkup: '91', brandId: 11, priority: 1000 }),
    ];
    const price = (count: number, input: Partial<OfferPriceInput> = {}): number =>
      calculatePrice(offer(input), retail, context(rules.slice(0, count))).price;
    assert.equal(price(7), 105);
    assert.equal(price(4), 104);
    assert.equal(price(3), 103);
    assert.equal(price(2), 102);
    assert.equal(price(1), 101);
    assert.equal(price(7, { vendorId: 3 }), 104, 'another vendor: the brand rule');
    assert.equal(price(7, { vendorId: 3, brandId: 12 }), 102, 'neither: the range rule');
  });

  it('breaks ties by higher priority, then by lower id', () => {
    const low = rule({ brandId: 10, retailMarkup: '10', priority: 1 });
    const high = rule({ brandId: 10, retailMarkup: '20', priority: 5 });
    assert.equal(calculatePrice(offer(), retail, context([low, high])).price, 120);
    const first = rule({ vendorId: 1, retailMarkup: '30' });
    const second = rule({ vendorId: 1, retailMarkup: '40' });
    assert.equal(calculatePrice(offer(), retail, context([second, first])).price, 130);
  });

  it('matches price ranges in roubles with both bounds inclusive', () => {
    const rules = [
      rule({ retailMarkup: '50', priceFrom: '100', priceTo: '200' }),
      rule({ retailMarkup: '0', priceFrom: '200.01' }),
      rule({ retailMarkup: '10', priceTo: '99.99' }),
    ];
    const ctx = context(rules, { USD: '50' });
    const price = (purchasePrice: string, currency = 'RUB'): number =>
      calculatePrice(offer({ purchasePrice, currency }), retail, ctx).price;
    assert.equal(price('100'), 150);
    assert.equal(price('200'), 300);
    assert.equal(price('200.01'), 201);
    assert.equal(price('99.99'), 110); // 109.989 rounded up
    assert.equal(price('2', 'USD'), 150, '2 USD = 100 ₽ falls in 100…200');
  });

  it('says so and applies no markup when no rule matches', () => {
    const ctx = context([rule({ retailMarkup: '50', vendorId: 99 })]);
    const priced = calculatePrice(offer({ purchasePrice: '100.01' }), retail, ctx);
    assert.equal(priced.price, 101);
    const markup = priced.calculation.operations[1];
    assert.equal(markup?.name, OPERATION.retailMarkup);
    assert.match(markup?.description ?? '', /Нет подходящего правила в уровне цен «Розница»/);
    assert.equal(markup?.nextPrice, 100.01);
  });

  it('a fixed price replaces the computed retail and wholesale price', () => {
    const priced = calculatePrice(offer({ fixedPrice: '99.50' }), retail, markups);
    assert.equal(priced.price, 100);
    assert.equal(priced.calculation.fixedPrice, 99.5);
    assert.equal(priced.calculation.wholesalePrice, 100);
    assert.ok(names(priced.calculation.operations).includes(OPERATION.fixed));
    assert.equal(calculatePrice(offer({ fixedPrice: '0' }), retail, markups).price, 125, '0 means not set');
  });

  it('keeps the retail price at or above the minimum retail price', () => {
    const raised = calculatePrice(offer({ minimumRetailPrice: '150' }), retail, markups);
    assert.equal(raised.price, 150);
    assert.equal(raised.calculation.minimumRetailPrice, 150);
    assert.equal(raised.calculation.wholesalePrice, 110, 'the wholesale price is not bound by it');
    assert.equal(calculatePrice(offer({ minimumRetailPrice: '120' }), retail, markups).price, 125);
    const fixedBelow = calculatePrice(
      offer({ fixedPrice: '90', minimumRetailPrice: '140.10' }),
      retail,
      markups,
    );
    assert.equal(fixedBelow.price, 141);
  });

  it('rounds up to whole roubles', () => {
    const none = context([]);
    assert.equal(calculatePrice(offer({ purchasePrice: '100.01' }), retail, none).price, 101);
    assert.equal(calculatePrice(offer({ purchasePrice: '100.00' }), retail, none).price, 100);
    assert.equal(calculatePrice(offer({ purchasePrice: '0.01' }), retail, none).price, 1);
    const rounding = calculatePrice(
      offer({ purchasePrice: '100.01' }),
      retail,
      none,
    ).calculation.operations.at(-1);
    assert.deepEqual(rounding, {
      name: OPERATION.rounding,
      description: 'Розничная цена округлена вверх до целых рублей',
      price: 100.01,
      nextPrice: 101,
      currency: 'RUB',
      nextCurrency: 'RUB',
    });
  });

  it('adds the personal markup of a wholesale buyer on top of the wholesale price, rounded up', () => {
    assert.equal(calculatePrice(offer(), wholesale('5'), markups).price, 116); // 110 × 1.05 = 115.5
    assert.equal(calculatePrice(offer(), wholesale('0'), markups).price, 110);
    assert.equal(calculatePrice(offer(), wholesale('12.5'), markups).price, 124); // 123.75
    const personal = calculatePrice(offer(), wholesale('5'), markups).calculation.operations.at(-2);
    assert.equal(personal?.name, OPERATION.personal);
    assert.equal(personal?.price, 110);
    assert.equal(personal?.nextPrice, 115.5);
  });

  it('takes a running promotion off the buyer price of the goods it lists, as the last step, rounded up', () => {
    const promotions = new Map([[500, { title: 'Зимние масла', slug: 'winter-oils', discount: '0.15' }]]);
    const base = context([rule({ retailMarkup: '21', wholesaleMarkup: '10' })]);
    const promoted = { ...base, promotions };
    const priced = calculatePrice(offer(), retail, promoted);
    assert.equal(priced.price, 103, '121 × 0.85 = 102.85, up to 103');
    const step = priced.calculation.operations.at(-1);
    assert.equal(step?.name, OPERATION.promotion);
    assert.equal(step?.price, 121);
    assert.equal(step?.nextPrice, 103);
    assert.match(step?.description ?? '', /Зимние масла.*15/);
    assert.equal(
      calculatePrice(offer(), wholesale('5'), promoted).price,
      99,
      '110 × 1.05 = 115.5 → 116 × 0.85',
    );
    assert.equal(
      calculatePrice(offer({ goodId: 501 }), retail, promoted).price,
      121,
      'other goods keep theirs',
    );
    assert.equal(calculatePrice(offer(), retail, base).price, 121);
  });

  it('tells the promotion beside the price it lowered: the price before, the percent and its page', () => {
    const promotions = new Map([[500, { title: 'Зимние масла', slug: 'winter-oils', discount: '0.15' }]]);
    const promoted = { ...context([rule({ retailMarkup: '21', wholesaleMarkup: '10' })]), promotions };
    assert.deepEqual(promotionOf(offer(), 103, retail, promoted), {
      title: 'Зимние масла',
      slug: 'winter-oils',
      percent: 15,
      priceBefore: 121,
    });
    assert.equal(promotionOf(offer({ goodId: 501 }), 121, retail, promoted), undefined, 'not listed');
    assert.equal(promotionOf(offer(), 0, retail, promoted), undefined, 'no price, nothing to discount');
  });

  it('gives price 0 for a zero or missing purchase price (Цена не указана)', () => {
    for (const purchasePrice of ['0', '0.00', '', 'abc', '-5']) {
      const priced = calculatePrice(offer({ purchasePrice, fixedPrice: '500' }), wholesale('10'), markups);
      assert.equal(priced.price, 0, purchasePrice);
      assert.equal(priced.calculation.retailPrice, 0);
      assert.match(priced.calculation.operations[0]?.description ?? '', /^Цена не указана/);
    }
  });

  it('has no binary float drift', () => {
    const none = context([], { USD: '100' });
    // 10.1 * 100 === 1010.0000000000001 in floats, which would round up to 1011.
    assert.equal(
      calculatePrice(offer({ purchasePrice: '10.10', currency: 'USD' }), retail, none).price,
      1010,
    );
    // 100 * 1.1 === 110.00000000000001 in floats.
    assert.equal(calculatePrice(offer(), wholesale('10'), context([])).price, 110);
    // 0.1 + 0.2 style: 0.3 × (100 + 900) / 100 is exactly 3.
    const tenfold = context([rule({ retailMarkup: '900' })]);
    assert.equal(calculatePrice(offer({ purchasePrice: '0.30' }), retail, tenfold).price, 3);
    // 1.15 * 100 === 114.99999999999999 in floats.
    assert.equal(calculatePrice(offer({ purchasePrice: '1.15', currency: 'USD' }), retail, none).price, 115);
  });

  it('prices 100,000 offers against 200 rules quickly', () => {
    const rules: PriceRule[] = [];
    for (let i = 0; i < 50; i += 1) {
      rules.push(rule({ brandId: i, retailMarkup: '30', wholesaleMarkup: '15', priceTo: '5000' }));
      rules.push(rule({ vendorId: i, retailMarkup: '25', wholesaleMarkup: '12' }));
      rules.push(rule({ vendorId: i, brandId: i + 1, retailMarkup: '20', wholesaleMarkup: '10' }));
      rules.push(rule({ priceFrom: String(i * 100), priceTo: `${i * 100 + 99}.99`, retailMarkup: '40' }));
    }
    const ctx = context(rules, { USD: '92.123456', EUR: '99.5' });
    const currencies = ['RUB', 'USD', 'EUR'];
    const started = process.hrtime.bigint();
    let total = 0;
    for (let i = 0; i < 100_000; i += 1) {
      const input = offer({
        purchasePrice: `${(i % 9000) + 1}.${String(i % 100).padStart(2, '0')}`,
        currency: currencies[i % 3] ?? 'RUB',
        vendorId: i % 60,
        brandId: i % 70,
      });
      total += calculatePrice(input, i % 2 === 0 ? retail : wholesale('7'), ctx).price;
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(
      `pricing: 100000 offers in ${ms.toFixed(0)} ms (${((ms * 1000) / 100_000).toFixed(2)} µs per offer)`,
    );
    assert.ok(total > 0);
    assert.ok(ms < 5000, `${ms} ms`);
  });
});

describe('pricing source', () => {
  let test: TestApp;
  before(async () => {
    test = await createTestApp({ demo: false });
    await test.db
      .insertInto('currencies')
      .values([
        { code: 'RUB', rate: '1' },
        { code: 'USD', rate: '92.5' },
      ])
      .execute();
  });
  after(async () => test.close());

  it('loads levels, rules and rates, falls back to the default level and caches until invalidated', async () => {
    let clock = 1_000;
    const source = createPricingSource(test.db, 30_000, () => clock);
    await assert.rejects(source.context(null), { message: NO_PRICE_LEVEL });

    const brand = await test.db
      .insertInto('brands')
      .values({ name: 'MANN-FILTER', normalized_name: 'MANNFILTER' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const levels = await test.db
      .insertInto('price_levels')
      .values([
        { name: 'Опт', is_default: false, version: 2 },
        { name: 'Розница', is_default: true },
      ])
      .returning(['id', 'name'])
      .execute();
    const [opt, retailLevel] = levels;
    assert.ok(opt && retailLevel);
    await test.db
      .insertInto('price_level_rules')
      .values([
        { price_level_id: opt.id, retail_markup: '20', wholesale_markup: '10' },
        {
          price_level_id: opt.id,
          brand_id: brand.id,
          price_to: '500',
          retail_markup: '50',
          wholesale_markup: '30',
        },
        { price_level_id: retailLevel.id, retail_markup: '40', wholesale_markup: '20' },
      ])
      .execute();

    const fallback = await source.context(null);
    assert.equal(fallback.level.name, 'Розница');
    assert.equal((await source.context(999_999)).level.id, retailLevel.id);
    const optContext = await source.context(opt.id);
    assert.equal(optContext.level.version, 2);
    assert.equal(optContext.level.rules.length, 2);
    assert.equal(Number(optContext.rates.get('USD')), 92.5);
    assert.deepEqual(await source.levels(), [
      { id: opt.id, name: 'Опт', isDefault: false },
      { id: retailLevel.id, name: 'Розница', isDefault: true },
    ]);

    const input: OfferPriceInput = {
      goodId: 1,
      purchasePrice: '10',
      currency: 'USD',
      vendorId: 1,
      brandId: brand.id,
      fixedPrice: null,
      minimumRetailPrice: null,
    };
    assert.equal(calculatePrice(input, retail, optContext).price, 1110); // 925 × 1.2, above the brand range
    assert.equal(calculatePrice({ ...input, purchasePrice: '5' }, retail, optContext).price, 694); // 462.5 × 1.5

    await test.db.updateTable('price_level_rules').set({ retail_markup: '60' }).execute();
    assert.equal(await source.context(opt.id), optContext, 'cached within the TTL');
    clock += 30_000;
    const reloaded = await source.context(opt.id);
    assert.notEqual(reloaded, optContext, 'reloaded after the TTL');
    assert.equal(calculatePrice(input, retail, reloaded).price, 1480);

    await test.db.updateTable('price_levels').set({ is_default: false }).execute();
    await test.db.updateTable('price_levels').set({ is_default: true }).where('id', '=', opt.id).execute();
    assert.equal((await source.context(null)).level.id, retailLevel.id, 'still cached');
    source.invalidate();
    assert.equal((await source.context(null)).level.id, opt.id, 'fresh after invalidate');
  });
});

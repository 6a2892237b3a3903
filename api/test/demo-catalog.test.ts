import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import { buildDemoCatalog } from '../src/demo/catalog/build.js';
import { seedDemoCatalog } from '../src/demo/catalog/seed.js';
import type { Database } from '../src/db/connection.js';
import { countRows, createTestApp, demo, type TestApp } from './helpers.js';

/** The part of a brand (by any spelling of it) with the number (in any spelling). */
async function findGood(db: Database, brand: string, number: string) {
  return db
    .selectFrom('goods')
    .innerJoin('brands', 'brands.id', 'goods.brand_id')
    .select(['goods.id', 'goods.number', 'goods.name', 'brands.name as brand'])
    .where('brands.normalized_name', '=', normalizeBrandName(brand))
    .where('goods.normalized_number', '=', normalizePartNumber(number))
    .executeTakeFirst();
}

async function analogues(db: Database, goodId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('cross_group_goods as mine')
    .innerJoin('cross_group_goods as other', 'other.group_id', 'mine.group_id')
    .innerJoin('goods', 'goods.id', 'other.good_id')
    .innerJoin('brands', 'brands.id', 'goods.brand_id')
    .select(['brands.name as brand', 'goods.number'])
    .where('mine.good_id', '=', goodId)
    .where('other.good_id', '!=', goodId)
    .execute();
  return rows.map((row) => `${row.brand} ${row.number}`);
}

/** Brand by its name or a synonym, as searches resolve it. */
async function resolveBrand(db: Database, spelling: string): Promise<string | undefined> {
  const normalized = normalizeBrandName(spelling);
  const own = await db
    .selectFrom('brands')
    .select('name')
    .where('normalized_name', '=', normalized)
    .executeTakeFirst();
  if (own) return own.name;
  const synonym = await db
    .selectFrom('brand_synonyms')
    .innerJoin('brands', 'brands.id', 'brand_synonyms.brand_id')
    .select('brands.name')
    .where('brand_synonyms.normalized_name', '=', normalized)
    .executeTakeFirst();
  return synonym?.name;
}

describe('demo catalog', () => {
  let t: TestApp;
  let seedMs = 0;
  before(async () => {
    t = await createTestApp();
    const started = performance.now();
    await seedDemoCatalog(t.db);
    seedMs = performance.now() - started;
  });
  after(() => t.close());

  it('loads a few hundred brands and thousands of parts with analogues and stock', async () => {
    const counts = {
      brands: await countRows(t.db, 'brands'),
      synonyms: await countRows(t.db, 'brand_synonyms'),
      goods: await countRows(t.db, 'goods'),
      groups: await countRows(t.db, 'cross_groups'),
      offers: await countRows(t.db, 'offers'),
    };
    console.log(`demo catalog: ${JSON.stringify(counts)}, loaded in ${Math.round(seedMs)} ms`);
    assert.ok(counts.brands >= 250, `brands ${counts.brands}`);
    assert.ok(counts.goods >= 3000, `goods ${counts.goods}`);
    assert.ok(counts.groups >= 500, `groups ${counts.groups}`);
    assert.ok(counts.offers >= counts.goods, `offers ${counts.offers}`);
    const brand = await t.db
      .selectFrom('brands')
      .selectAll()
      .where('name', '=', 'MANN-FILTER')
      .executeTakeFirst();
    assert.equal(brand?.country, 'Германия');
    assert.match(brand?.site ?? '', /^https:\/\//);
    assert.ok(brand?.warranty && brand.warranty_description && brand.description);
  });

  it('has MANN-FILTER W 712/75 and BOSCH 0 451 103 316 as analogues of each other', async () => {
    const mann = await findGood(t.db, 'Mann-Filter', 'w712-75');
    const bosch = await findGood(t.db, 'BOSCH', '0451103316');
    assert.ok(mann && bosch);
    assert.equal(mann.number, 'W 712/75');
    assert.equal(mann.name, 'Фильтр масляный');
    assert.ok((await analogues(t.db, mann.id)).includes('BOSCH 0 451 103 316'));
    assert.ok((await analogues(t.db, bosch.id)).includes('MANN-FILTER W 712/75'));
  });

  it('finds MAHLE OC 90 typed in Cyrillic, in stock at the main office like W 712/75', async () => {
    const mahle = await findGood(t.db, 'MAHLE', 'ос 90');
    assert.equal(mahle?.number, 'OC 90');
    for (const [brand, number] of [
      ['MAHLE', 'OC 90'],
      ['MANN-FILTER', 'W 712/75'],
      ['BOSCH', '0 451 103 316'],
    ] as const) {
      const good = await findGood(t.db, brand, number);
      const offer = await t.db
        .selectFrom('offers')
        .selectAll()
        .where('good_id', '=', good?.id ?? 0)
        .where('vendor_id', '=', 1)
        .executeTakeFirst();
      assert.ok(offer && offer.amount > 0, `${brand} ${number} at warehouse 1`);
      assert.equal(offer.delivery_hours, 0);
      assert.equal(offer.currency, 'RUB');
    }
  });

  it('resolves brand synonyms', async () => {
    const expected: Record<string, string> = {
      MB: 'MERCEDES-BENZ',
      Mercedes: 'MERCEDES-BENZ',
      VW: 'VAG',
      Audi: 'VAG',
      'HYUNDAI-KIA': 'HYUNDAI/KIA',
      Mobis: 'HYUNDAI/KIA',
      FEBI: 'FEBI BILSTEIN',
      Lemförder: 'LEMFORDER',
      LEMFORDER: 'LEMFORDER',
      Continental: 'CONTITECH',
      'Liqui-Moly': 'LIQUI MOLY',
      ЛУКОЙЛ: 'LUKOIL',
    };
    for (const [spelling, brand] of Object.entries(expected)) {
      assert.equal(await resolveBrand(t.db, spelling), brand, spelling);
    }
  });

  it('has the warehouses of the offices and two remote suppliers, identity moved past them', async () => {
    const vendors = await t.db.selectFrom('vendors').selectAll().orderBy('id').execute();
    assert.deepEqual(
      vendors.map((vendor) => [vendor.id, vendor.name, vendor.is_remote]),
      [
        [1, 'Склад Симферополь', false],
        [2, 'Склад Севастополь', false],
        [3, 'Склад Ялта', false],
        [4, 'Поставщик Юг', true],
        [5, 'Поставщик Север', true],
      ],
    );
    const offices = await t.db.selectFrom('offices').select(['id', 'vendor_id']).execute();
    for (const vendor of vendors.slice(0, 3)) {
      assert.equal(offices.find((office) => office.id === vendor.office_id)?.vendor_id, vendor.id);
    }
    assert.deepEqual(
      vendors
        .slice(3)
        .map((vendor) => [vendor.provider, vendor.api_url, vendor.api_login, vendor.timeout_ms]),
      [
        ['abcp', null, 'demo-south', 3000],
        ['abcp', null, 'demo-north', 3000],
      ],
    );
    // The identity goes on after the given ids: a vendor added by an admin gets the next one.
    const added = await t.db
      .insertInto('vendors')
      .values({ name: 'Проверка' })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.equal(added.id, 6);
    await t.db.deleteFrom('vendors').where('id', '=', added.id).execute();
  });

  it('has currencies and price levels; the wholesale buyer gets the wholesale level', async () => {
    const rates = await t.db.selectFrom('currencies').select(['code', 'rate']).orderBy('code').execute();
    assert.deepEqual(
      rates.map((rate) => rate.code),
      ['EUR', 'RUB', 'USD'],
    );
    const levels = await t.db.selectFrom('price_levels').select(['id', 'name', 'is_default']).execute();
    assert.deepEqual(
      levels.filter((level) => level.is_default).map((level) => level.name),
      ['Розница'],
    );
    assert.equal(await countRows(t.db, 'price_level_rules'), 18);
    const users = await t.db.selectFrom('users').select(['email', 'price_level_id']).execute();
    const wholesale = levels.find((level) => level.name === 'Опт')?.id;
    assert.equal(users.find((user) => user.email === demo.wholesale.email)?.price_level_id, wholesale);
    assert.equal(users.find((user) => user.email === demo.retail.email)?.price_level_id, null);
  });

  it('does nothing when seeded again', async () => {
    const before = await countRows(t.db, 'goods');
    assert.equal(await seedDemoCatalog(t.db), false);
    assert.equal(await countRows(t.db, 'goods'), before);
    assert.equal(await countRows(t.db, 'vendors'), 5);
  });
});

describe('demo catalog data', () => {
  const catalog = buildDemoCatalog();

  it('is the same on every build', () => {
    assert.deepEqual(buildDemoCatalog(), catalog);
  });

  it('keeps brand names and synonyms distinct once normalised', () => {
    const names = catalog.brands.map((brand) => normalizeBrandName(brand.name));
    assert.equal(new Set(names).size, names.length);
    const synonyms = catalog.synonyms.map((synonym) => normalizeBrandName(synonym.name));
    assert.equal(new Set(synonyms).size, synonyms.length);
    for (const synonym of synonyms) assert.ok(!names.includes(synonym), synonym);
  });

  it('makes analogue groups of two to eight parts of different brands', () => {
    for (const group of catalog.groups) {
      assert.ok(group.goods.length >= 2 && group.goods.length <= 8, group.source);
      const brands = group.goods.map((index) => catalog.goods[index]?.brand);
      assert.equal(new Set(brands).size, brands.length, brands.join(', '));
      assert.ok(['TecDoc', 'Менеджер'].includes(group.source) || group.source.startsWith('Каталог '));
    }
  });

  it('gives oils their SAE grade, specifications and cans, and classifies the filters', () => {
    const oils = catalog.goods.filter((good) => good.oil?.kind === 'engine-oil');
    assert.ok(oils.length >= 120, `engine oils ${String(oils.length)}`);
    for (const good of oils) {
      assert.match(good.oil?.viscosity ?? '', /^\d{1,2}W-\d{2}$/, good.name);
      assert.ok((good.oil?.specs.length ?? 0) > 0, good.name);
      assert.ok([1, 4, 5].includes(good.oil?.volume ?? 0), good.name);
      assert.ok(
        good.name.includes(good.oil?.viscosity ?? '-') &&
          good.name.endsWith(` ${String(good.oil?.volume)} л`),
      );
    }
    const edge = catalog.goods.find((good) => good.brand === 'CASTROL' && good.number === '15669E');
    assert.equal(edge?.name, 'Масло моторное синтетическое EDGE LL 5W-30, 4 л');
    assert.deepEqual(edge?.oil?.approvals.slice(0, 2), ['VW 504 00', 'VW 507 00']);
    const mann = catalog.goods.find((good) => good.brand === 'MANN-FILTER' && good.number === 'W 712/75');
    assert.equal(mann?.oil?.kind, 'oil-filter');
    const kinds = new Set(catalog.goods.flatMap((good) => (good.oil ? [good.oil.kind] : [])));
    assert.equal(kinds.size, 8);
  });

  it('puts every accessory in one of the shop categories, each category with goods', () => {
    const categories = [
      'wipers',
      'mats',
      'fresheners',
      'compressors',
      'first-aid-kits',
      'fire-extinguishers',
    ];
    categories.push('warning-triangles', 'dashcams');
    const used = catalog.goods.flatMap((good) => (good.accessory ? [good.accessory] : []));
    assert.deepEqual([...new Set(used)].sort(), [...categories].sort());
  });

  it('gives every part a Russian name and offers that respect the quantity rules', () => {
    for (const good of catalog.goods) assert.match(good.name, /^[А-ЯЁ]/, good.number);
    for (const offer of catalog.offers) {
      assert.equal(offer.amount % offer.multiplicity, 0);
      assert.ok(offer.minAmount >= offer.multiplicity);
      assert.match(offer.purchasePrice, /^\d+\.\d\d$/);
    }
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, FindByQueryResponse, Good, NumberMatch, Offer, Vehicle } from '@shop/shared';
import { seedDemoContent } from '../src/demo/content/seed.js';
import { fitOfCar } from '../src/oils/car-rules.js';
import type { OilList } from '../src/oils/service.js';
import type { AccessoryList } from '../src/accessories/service.js';
import type { BrandGoods, BrandsList } from '../src/goods-catalog/service.js';
import { bearer, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';

let t: TestApp;
const tokens = { retail: '', wholesale: '' };

async function get<T>(url: string, token?: string): Promise<T> {
  const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return json<T>(response);
}

async function refused(url: string, status: number, token?: string): Promise<ApiErrorBody> {
  const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
  assert.equal(response.statusCode, status, `${url}: ${response.body}`);
  const body = json<ApiErrorBody>(response);
  assert.match(body.message, cyrillic);
  return body;
}

const oils = (query: string, token?: string) => get<OilList>(`/api/oils?${query}`, token);
const countOf = (list: OilList, facet: keyof OilList['facets'], value: string) =>
  list.facets[facet].find((entry) => entry.value === value)?.count;

/** Every page of a query, to check what the filters keep beyond the first page. */
async function allPages(query: string, token?: string): Promise<OilList['items']> {
  const first = await oils(query, token);
  const items = [...first.items];
  for (let page = 2; (page - 1) * first.pageSize < first.total; page++) {
    items.push(...(await oils(`${query}&page=${String(page)}`, token)).items);
  }
  assert.equal(items.length, first.total);
  return items;
}

async function addCar(token: string, car: Partial<Vehicle>): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/cars',
    headers: bearer(token),
    payload: car,
  });
  assert.equal(response.statusCode, 200, response.body);
  return json<Vehicle>(response).id;
}

before(async () => {
  t = await createTestApp({}, {}, { catalog: true });
  // The demo promotion on motor oils, before the first price is cached.
  await seedDemoContent(t.db, t.media);
  tokens.retail = await login(t.app, demo.retail.email, demo.retail.password);
  tokens.wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
});
after(() => t.close());

describe('oils catalog', () => {
  it('filters 5W-30 to 5W-30 oils only, on every page', async () => {
    const items = await allPages('viscosity=5W-30');
    assert.ok(items.length > 24, `5W-30: ${String(items.length)}`);
    for (const item of items) assert.equal(item.viscosity, '5W-30', `${item.brandName} ${item.number}`);
    assert.ok(items.some((item) => item.brandName === 'CASTROL' && item.number === '15669E'));
  });

  it('counts each facet value under the other filters, not its own', async () => {
    const list = await oils('kind=engine-oil&viscosity=5W-30');
    assert.deepEqual(
      list.facets.kind.map((entry) => entry.value),
      ['engine-oil'],
      'only engine oils are 5W-30',
    );
    assert.ok((countOf(list, 'viscosity', '5W-40') ?? 0) > 0, 'other grades stay to be added');
    assert.equal(countOf(list, 'viscosity', '5W-30'), list.total);
    for (const entry of list.facets.viscosity) {
      const narrowed = await oils(`kind=engine-oil&viscosity=${encodeURIComponent(entry.value)}`);
      assert.equal(narrowed.total, entry.count, `viscosity ${entry.value}`);
    }
    for (const entry of list.facets.approval.slice(0, 6)) {
      const narrowed = await oils(
        `kind=engine-oil&viscosity=5W-30&approval=${encodeURIComponent(entry.value)}`,
      );
      assert.equal(narrowed.total, entry.count, `approval ${entry.value}`);
    }
    const volumes = list.facets.volume.map((entry) => entry.value);
    assert.deepEqual(volumes, ['1', '4', '5']);
    const grades = (await oils('kind=engine-oil')).facets.viscosity.map((entry) => entry.value);
    assert.deepEqual(grades.slice(0, 2), ['0W-20', '0W-40'], 'grades in SAE order');
  });

  it('takes several values of a filter as alternatives and narrows by specification and approval', async () => {
    const both = await oils('viscosity=5W-30,5W-40&kind=engine-oil');
    const one = await oils('viscosity=5W-30&kind=engine-oil');
    const other = await oils('viscosity=5W-40&kind=engine-oil');
    assert.equal(both.total, one.total + other.total);
    for (const item of await allPages('approval=VW%20504%2000&spec=ACEA%20C3&volume=4')) {
      assert.ok(item.approvals.includes('VW 504 00') && item.specs.includes('ACEA C3'), item.name);
      assert.equal(item.volume, 4);
    }
    const brand = await oils('brand=liqui%20moly&kind=engine-oil');
    assert.ok(brand.total > 0 && brand.items.every((item) => item.brandName === 'LIQUI MOLY'));
    const filters = await oils('kind=oil-filter,cabin-filter');
    assert.ok(
      filters.items.every((item) => item.kind === 'oil-filter'),
      'oil filters come first',
    );
    assert.equal(
      filters.total,
      (countOf(filters, 'kind', 'oil-filter') ?? 0) + (countOf(filters, 'kind', 'cabin-filter') ?? 0),
    );
  });

  it('keeps a chosen value nothing matches in its facet with 0', async () => {
    const list = await oils('viscosity=7W-77');
    assert.equal(list.total, 0);
    assert.deepEqual(list.items, []);
    assert.equal(countOf(list, 'viscosity', '7W-77'), 0);
  });

  it('with stockOnly keeps the goods on sale, each with its best offer', async () => {
    const all = await oils('kind=engine-oil,antifreeze');
    const onSale = await oils('kind=engine-oil,antifreeze&stockOnly=true');
    assert.ok(
      onSale.total > 0 && onSale.total < all.total,
      `${String(onSale.total)} of ${String(all.total)}`,
    );
    for (const item of await allPages('kind=engine-oil,antifreeze&stockOnly=1')) {
      assert.ok(item.bestOffer && item.bestOffer.quantity > 0, item.name);
    }
    assert.ok(all.items.some((item) => item.bestOffer === null) || all.total > onSale.total);
  });

  it('pages by 24 and refuses a bad page or filter with a Russian 400', async () => {
    const first = await oils('kind=oil-filter');
    const second = await oils('kind=oil-filter&page=2');
    assert.equal(first.pageSize, 24);
    assert.equal(first.items.length, 24);
    assert.equal(second.page, 2);
    const ids = new Set(first.items.map((item) => item.goodId));
    assert.ok(second.items.every((item) => !ids.has(item.goodId)));
    assert.deepEqual((await oils('kind=oil-filter&page=999')).items, []);
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'stockOnly=maybe', 'carId=0']) {
      await refused(`/api/oils?${query}`, 400);
    }
    const kind = await refused('/api/oils?kind=масло', 400);
    assert.equal(kind.violations?.[0]?.message, 'Неизвестный вид товара: масло');
    await refused('/api/oils?volume=-1', 400);
    await refused('/api/oils?volume=0', 400);
    await refused(`/api/oils?brand=${'x'.repeat(61)}`, 400);
    await refused(`/api/oils?spec=${Array.from({ length: 31 }, (_, i) => String(i)).join(',')}`, 400);
  });

  it('prices the best offer exactly as the search does, retail and wholesale', async () => {
    const prices: Record<string, number> = {};
    for (const [who, token] of Object.entries(tokens)) {
      const list = await oils('kind=engine-oil&stockOnly=true&brand=MOTUL', token);
      const item = list.items.find((candidate) => candidate.bestOffer !== null);
      assert.ok(item?.bestOffer);
      const search = await get<FindByQueryResponse>(
        `/api/v2/search/findByQuery?brandName=${encodeURIComponent(item.brandName)}&number=${encodeURIComponent(item.number)}&crosses=false&survey=false`,
        token,
      );
      const offer = search.goods[0]?.offers.find(
        (candidate) => candidate.itemKey === item.bestOffer?.itemKey,
      );
      assert.ok(offer, `${who}: the search has the offer ${item.bestOffer.itemKey}`);
      assert.equal(item.bestOffer.price, offer.price, who);
      assert.equal(item.bestOffer.quantity, offer.amount);
      prices[`${who} ${item.bestOffer.itemKey}`] = offer.price;
    }
    const [retail, wholesale] = Object.entries(prices);
    assert.ok(retail && wholesale);
    if (retail[0].split(' ')[1] === wholesale[0].split(' ')[1]) assert.notEqual(retail[1], wholesale[1]);
  });

  it('shows a running promotion on every offer it lowered: the price before, the percent and its page', async () => {
    const promotion = await get<{
      slug: string;
      title: string;
      goods: { brandName: string; number: string }[];
    }>('/api/actions_campaign/masla-minus-10');
    const good = promotion.goods[0];
    assert.ok(good);
    for (const token of [undefined, tokens.retail, tokens.wholesale]) {
      const search: FindByQueryResponse = await get(
        `/api/v2/search/findByQuery?brandName=${encodeURIComponent(good.brandName)}&number=${encodeURIComponent(good.number)}&crosses=false&survey=false`,
        token,
      );
      const offers: Offer[] = search.goods[0]?.offers.filter((offer) => offer.price > 0) ?? [];
      assert.ok(offers.length > 0);
      for (const offer of offers) {
        assert.deepEqual<unknown>(
          { ...offer.promotion, priceBefore: undefined },
          { title: promotion.title, slug: 'masla-minus-10', percent: 10, priceBefore: undefined },
        );
        assert.equal(
          offer.price,
          Math.ceil((offer.promotion?.priceBefore ?? 0) * 0.9),
          'the price is 90 % rounded up',
        );
      }
      const items = await allPages(`brand=${encodeURIComponent(good.brandName)}&stockOnly=true`, token);
      const item: OilList['items'][number] | undefined = items.find(
        (candidate) => candidate.number === good.number,
      );
      assert.equal(item?.bestOffer?.promotion?.slug, 'masla-minus-10', 'the catalog card tells it too');
    }
    const other = (await oils('kind=engine-oil&stockOnly=true')).items.filter(
      (item) => !promotion.goods.some((listed) => listed.number === item.number),
    );
    assert.ok(other.length > 0);
    for (const item of other) assert.equal(item.bestOffer?.promotion, undefined, item.number);
  });

  it('by a garage car keeps what fits its engine; another user’s car is 404, a guest must sign in', async () => {
    const polo = await addCar(tokens.retail, {
      mark: 'Volkswagen',
      model: 'Polo седан',
      modification: '1.6 MPI (CFNA) 105 л.с., МКПП',
      year: 2015,
    });
    const list = await oils(`carId=${String(polo)}`, tokens.retail);
    assert.equal(list.byCar?.engine, 'VW Polo sedan 1.6 MPI (CFNA, CWVA)');
    const items = await allPages(`carId=${String(polo)}`, tokens.retail);
    const engineOils = items.filter((item) => item.kind === 'engine-oil');
    assert.ok(engineOils.length > 5);
    for (const oil of engineOils) {
      assert.ok(['5W-30', '5W-40'].includes(oil.viscosity ?? ''), oil.name);
      assert.ok(
        oil.approvals.some((approval) => ['VW 502 00', 'VW 504 00'].includes(approval)),
        oil.name,
      );
    }
    assert.ok(items.some((item) => item.brandName === 'MANN-FILTER' && item.number === 'W 712/75'));
    assert.ok(
      items.every((item) => item.kind !== 'air-filter'),
      'no rule for its air filter',
    );
    const antifreeze = items.filter((item) => item.kind === 'antifreeze');
    assert.ok(antifreeze.length > 0 && antifreeze.every((item) => !item.specs.includes('G11')));

    const narrowed = await oils(`carId=${String(polo)}&viscosity=5W-30&kind=engine-oil`, tokens.retail);
    assert.ok(narrowed.total > 0 && narrowed.items.every((item) => item.viscosity === '5W-30'));

    const stranger = await addCar(tokens.wholesale, { mark: 'Lada', model: 'Vesta', modification: '1.6' });
    assert.equal(
      (await refused(`/api/oils?carId=${String(stranger)}`, 404, tokens.retail)).message,
      'Автомобиль не найден',
    );
    await refused(`/api/oils?carId=${String(polo)}`, 401);
    const lada = await oils(`carId=${String(stranger)}&kind=engine-oil`, tokens.wholesale);
    assert.ok(lada.total > 0 && lada.items.every((item) => item.approvals.includes('АвтоВАЗ')));

    const unknown = await addCar(tokens.retail, { mark: 'Москвич', model: '412' });
    const none = await oils(`carId=${String(unknown)}`, tokens.retail);
    assert.equal(none.total, 0);
    assert.equal(none.byCar?.engine, null);
  });
});

describe('car rules', () => {
  const car = (mark: string, model: string, modification = '', year: number | null = null) =>
    fitOfCar({ mark, model, modification, year });
  const oilOf = (fit: ReturnType<typeof fitOfCar>) => fit.rules.filter((rule) => rule.kind === 'engine-oil');

  it('finds the engine by its code, then by displacement and year, else takes every engine of the model', () => {
    assert.equal(car('ВАЗ', 'Granta', '1.6 16V 21127').engine, 'LADA Granta 1.6 16V (21126, 21127)');
    assert.equal(car('Toyota', 'Camry', '2.5 AT', 2015).engine, 'Toyota Camry 2.5 (2AR-FE)');
    assert.equal(car('тойота', 'камри', '2,5 л', 2020).engine, 'Toyota Camry 2.5 (A25A-FKS)');
    assert.deepEqual(oilOf(car('Toyota', 'Camry', '2.5', 2020))[0]?.viscosities, ['0W-16', '0W-20']);
    assert.equal(car('Renault', 'Logan', 'K7M 1.6 8V').engine, 'Renault Logan 1.6 8V (K7M)');
    assert.equal(oilOf(car('Hyundai', 'Solaris')).length, 2);
    assert.equal(car('Kia', 'Rio', '1.4').engine, 'Kia Rio 1.4 MPI (G4FA, G4LC)');
  });

  it('knows nothing of other cars and does not take a model for part of a word', () => {
    assert.deepEqual(car('Lada', 'Largus'), { engine: null, rules: [] });
    assert.equal(car('Kia', 'Rion').engine, null);
    assert.equal(
      car('Volkswagen', 'Polo').engine,
      'VW Polo sedan 1.6 MPI (CFNA, CWVA); VW Polo sedan 1.4 TSI (CZCA)',
    );
  });
});

describe('goods catalog', () => {
  it('pages a brand by 50 in number order; a synonym finds the brand; an unknown one is 404', async () => {
    const first = await get<BrandGoods>('/api/goods/MANN-FILTER');
    assert.equal(first.brand.name, 'MANN-FILTER');
    assert.match(first.brand.description ?? '', cyrillic);
    assert.equal(first.pageSize, 50);
    assert.equal(first.items.length, 50);
    assert.ok(first.total > 50, `${String(first.total)} goods`);
    const second = await get<BrandGoods>('/api/goods/mann?page=2');
    assert.equal(second.brand.name, 'MANN-FILTER');
    assert.equal(second.total, first.total);
    assert.ok(!second.items.some((item) => first.items.some((other) => other.number === item.number)));
    const all = [...first.items, ...second.items].map((item) =>
      item.number.toUpperCase().replace(/[^A-Z0-9]/g, ''),
    );
    assert.deepEqual(all, [...all].sort());
    assert.ok(first.items.some((item) => item.hasOffers) && first.items.some((item) => !item.hasOffers));
    assert.equal((await refused('/api/goods/NO-SUCH-BRAND', 404)).message, 'Бренд не найден');
    await refused('/api/goods/MANN-FILTER?page=0', 400);
    assert.deepEqual((await get<BrandGoods>('/api/goods/MANN-FILTER?page=9999')).items, []);
  });

  it('leaves the part page, the number search and the replacements to their own routes', async () => {
    const good = await get<Good>('/api/goods/MANN-FILTER/W%20712%2F75');
    assert.equal(good.number, 'W 712/75');
    const matches = await get<NumberMatch[]>('/api/goods/search?number=W71275');
    assert.ok(matches.some((match) => match.brand === 'MANN-FILTER'));
    const replacements = await get<Good[]>('/api/goods/replacements?brandName=MANN-FILTER&number=W71275');
    assert.ok(replacements.some((part) => part.brand.name === 'BOSCH'));
    await refused('/api/goods/search', 400);
    await refused('/api/goods/replacements', 400);
  });

  it('lists the letters of brands with goods and a letter’s brands with their goods counted', async () => {
    const all = await get<BrandsList>('/api/goods-catalog/brands-list');
    assert.ok(all.letters.includes('M') && all.letters.includes('Ф') && all.letters.includes('Я'));
    assert.equal(all.letters.at(-1), '0-9');
    assert.ok(all.letters.indexOf('Z') < all.letters.indexOf('М'), 'Latin letters, then Cyrillic');
    const m = await get<BrandsList>('/api/goods-catalog/brands-list?letter=m');
    assert.ok(m.brands.length > 3 && m.brands.every((brand) => brand.name.startsWith('M')));
    const mann = m.brands.find((brand) => brand.name === 'MANN-FILTER');
    assert.equal(mann?.goodsCount, (await get<BrandGoods>('/api/goods/MANN-FILTER')).total);
    const f = await get<BrandsList>('/api/goods-catalog/brands-list?letter=%D0%A4');
    assert.deepEqual(f.brands, [{ name: 'ФЭСТ', goodsCount: 1 }]);
    const digits = await get<BrandsList>('/api/goods-catalog/brands-list?letter=0-9');
    assert.ok(digits.brands.some((brand) => brand.name === '70MAI'));
    assert.equal(all.brands.length, new Set(all.brands.map((brand) => brand.name)).size);
    assert.ok(all.brands.every((brand) => brand.goodsCount > 0));
    for (const letter of ['1', 'AB', '%D0%A4%D0%A4', '']) {
      await refused(`/api/goods-catalog/brands-list?letter=${letter}`, 400);
    }
  });

  it('answers every goods-catalog path of SPEC §7, with the trailing slash it writes and without', async () => {
    const all = await get<BrandsList>('/api/goods-catalog/brands-list');
    for (const index of ['/api/goods-catalog/', '/api/goods-catalog', '/api/goods-catalog/brands-list/']) {
      assert.deepEqual(await get<BrandsList>(index), all, index);
    }
    assert.deepEqual(
      await get<BrandsList>('/api/goods-catalog/brands-list/?letter=m'),
      await get<BrandsList>('/api/goods-catalog/brands-list?letter=m'),
    );
    const mann = await get<BrandGoods>('/api/goods/MANN-FILTER?page=1');
    assert.ok(mann.items.length > 0);
    assert.deepEqual(await get<BrandGoods>('/api/goods-catalog/goods-list/?brand=MANN-FILTER&page=1'), mann);
    assert.deepEqual(await get<BrandGoods>('/api/goods-catalog/goods-list?brand=MANN-FILTER'), mann);
    const card = await get<Good>('/api/goods/MANN-FILTER/W%20712%2F75');
    assert.deepEqual(await get<Good>('/api/goods-catalog/good?brand=MANN-FILTER&number=W%20712%2F75'), card);
    assert.deepEqual(await get<Good>('/api/goods-catalog/good/?brand=MANN-FILTER&number=W%20712%2F75'), card);
    await refused('/api/goods-catalog/goods-list', 400);
    await refused('/api/goods-catalog/good?brand=MANN-FILTER', 400);
    await refused('/api/goods-catalog/good?brand=MANN-FILTER&number=NO-SUCH-PART', 404);
  });
});

describe('accessories', () => {
  it('lists the categories with their counts and a category’s goods with best offers', async () => {
    const all = await get<AccessoryList>('/api/accessories');
    const slugs = all.categories.map((category) => category.slug);
    assert.deepEqual(slugs.slice(0, 3), ['wipers', 'mats', 'fresheners']);
    assert.ok(slugs.includes('dashcams'));
    assert.equal(
      all.total,
      all.categories.reduce((sum, category) => sum + category.count, 0),
    );
    assert.equal(all.items.length, 24);
    const compressors = await get<AccessoryList>('/api/accessories?category=compressors', tokens.wholesale);
    assert.equal(compressors.total, all.categories.find((c) => c.slug === 'compressors')?.count);
    assert.ok(compressors.items.every((item) => item.category === 'compressors'));
    assert.ok(compressors.items.some((item) => item.brandName === 'BERKUT' && item.number === 'R15'));
    assert.ok(compressors.items.some((item) => item.bestOffer !== null));
    const page2 = await get<AccessoryList>('/api/accessories?page=2');
    assert.ok(
      page2.items.length > 0 && page2.items.every((item) => !all.items.some((i) => i.goodId === item.goodId)),
    );
    const unknown = await refused('/api/accessories?category=tyres', 400);
    assert.equal(unknown.violations?.[0]?.message, 'Неизвестная категория аксессуаров: tyres');
    await refused('/api/accessories?page=x', 400);
  });
});

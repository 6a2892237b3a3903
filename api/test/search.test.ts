import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type {
  CartAddResponse,
  CartResponse,
  FindByQueryResponse,
  Good,
  NumberMatch,
  PartSuggestion,
  PriceCalculation,
} from '@shop/shared';
import { normalizePartNumber } from '@shop/shared/catalog';
import { bearer, createTestApp, demo, json, login, type TestApp } from './helpers.js';

let t: TestApp;
const tokens: Record<'retail' | 'wholesale' | 'admin', string> = { retail: '', wholesale: '', admin: '' };

before(async () => {
  t = await createTestApp({}, {}, { catalog: true });
  tokens.retail = await login(t.app, demo.retail.email, demo.retail.password);
  tokens.wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
  tokens.admin = await login(t.app, demo.admin.email, demo.admin.password);
});
after(() => t.close());

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  assert.equal(response.statusCode, 200, response.body);
  return json<T>(response);
}

function find(query: Record<string, string>, headers: Record<string, string> = {}) {
  return get<FindByQueryResponse>(`/api/v2/search/findByQuery?${new URLSearchParams(query)}`, headers);
}

describe('number search', () => {
  it('finds the brands of a number however it is typed', async () => {
    for (const typed of ['w 712/75', 'W712-75', 'w71275']) {
      const matches = await get<NumberMatch[]>(`/api/goods/search?number=${encodeURIComponent(typed)}`);
      assert.ok(
        matches.some((match) => match.brand === 'MANN-FILTER' && match.number === 'W 712/75'),
        typed,
      );
    }
  });

  it('folds Cyrillic look-alikes: "ос 90" finds MAHLE OC 90', async () => {
    const matches = await get<NumberMatch[]>(`/api/goods/search?number=${encodeURIComponent('ос 90')}`);
    assert.ok(matches.some((match) => match.brand === 'MAHLE' && match.number === 'OC 90'));
  });

  it('suggests by the prefix of the normalised number and ranks picked ones first', async () => {
    const before = await get<PartSuggestion[]>('/api/v2/search/suggestions?query=w712');
    assert.ok(before.length > 1 && before.length <= 10);
    assert.ok(
      before.every((item) =>
        item.number
          .replace(/[^0-9A-Z]/gi, '')
          .toUpperCase()
          .startsWith('W712'),
      ),
    );
    const last = before[before.length - 1];
    assert.ok(last);
    const ratings = await t.db
      .selectFrom('goods')
      .select(['id', 'rating'])
      .where(
        'id',
        'in',
        before.map((item) => item.id),
      )
      .execute();
    const top = Math.max(...ratings.map((row) => row.rating));
    const own = ratings.find((row) => row.id === last.id)?.rating ?? 0;
    for (let i = 0; i <= top - own; i++) {
      const picked: { statusCode: number } = await t.app.inject({
        method: 'POST',
        url: `/api/v2/search/select_suggestion/${last.id}`,
      });
      assert.equal(picked.statusCode, 200);
    }
    const after = await get<PartSuggestion[]>('/api/v2/search/suggestions?query=w712');
    assert.equal(after[0]?.id, last.id);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v2/search/select_suggestion/999999999' });
    assert.equal(missing.statusCode, 404);
  });
  it('suggests numbers with letters beyond Latin, and only those of the prefix', async () => {
    const brand = await t.db
      .selectFrom('brands')
      .select('id')
      .where('name', '=', 'MAHLE')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('goods')
      .values(
        ['ЖД 7', 'ЖД 8', 'ЖЕ 1', 'ЗА 1'].map((number) => ({
          brand_id: brand.id,
          number,
          normalized_number: normalizePartNumber(number),
          name: 'Фильтр',
        })),
      )
      .execute();
    const numbers = async (query: string) =>
      (await get<PartSuggestion[]>(`/api/v2/search/suggestions?query=${encodeURIComponent(query)}`)).map(
        (item) => item.number,
      );
    assert.deepEqual(await numbers('жд'), ['ЖД 7', 'ЖД 8']);
    // 'Е' is folded to the Latin 'E', which comes before 'Д' in byte order.
    assert.deepEqual(await numbers('ж'), ['ЖЕ 1', 'ЖД 7', 'ЖД 8']);
  });
});

describe('findByQuery', () => {
  it('gives the part first, then its analogues both ways, with own stock offers', async () => {
    const result = await find({ brandName: 'mann filter', number: 'w712/75' });
    const [part, ...analogues] = result.goods;
    assert.equal(part?.number, 'W 712/75');
    assert.equal(part?.isCross, false);
    assert.ok(part?.offers.some((offer) => offer.isStock && offer.vendor.id === 1 && offer.amount > 0));
    assert.ok(analogues.every((good) => good.isCross));
    assert.ok(analogues.some((good) => good.brand.name === 'BOSCH' && good.number === '0 451 103 316'));
    assert.ok(result.remoteVendors.length >= 2);

    const back = await find({ brandName: 'BOSCH', number: '0451103316' });
    assert.ok(back.goods.slice(1).some((good) => good.number === 'W 712/75'));
  });

  it('leaves analogues out when crosses=false and filters stock only', async () => {
    const only = await find({ brandName: 'MAHLE', number: 'OC 90', crosses: 'false', survey: 'false' });
    assert.equal(only.goods.length, 1);
    assert.deepEqual(only.remoteVendors, []);
    const stock = await find({ brandName: 'MANN-FILTER', number: 'W 712/75', stockOnly: 'true' });
    assert.ok(stock.goods.flatMap((good) => good.offers).every((offer) => offer.amount > 0));
  });

  it('answers an unknown part with no goods, not an error', async () => {
    const result = await find({ brandName: 'MANN-FILTER', number: 'NO-SUCH-NUMBER-1' });
    assert.deepEqual(result.goods, []);
  });

  it('prices for the buyer: the wholesale user pays the wholesale price plus the markup', async () => {
    const query = { brandName: 'MANN-FILTER', number: 'W 712/75', crosses: 'false', survey: 'false' };
    const guest = (await find(query)).goods[0]?.offers[0];
    const wholesale = (await find(query, bearer(tokens.wholesale))).goods[0]?.offers[0];
    assert.ok(guest && wholesale);
    assert.equal(guest.itemKey, wholesale.itemKey);
    assert.notEqual(guest.price, wholesale.price);
    assert.ok(Number.isInteger(guest.price) && Number.isInteger(wholesale.price));

    const breakdown = await get<PriceCalculation>(
      `/api/v2/offer/price-calculation-info/${wholesale.itemKey}`,
      bearer(tokens.admin, { 'X-Switch-User': demo.wholesale.email }),
    );
    assert.equal(breakdown.operations.at(-1)?.nextPrice, wholesale.price);
    assert.equal(breakdown.priceLevel.name, 'Опт');
  });

  it('shows the breakdown to admins only', async () => {
    const offer = (await find({ brandName: 'MAHLE', number: 'OC 90' })).goods[0]?.offers[0];
    assert.ok(offer);
    const url = `/api/v2/offer/price-calculation-info/${offer.itemKey}`;
    assert.equal((await t.app.inject({ url })).statusCode, 401);
    assert.equal((await t.app.inject({ url, headers: bearer(tokens.retail) })).statusCode, 403);
    const calculation = await get<PriceCalculation>(url, bearer(tokens.admin));
    assert.equal(calculation.operations.at(-1)?.nextPrice, offer.price);
    assert.ok(calculation.operations.every((operation) => operation.name.length > 0));
    const forged = await t.app.inject({
      url: '/api/v2/offer/price-calculation-info/r.e30.AAAA',
      headers: bearer(tokens.admin),
    });
    assert.equal(forged.statusCode, 404);
  });
});

describe('goods and brands', () => {
  it('shows a part page, its replacements and a brand by synonym', async () => {
    const good = await get<Good>('/api/goods/MANN-FILTER/W%20712%2F75');
    assert.equal(good.brand.name, 'MANN-FILTER');
    const replacements = await get<Good[]>('/api/goods/replacements?brandName=MANN-FILTER&number=W71275');
    assert.ok(replacements.some((item) => item.number === '0 451 103 316'));
    const brand = await get<{ name: string }>('/api/brands/show?brandName=MB');
    assert.equal(brand.name, 'MERCEDES-BENZ');
    const missing = await t.app.inject({ url: '/api/goods/MANN-FILTER/NOPE123' });
    assert.equal(missing.statusCode, 404);
  });
});

describe('add to cart', () => {
  async function officeOffer(number: string, brandName: string) {
    const good = (await find({ brandName, number, crosses: 'false', survey: 'false' }, bearer(tokens.retail)))
      .goods[0];
    const offer = good?.offers.find((item) => item.vendor.id === 1);
    assert.ok(offer, `${brandName} ${number} has office stock`);
    return offer;
  }

  function add(body: unknown, token = tokens.retail) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/add',
      headers: bearer(token),
      payload: body as object,
    });
  }

  it('refuses guests, unknown keys and a missing amount with the shared messages', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/add',
      payload: { itemKey: 's1', amount: 1 },
    });
    assert.equal(guest.statusCode, 401);
    const unknown = await add({ itemKey: 's999999999', amount: 1 });
    assert.equal(unknown.statusCode, 400);
    assert.equal(json<{ message: string }>(unknown).message, 'Ошибка при добавлении в корзину');
    assert.deepEqual(json<{ errors: string[] }>(unknown).errors, ['Товар не найден или не существует']);
    const noAmount = await add({ itemKey: 's1' });
    assert.ok(json<{ errors: string[] }>(noAmount).errors.includes('Не указано количество'));
  });

  it('adds within stock, counts lines and refuses more than is left', async () => {
    const offer = await officeOffer('OC 90', 'MAHLE');
    const step = offer.multiplicityAmount;
    const first = await add({
      itemKey: offer.itemKey,
      amount: Math.max(step, offer.minAmount),
      reference: 'Гараж',
    });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(json<CartAddResponse>(first).message, 'Товар добавлен в корзину');
    assert.equal(json<CartAddResponse>(first).cartCount, 1);

    const tooMany = await add({ itemKey: offer.itemKey, amount: offer.amount * step + step });
    assert.equal(tooMany.statusCode, 400);
    assert.match(json<{ errors: string[] }>(tooMany).errors.join(), /Доступное количество для заказа/);

    const cart = await get<CartResponse>('/api/v2/cart', bearer(tokens.retail));
    assert.equal(cart.items.length, 1);
    assert.equal(cart.items[0]?.reference, 'Гараж');
    assert.equal(cart.items[0]?.price, offer.price);
    const afterAdd = (
      await find({ brandName: 'MAHLE', number: 'OC 90', crosses: 'false' }, bearer(tokens.retail))
    ).goods[0];
    assert.equal(
      afterAdd?.offers.find((item) => item.itemKey === offer.itemKey)?.cartAmount,
      cart.items[0]?.amount,
    );
  });

  it('rejects a fractional or negative amount and a forged remote key, writing nothing', async () => {
    const offer = await officeOffer('W 712/75', 'MANN-FILTER');
    for (const amount of [1.5, -2, 0, 'abc']) {
      const response = await add({ itemKey: offer.itemKey, amount });
      assert.equal(response.statusCode, 400, String(amount));
    }
    const forged = await add({ itemKey: 'r.eyJ2IjoxfQ.AAAAAAAAAAAAAAAAAAAAAA', amount: 1 });
    assert.equal(forged.statusCode, 400);
    const cart = await get<CartResponse>('/api/v2/cart', bearer(tokens.retail));
    assert.ok(cart.items.every((item) => item.good.number !== 'W 712/75'));
  });

  it('keeps the stock rule: another warehouse only once the office stock is in the cart', async () => {
    const good = (
      await find({ brandName: 'MANN-FILTER', number: 'W 712/75', crosses: 'false' }, bearer(tokens.wholesale))
    ).goods[0];
    const office = good?.offers.find((item) => item.vendor.id === 1);
    const other = good?.offers.find((item) => item.isStock && item.vendor.id !== 1 && !item.vendor.isRemote);
    assert.ok(office && other, 'W 712/75 is stocked at the office and at another warehouse');
    const refused = await add({ itemKey: other.itemKey, amount: other.minAmount || 1 }, tokens.wholesale);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(json<{ errors: string[] }>(refused).errors, [
      'Этот товар есть на складе вашего офиса: сначала добавьте его оттуда',
    ]);
    const all = office.amount - (office.amount % office.multiplicityAmount);
    assert.equal((await add({ itemKey: office.itemKey, amount: all }, tokens.wholesale)).statusCode, 200);
    const allowed = await add({ itemKey: other.itemKey, amount: other.minAmount || 1 }, tokens.wholesale);
    assert.equal(allowed.statusCode, 200, allowed.body);
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { ApiErrorBody, FindByQueryResponse, Good, PriceLevel } from '@shop/shared';
import { PRICE_LIST_COLUMNS, textWriter, type PriceListLine } from '../src/price-list/writers.js';
import { CopyTextRows, rowsOfText } from '../src/price-list/copy-text.js';
import { writePriceList } from '../src/price-list/service.js';
import { createPricingSource } from '../src/pricing/source.js';
import { bearer, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';

let t: TestApp;
const tokens = { retail: '', wholesale: '' };

const download = (format: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pricelist/download.${format}`,
    headers: token ? bearer(token) : {},
  });

async function part(brandName: string, number: string, token: string): Promise<Good> {
  const query = new URLSearchParams({ brandName, number, crosses: 'false', survey: 'false' });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v2/search/findByQuery?${query}`,
    headers: bearer(token),
  });
  assert.equal(response.statusCode, 200, response.body);
  const good = json<FindByQueryResponse>(response).goods[0];
  assert.ok(good);
  return good;
}

/** Rows of the first sheet as arrays of cell values (exceljs's `values` starts at index 1). */
async function xlsxRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([body]));
  const sheet = workbook.worksheets[0];
  assert.ok(sheet);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Offers the price list must hold: active vendor, some units available, a price (checked per line). */
async function buyableOffers(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from offers o join vendors v on v.id = o.vendor_id
    left join stock_reservations r on r.vendor_id = o.vendor_id and r.good_id = o.good_id
    where v.is_active and o.amount > coalesce(r.amount, 0)`.execute(t.db);
  return Number(rows[0]?.count);
}

const wholesaleUser = () =>
  t.db
    .selectFrom('users')
    .select(['is_wholesale', 'markup', 'price_level_id'])
    .where('email', '=', demo.wholesale.email)
    .executeTakeFirstOrThrow();

before(async () => {
  t = await createTestApp({}, {}, { catalog: true });
  tokens.retail = await login(t.app, demo.retail.email, demo.retail.password);
  tokens.wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
});
after(() => t.close());

describe('price list download', () => {
  it('asks a guest to log in and refuses a user without the price-list permission', async () => {
    for (const format of ['xlsx', 'txt']) {
      const guest = await download(format);
      assert.equal(guest.statusCode, 401);
      const retail = await download(format, tokens.retail);
      assert.equal(retail.statusCode, 403);
      const body = json<ApiErrorBody>(retail);
      assert.match(body.message, cyrillic);
      assert.equal(retail.headers['content-disposition'], undefined);
    }
  });

  it('knows only xlsx and txt', async () => {
    const response = await download('csv', tokens.wholesale);
    assert.equal(response.statusCode, 400);
  });

  it('gives the wholesale user an xlsx at the prices the search shows him (markup 7 %)', async () => {
    const response = await download('xlsx', tokens.wholesale);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(
      response.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = String(response.headers['content-disposition']);
    assert.match(
      disposition,
      /^attachment; filename="price-list-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/,
    );
    const encoded = disposition.split("filename*=UTF-8''")[1] ?? '';
    assert.match(decodeURIComponent(encoded), /^Прайс-лист от \d{2}\.\d{2}\.\d{4}\.xlsx$/);

    const rows = await xlsxRows(response.rawPayload);
    assert.deepEqual(rows[0], [...PRICE_LIST_COLUMNS]);
    const lines = rows.slice(1);
    assert.equal(lines.length, await buyableOffers());

    const good = await part('MANN-FILTER', 'W 712/75', tokens.wholesale);
    const retailGood = await part('MANN-FILTER', 'W 712/75', tokens.retail);
    const offers = good.offers.filter((offer) => offer.amount > 0 && offer.price > 0);
    assert.ok(offers.length > 0);
    for (const offer of offers) {
      const line = lines.find(
        (row) => row[0] === good.brand.name && row[1] === good.number && row[8] === offer.vendor.name,
      );
      assert.ok(line, `${offer.vendor.name} in the price list`);
      assert.deepEqual(line, [
        good.brand.name,
        good.number,
        good.name,
        offer.price,
        offer.amount,
        offer.minAmount,
        offer.multiplicityAmount,
        offer.deliveryTime,
        offer.vendor.name,
      ]);
      const retailOffer = retailGood.offers.find((other) => other.itemKey === offer.itemKey);
      assert.ok(
        retailOffer && retailOffer.price !== offer.price,
        'the wholesale price is not the retail one',
      );
    }
  });

  it('gives the same lines as tab-separated UTF-8 text', async () => {
    const response = await download('txt', tokens.wholesale);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
    assert.match(String(response.headers['content-disposition']), /filename="price-list-[\d-]+\.txt"/);
    assert.equal(response.body.charCodeAt(0), 0xfeff);
    const lines = response.body.slice(1).split('\r\n');
    assert.equal(lines.pop(), '');
    assert.equal(lines[0], PRICE_LIST_COLUMNS.join('\t'));
    assert.equal(lines.length - 1, await buyableOffers());
    const good = await part('MANN-FILTER', 'W 712/75', tokens.wholesale);
    const offer = good.offers.find((one) => one.amount > 0);
    assert.ok(offer);
    const expected = [
      good.brand.name,
      good.number,
      good.name,
      offer.price,
      offer.amount,
      offer.minAmount,
      offer.multiplicityAmount,
      offer.deliveryTime,
      offer.vendor.name,
    ].join('\t');
    assert.ok(lines.includes(expected), expected);
  });

  it('lists units available (listed less reserved) and leaves out offers reserved whole', async () => {
    const good = await part('BOSCH', '0 451 103 316', tokens.wholesale);
    const [first, second] = good.offers.filter((offer) => offer.amount > 1);
    assert.ok(first && second, 'two offers with stock');
    await sql`insert into stock_reservations (vendor_id, good_id, amount)
      values (${first.vendor.id}, ${good.id}, 1), (${second.vendor.id}, ${good.id}, ${second.amount})
      on conflict (vendor_id, good_id) do update set amount = stock_reservations.amount + excluded.amount`.execute(
      t.db,
    );
    const text = (await download('txt', tokens.wholesale)).body;
    const ofVendor = (vendor: string) =>
      text
        .split('\r\n')
        .filter(
          (line) => line.startsWith(`${good.brand.name}\t${good.number}\t`) && line.endsWith(`\t${vendor}`),
        );
    const [line] = ofVendor(first.vendor.name);
    assert.equal(line?.split('\t')[4], String(first.amount - 1));
    assert.deepEqual(ofVendor(second.vendor.name), []);
  });

  it('writes names that start like a formula as text, numbers as they are', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = textWriter(output);
    const hostile: PriceListLine = {
      brand: '@SUM(A1)',
      number: '-2+3',
      name: '+7 978 000-00-00',
      price: -5,
      amount: 1,
      minAmount: 1,
      multiplicity: 1,
      deliveryHours: 0,
      vendor: '=HYPERLINK("https://evil.example","Склад")',
    };
    await writer.writePage([hostile, { ...hostile, name: '\t=1+1' }]);
    await writer.finish();
    const [, first, second] = Buffer.concat(chunks).toString('utf8').split('\r\n');
    assert.equal(
      first,
      [
        "'@SUM(A1)",
        "'-2+3",
        "'+7 978 000-00-00",
        '-5',
        '1',
        '1',
        '1',
        '0',
        `'=HYPERLINK("https://evil.example","Склад")`,
      ].join('\t'),
    );
    assert.equal(second?.split('\t')[2], ' =1+1', 'a tab is a space: the cell starts with it, not with «=»');
  });

  it('reads the offers a page at a time, whatever the page size', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const pages: number[] = [];
    const writer = textWriter(output);
    const counting = {
      async writePage(lines: readonly PriceListLine[]) {
        pages.push(lines.length);
        await writer.writePage(lines);
      },
      finish: () => writer.finish(),
    };
    const user = await wholesaleUser();
    const view = {
      buyer: { isWholesale: user.is_wholesale, markup: user.markup },
      pricing: await createPricingSource(t.db).context(user.price_level_id),
    };
    const written = await writePriceList(t.handle, view, counting, () => false, 1000);
    assert.equal(written, await buyableOffers());
    assert.ok(pages.length > 1, 'more than one page');
    assert.ok(Math.max(...pages) <= 1000);
    const full = (await download('txt', tokens.wholesale)).body;
    assert.equal(Buffer.concat(chunks).toString('utf8'), full);
  });

  it('answers the price levels with the one of the caller marked', async () => {
    const levels = async (token?: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/pricelevel',
        headers: token ? bearer(token) : {},
      });
      assert.equal(response.statusCode, 200, response.body);
      return json<PriceLevel[]>(response);
    };
    const current = (list: PriceLevel[]) => list.filter((level) => level.isCurrent).map((level) => level.id);
    const guest = await levels();
    assert.deepEqual(
      current(guest),
      guest.filter((level) => level.isDefault).map((level) => level.id),
    );
    const wholesale = await wholesaleUser();
    assert.ok(wholesale.price_level_id !== null, 'the demo wholesale user has his own level');
    assert.deepEqual(current(await levels(tokens.wholesale)), [wholesale.price_level_id]);
    assert.deepEqual(current(await levels(tokens.retail)), current(guest));
  });
});

describe('COPY text rows', () => {
  const rows = (pieces: string[]) => pieces.flatMap(rowsOfText);

  it('reads escapes and nulls, and rows or characters split between chunks', () => {
    const parser = new CopyTextRows(8);
    const data = Buffer.from('1\tа\\tб\\\\в\t\\N\n2\tФильтр\\nмасляный\tx\n');
    const cut = data.indexOf(Buffer.from('Ф')) + 1; // inside the two bytes of 'Ф'
    assert.deepEqual(rows(parser.push(data.subarray(0, cut))), [['1', 'а\tб\\в', null]]);
    assert.deepEqual(rows([...parser.push(data.subarray(cut)), ...parser.end()]), [
      ['2', 'Фильтр\nмасляный', 'x'],
    ]);
    parser.push(Buffer.from('3\tоборвано'));
    assert.throws(() => parser.end());
  });

  it('cuts the text into pieces of whole rows no longer than asked, a longer row alone', () => {
    const parser = new CopyTextRows(64);
    const lines = Array.from({ length: 300 }, (_, index) => `${index}\tЩётка ${'ж'.repeat(index % 40)}`);
    lines.splice(150, 0, `long\t${'д'.repeat(200)}`);
    const data = Buffer.from(`${lines.join('\n')}\n`);
    const pieces: string[] = [];
    for (let start = 0; start < data.length; start += 37) {
      pieces.push(...parser.push(data.subarray(start, start + 37)));
    }
    pieces.push(...parser.end());
    assert.deepEqual(pieces.join('\n').split('\n'), lines);
    for (const piece of pieces) {
      assert.ok(Buffer.byteLength(piece) < 64 || !piece.includes('\n'), `${piece.length} characters`);
    }
    assert.ok(pieces.length > 50);
  });
});

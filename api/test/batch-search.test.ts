import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type {
  ApiErrorBody,
  BatchCartReport,
  BatchLineInput,
  BatchOffersResult,
  BatchParseResult,
  BatchResult,
  BatchSummary,
  CartResponse,
} from '@shop/shared';
import { bearer, countRows, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';
import { insertCustomer } from './checkout-fixtures.js';

let t: TestApp;
const tokens = { retail: '', wholesale: '', other: '' };
/** A number two brands share in the demo catalog, and those brands. */
let shared: { number: string; brands: string[] };

const boundary = '----batch-search-test';

function multipart(filename: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function upload(token: string, filename: string, data: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/batch-search/parse',
    headers: bearer(token, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
    payload: multipart(filename, data),
  });
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function ok<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
): Promise<T> {
  const response = await call(method, url, token, payload);
  assert.equal(response.statusCode, 200, response.body);
  return json<T>(response);
}

const line = (brandName: string, number: string, quantity = '1', comment = ''): BatchLineInput => ({
  brandName,
  number,
  quantity,
  comment,
});

/** Creates a batch and resolves it as the page does, chunk by chunk; returns the progress seen. */
async function search(token: string, lines: BatchLineInput[]): Promise<{ uid: string; progress: number[] }> {
  const created = await ok<BatchSummary>('POST', '/api/batch-search', token, { name: 'Тест', lines });
  const progress: number[] = [created.resolved];
  let summary = created;
  while (summary.resolved < summary.lineCount) {
    summary = await ok<BatchSummary>('POST', `/api/batch-search/${created.uid}/resolve`, token);
    progress.push(summary.resolved);
  }
  return { uid: created.uid, progress };
}

function assertRussian(response: LightMyRequestResponse, status: number) {
  assert.equal(response.statusCode, status, response.body);
  assert.match(json<ApiErrorBody>(response).message, cyrillic);
}

before(async () => {
  t = await createTestApp({}, {}, { catalog: true });
  tokens.retail = await login(t.app, demo.retail.email, demo.retail.password);
  tokens.wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
  tokens.other = (await insertCustomer(t.app, t.db, { batchSearch: true })).token;
  const { rows } = await sql<{ number: string; brands: string[] }>`
    select min(g.number) as number, array_agg(b.name order by b.name) as brands
    from goods g join brands b on b.id = g.brand_id
    group by g.normalized_number having count(*) > 1 limit 1`.execute(t.db);
  assert.ok(rows[0], 'the demo catalog has a number under two brands');
  shared = rows[0];
});
after(() => t.close());

describe('batch search: who may', () => {
  it('refuses guests (401) and users without batch search (403) before looking at the body', async () => {
    const before = await countRows(t.db, 'batch_searches');
    assert.equal((await call('GET', '/api/batch-search')).statusCode, 401);
    assertRussian(await call('POST', '/api/batch-search', tokens.retail, { lines: 'не список' }), 403);
    assertRussian(await call('GET', '/api/batch-search', tokens.retail), 403);
    assertRussian(await upload(tokens.retail, 'list.txt', Buffer.from('MANN;W 712/75;1')), 403);
    assert.equal(await countRows(t.db, 'batch_searches'), before);
  });

  it("answers 404 for another user's batch and changes nothing of it", async () => {
    const { uid } = await search(tokens.wholesale, [line('MANN-FILTER', 'W 712/75')]);
    assertRussian(await call('GET', `/api/batch-search/${uid}`, tokens.other), 404);
    assertRussian(await call('GET', `/api/batch-search/${uid}/offers`, tokens.other), 404);
    assertRussian(await call('POST', `/api/batch-search/${uid}/resolve`, tokens.other), 404);
    const result = await ok<BatchResult>('GET', `/api/batch-search/${uid}`, tokens.wholesale);
    const itemKey = result.lines[0]?.bestByPrice?.itemKey ?? '';
    const cartBefore = await countRows(t.db, 'cart_items');
    assertRussian(
      await call('POST', `/api/batch-search/${uid}/cart`, tokens.other, {
        lines: [{ line: 1, itemKey, amount: 1 }],
      }),
      404,
    );
    assert.equal(await countRows(t.db, 'cart_items'), cartBefore);
    const history = await ok<BatchSummary[]>('GET', '/api/batch-search', tokens.other);
    assert.ok(!history.some((batch) => batch.uid === uid));
  });
});

describe('batch search: lines', () => {
  it('finds, offers the brands of a shared number, reports unknown and invalid lines', async () => {
    const { uid } = await search(tokens.wholesale, [
      line('Mann Filter', 'w712/75', '2', 'к ТО'),
      line('', shared.number),
      line('НЕТТАКОГО', 'ZZ-000-999'),
      line('BOSCH', '', '1'),
      line('BOSCH', '0 451 103 316', 'два'),
    ]);
    const { batch, lines } = await ok<BatchResult>('GET', `/api/batch-search/${uid}`, tokens.wholesale);
    assert.deepEqual(
      lines.map((l) => l.status),
      ['found', 'ambiguous', 'notFound', 'invalid', 'invalid'],
    );
    assert.deepEqual([batch.found, batch.ambiguous, batch.notFound, batch.invalid], [1, 1, 1, 2]);
    const [found, ambiguous, , noNumber, badQuantity] = lines;
    assert.equal(found?.good?.brandName, 'MANN-FILTER');
    assert.equal(found?.amount, 2);
    assert.ok(found?.bestByPrice && found.bestByTerm);
    assert.ok(found.bestByPrice.price <= found.bestByTerm.price);
    assert.ok(found.bestByTerm.deliveryTime <= found.bestByPrice.deliveryTime);
    assert.deepEqual(ambiguous?.choices.map((c) => c.brandName).sort(), [...shared.brands].sort());
    assert.equal(noNumber?.message, 'Не указан номер');
    assert.equal(badQuantity?.message, 'Неверное количество');

    // The user chooses the brand of the ambiguous line: only one of its choices.
    const choice = ambiguous?.choices[0];
    assert.ok(choice);
    assertRussian(
      await call('PUT', `/api/batch-search/${uid}/lines/2`, tokens.wholesale, { good: found.good?.id }),
      400,
    );
    const chosen = await ok<BatchResult['lines'][number]>(
      'PUT',
      `/api/batch-search/${uid}/lines/2`,
      tokens.wholesale,
      {
        good: choice.id,
      },
    );
    assert.equal(chosen.status, 'found');
    assert.equal(chosen.good?.id, choice.id);

    const offers = await ok<BatchOffersResult>('GET', `/api/batch-search/${uid}/offers`, tokens.wholesale);
    assert.deepEqual(
      offers.lines.map((l) => l.line),
      [1, 2],
    );
    assert.ok((offers.lines[0]?.offers.length ?? 0) >= 1);
  });

  it('resolves 1,000 lines in chunks, the progress growing to the whole batch', async () => {
    const lines = Array.from({ length: 1000 }, (_, index) =>
      index % 2 === 0 ? line('MANN-FILTER', 'W 712/75') : line('BOSCH', `NO-SUCH-${index}`),
    );
    const { uid, progress } = await search(tokens.wholesale, lines);
    assert.deepEqual(progress, [0, 250, 500, 750, 1000]);
    const { batch } = await ok<BatchResult>('GET', `/api/batch-search/${uid}`, tokens.wholesale);
    assert.deepEqual([batch.found, batch.notFound], [500, 500]);
    const history = await ok<BatchSummary[]>('GET', '/api/batch-search', tokens.wholesale);
    assert.equal(history[0]?.uid, uid);
  });

  it('refuses an empty list and more than 5,000 lines with a Russian message, writing nothing', async () => {
    const before = await countRows(t.db, 'batch_searches');
    assertRussian(
      await call('POST', '/api/batch-search', tokens.wholesale, { name: '', lines: [line(' ', '', '')] }),
      400,
    );
    const many = Array.from({ length: 5001 }, () => line('A', '1'));
    const response = await call('POST', '/api/batch-search', tokens.wholesale, { name: '', lines: many });
    assert.ok(response.statusCode === 400 || response.statusCode === 413, response.body);
    assert.match(json<ApiErrorBody>(response).message, cyrillic);
    assert.equal(await countRows(t.db, 'batch_searches'), before);
  });
});

describe('batch search: adding to the cart', () => {
  it('adds the selected lines in one call with the add-to-cart rules, each line reported', async () => {
    const customer = await insertCustomer(t.app, t.db, { batchSearch: true });
    const { uid } = await search(customer.token, [
      line('MANN-FILTER', 'W 712/75', '1', 'заказ 17'),
      line('BOSCH', '0 451 103 316', '1'),
    ]);
    const { lines } = await ok<BatchResult>('GET', `/api/batch-search/${uid}`, customer.token);
    const [mann, bosch] = lines;
    assert.ok(mann?.bestByPrice && bosch?.bestByPrice);
    const report = await ok<BatchCartReport>('POST', `/api/batch-search/${uid}/cart`, customer.token, {
      lines: [
        { line: 1, itemKey: mann.bestByPrice.itemKey, amount: 1 },
        // More than the stock: refused by the shared quantity rule.
        { line: 2, itemKey: bosch.bestByPrice.itemKey, amount: bosch.bestByPrice.amount + 1 },
        // Another line's offer: refused, the line names another part.
        { line: 2, itemKey: mann.bestByPrice.itemKey, amount: 1 },
      ],
    });
    assert.equal(report.added, 1);
    assert.equal(report.failed, 2);
    assert.equal(report.cartCount, 1);
    assert.match(report.lines[1]?.message ?? '', /Доступное количество/);
    assert.match(report.lines[2]?.message ?? '', cyrillic);
    const cart = await ok<CartResponse>('GET', '/api/v2/cart', customer.token);
    assert.equal(cart.items[0]?.reference, 'заказ 17');
  });
});

describe('batch search: files', () => {
  it('reads a Windows-1251 csv with a Russian header, columns detected', async () => {
    const text =
      'Бренд;Артикул;Кол-во;Комментарий\r\nMANN-FILTER;W 712/75;2;для Лады\r\nBOSCH;0 451 103 316;1;\r\n';
    const response = await upload(tokens.wholesale, 'список.csv', iconv.encode(text, 'windows-1251'));
    assert.equal(response.statusCode, 200, response.body);
    const parsed = json<BatchParseResult>(response);
    assert.equal(parsed.hasHeader, true);
    assert.deepEqual(parsed.columns, { brand: 0, number: 1, quantity: 2, comment: 3 });
    assert.deepEqual(parsed.rows[1], ['MANN-FILTER', 'W 712/75', '2', 'для Лады']);
  });

  it('guesses the columns of pasted lines without a header (number, quantity, brand in any order)', async () => {
    const text = 'W 712/75\tMANN-FILTER\t3\n0 451 103 316\tBOSCH\t1\n';
    const parsed = json<BatchParseResult>(await upload(tokens.wholesale, 'вставка.txt', Buffer.from(text)));
    assert.equal(parsed.hasHeader, false);
    assert.deepEqual(parsed.columns, { brand: 1, number: 0, quantity: 2, comment: null });
  });

  it('guesses the columns of ten real layouts from their cells and header words', async () => {
    const none = { brand: null, number: null, quantity: null, comment: null };
    const layouts: [string, string, Partial<BatchParseResult['columns']>, boolean, string[]][] = [
      // A brand with 'part' in it once passed for a header naming the number column.
      [
        'вставка.txt',
        'PARTS-MALL\tPXCLA-004\t2\nMANN-FILTER\tW 712/75\t1\nKNECHT\tOC 90\t3\n',
        { brand: 0, number: 1, quantity: 2 },
        false,
        ['PARTS-MALL', 'PXCLA-004', '2'],
      ],
      [
        'вставка.txt',
        'W712/75 2\nOC90 1\n03C115561H 4\n',
        { number: 0, quantity: 1 },
        false,
        ['W712/75', '2'],
      ],
      [
        'вставка.txt',
        'MANN-FILTER W712/75 2\nKNECHT OC 90 1\nVAG 03C115561H 4\n',
        { brand: 0, number: 1, quantity: 2 },
        false,
        ['MANN-FILTER', 'W712/75', '2'],
      ],
      ['вставка.txt', 'W71275\nOC90\n0 986 452 041\n', { number: 0 }, false, ['W71275']],
      [
        'вставка.txt',
        '0 451 103 316\n0 242 235 666\n0 986 452 041\n',
        { number: 0 },
        false,
        ['0 451 103 316'],
      ],
      [
        'список.csv',
        'W 712/75;MANN-FILTER;2\nOC 90;KNECHT;1\n',
        { brand: 1, number: 0, quantity: 2 },
        false,
        ['W 712/75', 'MANN-FILTER', '2'],
      ],
      [
        'список.txt',
        'Артикул\tПроизводитель\tКоличество\nW 712/75\tMANN-FILTER\t2\n',
        { brand: 1, number: 0, quantity: 2 },
        true,
        ['Артикул', 'Производитель', 'Количество'],
      ],
      [
        'вставка.txt',
        'W 712/75\t2\tдля Лады\nOC 90\t1\tзапас\n',
        { number: 0, quantity: 1, comment: 2 },
        false,
        ['W 712/75', '2', 'для Лады'],
      ],
      [
        'список.csv',
        'MANN-FILTER;W 712/75\nBOSCH;0 451 103 316\n',
        { brand: 0, number: 1 },
        false,
        ['MANN-FILTER', 'W 712/75'],
      ],
      [
        'list.csv',
        'Brand,Part number,Qty,Note\nMANN-FILTER,W 712/75,2,for the van\n',
        { brand: 0, number: 1, quantity: 2, comment: 3 },
        true,
        ['Brand', 'Part number', 'Qty', 'Note'],
      ],
      ['вставка.txt', 'W712/75   2\r\n OC90 1 \r\n', { number: 0, quantity: 1 }, false, ['W712/75', '2']],
    ];
    for (const [filename, text, columns, hasHeader, firstRow] of layouts) {
      const response = await upload(tokens.wholesale, filename, Buffer.from(text));
      assert.equal(response.statusCode, 200, response.body);
      const parsed = json<BatchParseResult>(response);
      assert.deepEqual(parsed.columns, { ...none, ...columns }, text);
      assert.equal(parsed.hasHeader, hasHeader, text);
      assert.deepEqual(parsed.rows[0], firstRow, text);
    }
  });

  it('reads an xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Заказ');
    sheet.addRow(['Производитель', 'Номер', 'Количество']);
    sheet.addRow(['MANN-FILTER', 'W 712/75', 4]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const parsed = json<BatchParseResult>(await upload(tokens.wholesale, 'заказ.xlsx', data));
    assert.deepEqual(parsed.rows[1], ['MANN-FILTER', 'W 712/75', '4']);
    assert.equal(parsed.columns.quantity, 2);
  });

  it('refuses a broken xlsx, a file of 100,000 lines and an unknown format with Russian messages', async () => {
    assertRussian(await upload(tokens.wholesale, 'broken.xlsx', Buffer.from('PK\u0003\u0004 не архив')), 400);
    const huge = Buffer.from('MANN;W71275;1\n'.repeat(100_000));
    const refused = await upload(tokens.wholesale, 'huge.txt', huge);
    assertRussian(refused, 400);
    assert.match(json<ApiErrorBody>(refused).message, /больше 5\s000 строк/);
    assertRussian(await upload(tokens.wholesale, 'list.pdf', Buffer.from('%PDF')), 400);
  });
});

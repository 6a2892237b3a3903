import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { ApiErrorBody, ImportReport } from '@shop/shared';
import { formatNumber } from '@shop/shared/format';
import { loadConfig } from '../src/config.js';
import { checkXlsxArchive, type XlsxCaps } from '../src/catalog/import/xlsx-archive.js';
import { ImportError } from '../src/catalog/import/errors.js';
import { CART_XLSX_CAPS } from '../src/cart/upload-file.js';
import { bearer, countRows, createTestApp, demo, json, login, type TestApp } from './helpers.js';
import { insertCatalog, offersOf, type Catalog } from './import-fixtures.js';
import { ensurePriceLevel, insertCustomer } from './checkout-fixtures.js';

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Прайс');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A few kilobytes that unpack to a shared-strings table of megabytes: one long text of a repeated word. */
const stringsBomb = () =>
  xlsx([
    ['Бренд', 'Номер'],
    ['ПРАЙС'.repeat(400_000), 'OC 90'],
  ]);

const boundary = '----upload-caps-test';

function multipart(fields: Record<string, string>, name: string, data: Buffer): Buffer {
  const parts = Object.entries(fields).map(([field, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
  );
  return Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** The byte offset of the central directory, from the end record (no archive comment). */
function centralDirectoryOffset(zip: Buffer): number {
  return zip.readUInt32LE(zip.length - 22 + 16);
}

describe('XLSX archives are checked before exceljs reads them', () => {
  const caps: XlsxCaps = {
    maxUnpackedBytes: 2_000_000,
    maxSharedStringsBytes: 500_000,
    maxSharedStrings: 100,
  };

  it('a plain workbook passes', async () => {
    await checkXlsxArchive(await xlsx([['Бренд', 'Номер', 'Цена']]), caps);
  });

  it('refuses too many unpacked bytes, a big or long shared-strings table, with Russian 413 errors', async () => {
    const cases: [Buffer, RegExp][] = [
      [
        await stringsBomb(),
        /^В файле XLSX слишком много текста: таблица строк больше 488\u00a0КБ или 100 строк$/,
      ],
      [
        await xlsx(Array.from({ length: 200 }, (_, i) => [`Номер ${i}`])),
        /^В файле XLSX слишком много текста/,
      ],
      [
        await xlsx(Array.from({ length: 20_000 }, () => [1, 1, 1, 1, 1])),
        /^Файл XLSX слишком велик в распакованном виде: больше 2\u00a0МБ$/,
      ],
    ];
    for (const [file, message] of cases) {
      await assert.rejects(checkXlsxArchive(file, caps), (error: unknown) => {
        assert.ok(error instanceof ImportError);
        assert.equal(error.status, 413);
        assert.match(error.message, message);
        return true;
      });
    }
  });

  it('refuses bytes the central directory does not list and an entry bigger than it says', async () => {
    const zip = await xlsx([['Бренд', 'Номер', 'Цена']]);
    const offset = centralDirectoryOffset(zip);
    // A local header hidden before the directory: exceljs would read it, the directory does not list it.
    const hidden = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60)]);
    const smuggled = Buffer.concat([zip.subarray(0, offset), hidden, zip.subarray(offset)]);
    smuggled.writeUInt32LE(offset + hidden.length, smuggled.length - 22 + 16);

    // The first entry of the directory claims to unpack to 1 byte.
    const lying = Buffer.from(zip);
    lying.writeUInt32LE(1, offset + 24);

    for (const file of [smuggled, lying, Buffer.from('not a zip')]) {
      await assert.rejects(checkXlsxArchive(file, caps), (error: unknown) => {
        assert.ok(error instanceof ImportError);
        assert.equal(error.status, 400);
        assert.equal(error.message, 'Файл не читается как XLSX: повреждённый архив');
        return true;
      });
    }
  });
});

describe('uploads refuse zip bombs and write nothing', () => {
  let t: TestApp;
  let catalog: Catalog;
  let adminToken: string;
  const mapping = JSON.stringify({ brand: 0, number: 1, name: 2, price: 3, amount: 4 });

  before(async () => {
    const defaults = loadConfig({}).priceListUpload;
    t = await createTestApp({
      priceListUpload: {
        maxFileBytes: 200_000,
        xlsx: { ...defaults.xlsx, maxSharedStringsBytes: 1_000_000, maxUnpackedBytes: 4_000_000 },
      },
    });
    catalog = await insertCatalog(t);
    // The cart prices what it adds: the upload needs a price level even when it adds nothing.
    await ensurePriceLevel(t.db);
    adminToken = await login(t.app, demo.admin.email, demo.admin.password);
  });
  after(() => t.close());

  const importList = (name: string, data: Buffer, fields: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/pricelist/import?vendor=${catalog.vendor}`,
      headers: { ...bearer(adminToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart({ mapping, mode: 'update', ...fields }, name, data),
    });

  it('the price list: a real XLSX is imported, a bomb is refused and the offers stay as they were', async () => {
    const good = await importList(
      'list.xlsx',
      await xlsx([
        ['Бренд', 'Номер', 'Название', 'Цена', 'Остаток'],
        ['Import Beta', 'OC 90', 'Фильтр', 12.3, 4],
      ]),
    );
    assert.equal(good.statusCode, 200, good.body);
    assert.equal(json<ImportReport>(good).imported, 1);
    const before = await offersOf(t, catalog.vendor);

    const bomb = await importList('list.xlsx', await stringsBomb());
    assert.equal(bomb.statusCode, 413, bomb.body);
    assert.match(json<ApiErrorBody>(bomb).message, /^В файле XLSX слишком много текста/);
    assert.deepEqual(await offersOf(t, catalog.vendor), before);
  });

  it('the price list: a file over PRICE_LIST_MAX_MB is refused with 413', async () => {
    const big = Buffer.from(
      `Бренд;Номер;Название;Цена;Остаток\n${'Import Beta;OC 90;Фильтр;1;1\n'.repeat(10_000)}`,
    );
    const response = await importList('list.csv', big, { delimiter: ';' });
    assert.equal(response.statusCode, 413, response.body);
    assert.equal(json<ApiErrorBody>(response).message, 'Файл прайс-листа больше 195\u00a0КБ');
  });

  it('a form without a boundary or cut short: 400 in Russian on every upload route, nothing written', async () => {
    const customer = await insertCustomer(t.app, t.db, { batchSearch: true });
    const admin = bearer(adminToken);
    const routes: [string, Record<string, string>][] = [
      [`/api/admin/pricelist/import?vendor=${catalog.vendor}`, admin],
      ['/api/admin/pricelist/preview', admin],
      ['/api/admin/media', admin],
      ['/api/cart/upload', customer.headers],
      ['/api/batch-search/parse', customer.headers],
    ];
    const filePart =
      `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${mapping}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\n\r\n` +
      'Import Beta;OC 90;Фильтр;1;1\n';
    const forms: [string, string][] = [
      ['multipart/form-data', filePart],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, filePart],
      [`multipart/form-data; boundary=${boundary}`, filePart],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-da`],
    ];
    const before = [await offersOf(t, catalog.vendor), await countRows(t.db, 'cart_items')];
    for (const [url, headers] of routes) {
      for (const [type, payload] of forms) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': type },
          payload,
        });
        assert.equal(response.statusCode, 400, `${url} ${type}: ${response.body}`);
        assert.equal(
          json<ApiErrorBody>(response).message,
          'Форма с файлом не читается: нет границы частей (boundary) или данные оборваны',
          `${url} ${type}: ${response.body}`,
        );
      }
    }
    assert.deepEqual([await offersOf(t, catalog.vendor), await countRows(t.db, 'cart_items')], before);
    assert.equal(await countRows(t.db, 'media'), 0);
  });

  it('the cart: a bomb is refused and nothing lands in the cart', async () => {
    const customer = await insertCustomer(t.app, t.db, { batchSearch: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/upload',
      headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart({}, 'list.xlsx', await stringsBomb()),
    });
    assert.equal(response.statusCode, 413, response.body);
    assert.equal(
      json<ApiErrorBody>(response).message,
      `В файле XLSX слишком много текста: таблица строк больше 1\u00a0МБ или ${formatNumber(CART_XLSX_CAPS.maxSharedStrings, 0)} строк`,
    );
    assert.equal(await countRows(t.db, 'cart_items'), 0);
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { ImportReport } from '@shop/shared';
import { importPriceList, type ImportOptions } from '../src/catalog/import/importer.js';
import { ImportError } from '../src/catalog/import/errors.js';
import { createTestApp, type TestApp } from './helpers.js';
import { insertCatalog, offersOf, type Catalog } from './import-fixtures.js';

const csvMapping = {
  brand: 'Бренд',
  number: 'B',
  name: 2,
  price: 'Цена',
  amount: 'Остаток',
  deliveryHours: 5,
};

const goodCsv = [
  'Бренд;Номер;Наименование;Цена;Остаток;Срок',
  'Импорт-Альфа;W 712/75;Фильтр масляный;1 234,50;12;0',
  'I-Beta;0 451 103 316;Фильтр масляный;980;>100;24',
  '',
  'Неизвестный;X1;Что-то;10;1;0',
  'Import Beta;;Без номера;10;1;0',
  'Import Beta;OC 90;"Фильтр ""масляный""";-5;1;0',
  'Import Beta;OC 91;Фильтр;5;много;0',
  'Import Beta;OC 92;"Фильтр',
  'на две строки";7,5;3;48',
  'Import Beta;OC 95;Фильтр;1;-1;0',
].join('\r\n');

/** Header-less comma-separated lines: brand, number, name, price, amount. */
function importLines(t: TestApp, vendorId: number, lines: string[]): Promise<ImportReport> {
  const mapping = { brand: 0, number: 1, name: 2, price: 3, amount: 4 };
  return importPriceList(t.handle, Readable.from([lines.join('\n')]), {
    vendorId,
    format: 'csv',
    mapping,
    hasHeader: false,
  });
}

function csvOptions(vendorId: number, extra: Partial<ImportOptions> = {}): ImportOptions {
  return { vendorId, format: 'csv', mapping: csvMapping, delimiter: ';', decimalComma: true, ...extra };
}

/** A stream that fails after its first chunk, like a broken upload. */
function failingStream(first: string): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error('соединение оборвано'));
        return;
      }
      sent = true;
      this.push(Buffer.from(first));
    },
  });
}

describe('price-list importer', () => {
  let t: TestApp;
  let catalog: Catalog;
  before(async () => {
    t = await createTestApp();
    catalog = await insertCatalog(t);
  });
  after(() => t.close());

  it('imports a CSV list in windows-1251, keeps good rows and reports bad ones by line', async () => {
    const file = Readable.from([iconv.encode(goodCsv, 'win1251')]);
    const report = await importPriceList(
      t.handle,
      file,
      csvOptions(catalog.vendor, { encoding: 'windows-1251' }),
    );
    assert.equal(report.vendorId, catalog.vendor);
    assert.equal(report.imported, 3);
    assert.deepEqual(report.rejected, [
      { line: 5, reason: 'Неизвестный бренд «Неизвестный»' },
      { line: 6, reason: 'Не указан номер' },
      { line: 7, reason: 'Цена должна быть неотрицательным числом, а не «-5»' },
      { line: 8, reason: 'Количество должно быть целым неотрицательным числом, а не «много»' },
      { line: 11, reason: 'Количество должно быть целым неотрицательным числом, а не «-1»' },
    ]);
    assert.equal(report.rejectedTotal, 5);
    assert.ok(report.seconds >= 0);

    const offers = await offersOf(t, catalog.vendor);
    assert.deepEqual(
      offers.map((o) => [o.brand_id, o.number, o.purchase_price, o.amount, o.delivery_hours]),
      [
        [catalog.brands.beta, '0 451 103 316', '980.00', 100, 24],
        [catalog.brands.beta, 'OC 92', '7.50', 3, 48],
        [catalog.brands.alpha, 'W 712/75', '1234.50', 12, 0],
      ],
    );
    assert.ok(
      offers.every((offer) => offer.currency === 'RUB' && offer.min_amount === 1 && offer.refund_allowed),
    );
    const good = await t.db
      .selectFrom('goods')
      .select(['name', 'normalized_number'])
      .where('normalized_number', '=', 'OC92')
      .executeTakeFirstOrThrow();
    assert.equal(good.name, 'Фильтр на две строки');
  });

  it('imports an XLSX list, reuses existing goods and replaces the vendor offers', async () => {
    const otherOffer = await importLines(t, catalog.otherVendor, ['Import Beta,OC 90,Фильтр,100,5']);
    assert.equal(otherOffer.imported, 1);
    const goodsBefore = await t.db.selectFrom('goods').select('id').execute();

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Прайс');
    sheet.addRow([
      'Производитель',
      'Артикул',
      'Название',
      'Цена',
      'Валюта',
      'Кол-во',
      'Кратность',
      'Возврат',
    ]);
    sheet.addRow(['IMPORT-ALFA', 'w71275', 'Фильтр', 99.9, 'EUR', 4, 2, 'нет']);
    sheet.addRow(['import beta', 'OC-90', 'Фильтр масляный', 150, '', 7, '', 'да']);
    sheet.addRow(['import beta', 'OC 93', 'Фильтр', 'дорого', '', 1, '', '']);
    sheet.addRow(['import beta', 'OC 94', 'Фильтр', 10, 'XYZ', 1, '', '']);
    const workbookData = await workbook.xlsx.writeBuffer();
    const report = await importPriceList(t.handle, Readable.from([Buffer.from(workbookData)]), {
      vendorId: catalog.vendor,
      format: 'xlsx',
      mapping: {
        brand: 'Производитель',
        number: 'Артикул',
        name: 'Название',
        price: 'Цена',
        currency: 'Валюта',
        amount: 'Кол-во',
        multiplicity: 'Кратность',
        refundAllowed: 'Возврат',
      },
    });
    assert.deepEqual(report.rejected, [
      { line: 2, reason: 'Неизвестный бренд «IMPORT-ALFA»' },
      { line: 4, reason: 'Цена должна быть неотрицательным числом, а не «дорого»' },
      { line: 5, reason: 'Неизвестная валюта «XYZ»' },
    ]);
    assert.equal(report.imported, 1);
    // The previous three offers of the vendor are gone; the other vendor keeps its own.
    const offers = await offersOf(t, catalog.vendor);
    assert.deepEqual(
      offers.map((offer) => [offer.number, offer.purchase_price, offer.amount, offer.refund_allowed]),
      [['OC 90', '150.00', 7, true]],
    );
    assert.equal((await offersOf(t, catalog.otherVendor)).length, 1);
    const goodsAfter = await t.db.selectFrom('goods').select('id').execute();
    assert.equal(goodsAfter.length, goodsBefore.length, 'OC-90 is the existing good OC 90');
  });

  it('lists the first 100 bad rows and counts all of them', async () => {
    const lines = ['Import Beta,OK 1,Фильтр,1,1'];
    for (let index = 0; index < 150; index += 1) lines.push(`Import Beta,BAD ${index},Фильтр,x,1`);
    const report = await importLines(t, catalog.otherVendor, lines);
    assert.equal(report.imported, 1);
    assert.equal(report.rejected.length, 100);
    assert.equal(report.rejectedTotal, 150);
    assert.equal(report.rejected[99]?.line, 101);
  });

  it('keeps the offers still listed (and their ids), updates what changed, deletes the rest', async () => {
    const vendorId = (
      await t.db
        .insertInto('vendors')
        .values({ name: 'Склад сверки' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const load = (lines: string[]) => importLines(t, vendorId, lines);
    const listed = () =>
      t.db
        .selectFrom('offers as o')
        .innerJoin('goods as g', 'g.id', 'o.good_id')
        .select(['o.id', 'g.number', 'o.purchase_price', 'o.updated_at'])
        .where('o.vendor_id', '=', vendorId)
        .orderBy('o.id')
        .execute();
    await load([
      'Import Beta,KEEP 1,Фильтр,10,5',
      'Import Beta,KEEP 1,Фильтр,11,5',
      'Import Beta,GONE 1,Фильтр,10,1',
    ]);
    const [first, second] = (await listed()).filter((offer) => offer.number === 'KEEP 1');
    assert.ok(first && second);

    const report = await load([
      'Import Beta,NEW 1,Фильтр,10,1',
      'Import Beta,KEEP 1,Фильтр,10,5',
      'Import Beta,KEEP-1,Фильтр,12,5',
    ]);
    assert.equal(report.imported, 3);
    const after = await listed();
    assert.deepEqual(
      after.map((offer) => [offer.number, offer.purchase_price]),
      [
        ['KEEP 1', '10.00'],
        ['KEEP 1', '12.00'],
        ['NEW 1', '10.00'],
      ],
    );
    assert.equal(after[0]?.id, first.id);
    assert.deepEqual(after[0]?.updated_at, first.updated_at, 'an unchanged offer is not rewritten');
    assert.equal(after[1]?.id, second.id);
  });

  it('changes nothing when the import fails part way or has no good row', async () => {
    const before = await offersOf(t, catalog.vendor);
    const goodsBefore = await t.db.selectFrom('goods').select('id').execute();
    const broken = failingStream(
      'Бренд;Номер;Наименование;Цена;Остаток;Срок\nImport Beta;NEW 1;Новый;10;1;0\n',
    );
    await assert.rejects(
      importPriceList(t.handle, broken, csvOptions(catalog.vendor)),
      /соединение оборвано/,
    );

    const bad = Readable.from([
      'Бренд;Номер;Наименование;Цена;Остаток;Срок\nImport Beta;NEW 2;Новый;x;1;0\n',
    ]);
    await assert.rejects(importPriceList(t.handle, bad, csvOptions(catalog.vendor)), (error: unknown) => {
      assert.ok(error instanceof ImportError);
      assert.equal(
        error.message,
        'В прайс-листе нет ни одной пригодной строки; предложения поставщика не изменены',
      );
      assert.deepEqual(error.details, ['Строка 2: Цена должна быть неотрицательным числом, а не «x»']);
      return true;
    });

    const noColumn = Readable.from(['Бренд;Номер\nImport Beta;NEW 3\n']);
    await assert.rejects(
      importPriceList(t.handle, noColumn, csvOptions(catalog.vendor)),
      /В строке заголовка нет колонки «Цена» \(поле «цена»\)/,
    );
    await assert.rejects(
      importPriceList(t.handle, Readable.from(['']), csvOptions(999_999)),
      (error: unknown) => error instanceof ImportError && error.status === 404,
    );

    assert.deepEqual(await offersOf(t, catalog.vendor), before);
    assert.equal((await t.db.selectFrom('goods').select('id').execute()).length, goodsBefore.length);
  });
});

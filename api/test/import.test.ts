import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { ImportReport } from '@shop/shared';
import { importPriceList, type ImportOptions } from '../src/catalog/import/importer.js';
import { ImportError } from '../src/catalog/import/errors.js';
import { normalizeBrandName } from '@shop/shared/catalog';
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

const stockReason =
  'Количество должно быть целым неотрицательным числом, «>10», «10+», «<5», «5-10» или словом из настроек ' +
  'поставщика, а не';

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
    assert.equal(report.imported, 4);
    assert.equal(report.held, 1, 'the row of an unknown brand waits for the manager');
    assert.deepEqual(report.rejected, [
      { line: 6, reason: 'Не указан номер' },
      { line: 7, reason: 'Цена должна быть неотрицательным числом, а не «-5»' },
      { line: 11, reason: `${stockReason} «-1»` },
    ]);
    assert.equal(report.rejectedTotal, 3);
    assert.ok(report.seconds >= 0);

    const offers = await offersOf(t, catalog.vendor);
    assert.deepEqual(
      offers.map((o) => [o.brand_id, o.number, o.purchase_price, o.amount, o.delivery_hours]),
      [
        [catalog.brands.beta, '0 451 103 316', '980.00', 100, 24],
        [catalog.brands.beta, 'OC 91', '5.00', 10, 0],
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
      { line: 4, reason: 'Цена должна быть неотрицательным числом, а не «дорого»' },
      { line: 5, reason: 'Неизвестная валюта «XYZ»' },
    ]);
    assert.equal(report.held, 1, 'IMPORT-ALFA is no known spelling: held');
    assert.equal(report.imported, 1);
    // The previous offers of the vendor are gone; the other vendor keeps its own.
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
      'Import Beta,GONE 1,Фильтр,10,1',
      'Import Beta,GONE 2,Фильтр,10,1',
    ]);
    const [first] = (await listed()).filter((offer) => offer.number === 'KEEP 1');
    assert.ok(first);

    // KEEP 1 twice more: one offer, at the better price (10, as before: not rewritten).
    const report = await load([
      'Import Beta,NEW 1,Фильтр,10,1',
      'Import Beta,KEEP 1,Фильтр,11,5',
      'Import Beta,KEEP-1,Фильтр,10,5',
    ]);
    assert.equal(report.imported, 2);
    assert.equal(report.merged, 1);
    assert.deepEqual(report.changes, { added: 1, changed: 0, removed: 2, unchanged: 1, existing: 3 });
    const after = await listed();
    assert.deepEqual(
      after.map((offer) => [offer.number, offer.purchase_price]),
      [
        ['KEEP 1', '10.00'],
        ['NEW 1', '10.00'],
      ],
    );
    assert.equal(after[0]?.id, first.id);
    assert.deepEqual(after[0]?.updated_at, first.updated_at, 'an unchanged offer is not rewritten');
  });

  it('reads stock as distributors write it, by the vendor’s settings', async () => {
    const vendorId = (
      await t.db
        .insertInto('vendors')
        .values({ name: 'Склад слов' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const stocks = ['7', '>10', '10+', '<5', 'есть', 'Много', 'нет', '-', '5-10', 'В  наличии', 'штук пять'];
    const lines = stocks.map((stock, index) => `Import Beta,ST ${index},Фильтр,1,${stock}`);
    const amounts = async () =>
      (await offersOf(t, vendorId)).map((offer) => [offer.number, offer.amount] as const);
    const report = await importLines(t, vendorId, lines);
    assert.deepEqual(report.rejected, [{ line: 11, reason: `${stockReason} «штук пять»` }]);
    // What the manager sees in the dry run: each way of writing stock other than a count, as it was read.
    assert.deepEqual(report.stockReadings.map(({ written, units }) => `${written}=${units}`).sort(), [
      '-=0',
      '10+=10',
      '5-10=5',
      '<5=1',
      '>10=10',
      'В  наличии=1',
      'Много=10',
      'есть=1',
      'нет=0',
    ]);
    assert.ok(report.stockReadings.every((reading) => reading.rows === 1));
    assert.deepEqual(
      await amounts(),
      [
        ['ST 0', 7],
        ['ST 1', 10],
        ['ST 10', undefined],
        ['ST 2', 10],
        ['ST 3', 1],
        ['ST 4', 1],
        ['ST 5', 10],
        ['ST 6', 0],
        ['ST 7', 0],
        ['ST 8', 5],
        ['ST 9', 1],
      ].filter(([, amount]) => amount !== undefined),
    );

    // The vendor's own meanings: 'есть' is 3, '<5' is 4, and a word of its own.
    await t.db
      .insertInto('price_list_settings' as never)
      .values({
        vendor_id: vendorId,
        stock_words: JSON.stringify({ есть: 3, много: 50, нет: 0, '-': 0, 'штук пять': 5 }),
        less_than: 'below',
        duplicates: 'first',
      } as never)
      .execute();
    await importLines(t, vendorId, lines);
    const byNumber = new Map(await amounts());
    assert.equal(byNumber.get('ST 3'), 4);
    assert.equal(byNumber.get('ST 4'), 3);
    assert.equal(byNumber.get('ST 5'), 50);
    assert.equal(byNumber.get('ST 10'), 5);
    assert.equal(byNumber.has('ST 9'), false, "'в наличии' is not among this vendor's words");
  });

  it('knows brands by Cyrillic and Latin spellings and merges one part’s rows into one offer', async () => {
    const brand = async (name: string, synonyms: string[]) => {
      const { id } = await t.db
        .insertInto('brands')
        .values({ name, normalized_name: normalizeBrandName(name) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const synonym of synonyms) {
        await t.db
          .insertInto('brand_synonyms')
          .values({ normalized_name: normalizeBrandName(synonym), brand_id: id, name: synonym })
          .execute();
      }
      return id;
    };
    const mann = await brand('MANN-FILTER', ['MANN']);
    const lada = await brand('LADA', ['ВАЗ']);
    const febi = await brand('FEBI BILSTEIN', ['FEBI']);
    const vendorId = (
      await t.db
        .insertInto('vendors')
        .values({ name: 'Дистрибьютор' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const report = await importLines(t, vendorId, [
      'MANN,W712/75,Фильтр масляный,410,>10',
      'Mann-Filter,W 712/75,Фильтр масляный,395,10+',
      'МАНН,W-712-75,Фильтр масляный,420,3',
      'ЛАДА,21080-1012005,Фильтр,150,есть',
      'ВАЗ,21080 1012005,Фильтр,160,2',
      'ФЕБИ,01089,Свеча,300,<5',
    ]);
    assert.equal(report.imported, 3);
    assert.equal(report.merged, 3);
    assert.equal(report.held, 0);
    const offers = await offersOf(t, vendorId);
    assert.deepEqual(
      offers.map((offer) => [offer.brand_id, offer.number, offer.purchase_price, offer.amount]),
      [
        [febi, '01089', '300.00', 1],
        [lada, '21080-1012005', '150.00', 1],
        [mann, 'W712/75', '395.00', 10],
      ],
    );
  });

  it('updates only the listed parts in update mode, and counts the changes', async () => {
    const vendorId = (
      await t.db
        .insertInto('vendors')
        .values({ name: 'Склад обновления' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await importLines(t, vendorId, [
      'Import Beta,UP 1,Ф,10,1',
      'Import Beta,UP 2,Ф,20,1',
      'Import Beta,UP 3,Ф,30,1',
    ]);
    const lines = ['Import Beta,UP 2,Ф,25,1', 'Import Beta,UP 4,Ф,40,1', 'Import Beta,UP 4,Ф,41,1'];
    const options = { vendorId, format: 'csv' as const, hasHeader: false, mode: 'update' as const };
    const mapping = { brand: 0, number: 1, name: 2, price: 3, amount: 4 };
    const dry = await importPriceList(t.handle, Readable.from([lines.join('\n')]), {
      ...options,
      mapping,
      dryRun: true,
    });
    assert.equal(dry.dryRun, true);
    assert.deepEqual(dry.changes, { added: 1, changed: 1, removed: 0, unchanged: 0, existing: 3 });
    assert.equal(dry.merged, 1);
    assert.equal((await offersOf(t, vendorId)).length, 3, 'a dry run changes nothing');
    const report = await importPriceList(t.handle, Readable.from([lines.join('\n')]), {
      ...options,
      mapping,
    });
    assert.deepEqual(report.changes, dry.changes);
    assert.deepEqual(
      (await offersOf(t, vendorId)).map((offer) => [offer.number, offer.purchase_price]),
      [
        ['UP 1', '10.00'],
        ['UP 2', '25.00'],
        ['UP 3', '30.00'],
        ['UP 4', '40.00'],
      ],
    );
  });

  it('finds the header of an XLSX list under merged title rows', async () => {
    const vendorId = (
      await t.db
        .insertInto('vendors')
        .values({ name: 'Склад XLSX' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Прайс');
    sheet.addRow(['Прайс-лист ООО «Дистрибьютор» на 01.06']);
    sheet.mergeCells('A1:E1');
    sheet.addRow(['Производитель', 'Товар', '', 'Цена', 'Наличие']);
    sheet.mergeCells('B2:C2');
    sheet.addRow(['', 'Артикул', 'Наименование', '', '']);
    sheet.addRow(['Import Beta', 'XL 1', 'Фильтр', 12.5, 'много']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = await importPriceList(t.handle, Readable.from([data]), {
      vendorId,
      format: 'xlsx',
      mapping: { brand: 'Производитель', number: 'B', name: 'C', price: 'Цена', amount: 'Наличие' },
    });
    assert.equal(report.imported, 1);
    assert.deepEqual(report.rejected, [{ line: 3, reason: 'Не указан бренд' }]);
    assert.deepEqual(
      (await offersOf(t, vendorId)).map((offer) => [offer.number, offer.purchase_price, offer.amount]),
      [['XL 1', '12.50', 10]],
    );
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

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { numberText } from '../src/price-list/number-text.js';
import { XlsxSheetLayout, XlsxStream, xmlText } from '../src/price-list/xlsx.js';

/** The package written by hand, read back by exceljs as the customers' programs read it. */

const layout = new XlsxSheetLayout([
  { title: 'Бренд', width: 16 },
  { title: 'Цена, ₽', width: 20, money: true },
]);

async function written(fill: (xlsx: XlsxStream) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const xlsx = new XlsxStream(output);
  await fill(xlsx);
  await xlsx.finish();
  return Buffer.concat(chunks);
}

describe('the price list XLSX', () => {
  it('escapes markup and drops characters XML does not allow', () => {
    assert.equal(xmlText('Фильтр <масляный> & Ко\u0001\u0008'), 'Фильтр &lt;масляный&gt; &amp; Ко');
    assert.equal(
      layout.row(2, [' A ', 12.5]),
      '<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve"> A </t></is></c><c r="B2" s="2"><v>12.5</v></c></row>',
    );
  });

  it('opens with exceljs: sheets, inline strings, numbers; money in roubles, the header bold, frozen and filtered', async () => {
    const body = await written(async (xlsx) => {
      xlsx.openSheet('Прайс-лист', layout);
      await xlsx.write(xlsx.row(['MANN & <Co>', 617]) + xlsx.row(['Ё\tтаб', 0.5]));
      xlsx.openSheet('Прайс-лист 2', layout);
      await xlsx.write(xlsx.row(['BOSCH', 1000000]));
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([body]));
    assert.deepEqual(
      workbook.worksheets.map((sheet) => sheet.name),
      ['Прайс-лист', 'Прайс-лист 2'],
    );
    const [first, second] = workbook.worksheets;
    assert.ok(first && second);
    const values = (sheet: ExcelJS.Worksheet) =>
      sheet
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (Array.isArray(row) ? row.slice(1) : row));
    assert.deepEqual(values(first), [
      ['Бренд', 'Цена, ₽'],
      ['MANN & <Co>', 617],
      ['Ё\tтаб', 0.5],
    ]);
    assert.deepEqual(values(second), [
      ['Бренд', 'Цена, ₽'],
      ['BOSCH', 1000000],
    ]);
    for (const [sheet, lastRow] of [
      [first, 3],
      [second, 2],
    ] as const) {
      assert.equal(sheet.views[0]?.state, 'frozen');
      assert.equal(sheet.views[0]?.state === 'frozen' ? sheet.views[0].ySplit : null, 1);
      assert.deepEqual(
        [1, 2].map((column) => sheet.getColumn(column).width),
        [16, 20],
      );
      assert.equal(sheet.autoFilter, `A1:B${lastRow}`);
      assert.deepEqual(
        [1, 2].map((column) => sheet.getRow(1).getCell(column).font?.bold),
        [true, true],
      );
      assert.equal(sheet.getCell('B2').numFmt, '#,##0.00 "₽"');
      assert.equal(sheet.getCell('A2').numFmt, undefined);
      assert.notEqual(sheet.getCell('A2').font?.bold, true);
    }
  });

  it('stops waiting when the client goes away in the middle', async () => {
    const output = new PassThrough({ highWaterMark: 1 });
    const xlsx = new XlsxStream(output);
    xlsx.openSheet('Прайс-лист', new XlsxSheetLayout([{ title: 'Строка', width: 10 }]));
    let rows = '';
    for (let index = 0; index < 20_000; index += 1) rows += xlsx.row([`строка ${index}`]);
    const writing = xlsx.write(rows);
    setTimeout(() => output.destroy(), 20);
    await writing;
    await xlsx.finish();
  });
});

describe('numbers of the price list as text', () => {
  it('writes every number as String() does', () => {
    const values = [0, -0, 7, 9_999, 10_000, 10_001, 99_990_000, 100_000_000, 123_456_789, -10_005];
    values.push(Number.MAX_SAFE_INTEGER, 2 ** 53, 0.5, -1.25, 1e21, Number.NaN, Infinity);
    for (let value = 0; value < 300_000; value += 997) values.push(value, value * 1_009);
    for (const value of values) assert.equal(numberText(value), String(value));
  });
});

import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** One line of the price list as the customer sees it (price in whole roubles, units available). */
export interface PriceListLine {
  brand: string;
  number: string;
  name: string;
  price: number;
  amount: number;
  minAmount: number;
  multiplicity: number;
  deliveryHours: number;
  vendor: string;
}

export const PRICE_LIST_COLUMNS = [
  'Бренд',
  'Номер',
  'Наименование',
  'Цена, ₽',
  'Наличие, шт.',
  'Минимальный заказ',
  'Кратность',
  'Срок поставки, ч.',
  'Склад',
] as const;

function cells(line: PriceListLine): (string | number)[] {
  return [
    line.brand,
    line.number,
    line.name,
    line.price,
    line.amount,
    line.minAmount,
    line.multiplicity,
    line.deliveryHours,
    line.vendor,
  ];
}

/** Writes the lines a page at a time into `output`, which is the HTTP reply's stream. */
export interface PriceListWriter {
  writePage(lines: readonly PriceListLine[]): Promise<void>;
  finish(): Promise<void>;
}

/** Waits while the client reads slower than the list is made, so at most about a page waits in memory. */
async function drained(output: Writable): Promise<void> {
  if (output.writableNeedDrain && !output.destroyed) await once(output, 'drain');
}

/** A tab or a line break inside a name would break the line into columns or lines of its own. */
const separators = /[\t\r\n]+/g;
const plain = (text: string): string => text.replace(separators, ' ');

/**
 * Tab-separated text in UTF-8 with a byte order mark (so spreadsheet programs take it for UTF-8), lines
 * ended with CR LF, the column names first.
 */
export function textWriter(output: Writable): PriceListWriter {
  output.write(`\ufeff${PRICE_LIST_COLUMNS.join('\t')}\r\n`);
  return {
    async writePage(lines) {
      let text = '';
      for (const line of lines)
        text += `${cells(line)
          .map((cell) => plain(String(cell)))
          .join('\t')}\r\n`;
      output.write(text);
      await drained(output);
    },
    async finish() {
      output.end();
      if (!output.writableFinished && !output.destroyed) await once(output, 'finish');
    },
  };
}

/**
 * XLSX through exceljs's streaming writer: each row is committed (turned into XML and zipped) when written,
 * without the shared-strings table, which it would keep whole in memory.
 */
export function xlsxWriter(output: Writable): PriceListWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Прайс-лист', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRICE_LIST_COLUMNS.map((header, index) => ({
    header,
    width: [16, 20, 48, 12, 14, 12, 12, 14, 24][index],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async writePage(lines) {
      for (const line of lines) sheet.addRow(cells(line)).commit();
      await drained(output);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

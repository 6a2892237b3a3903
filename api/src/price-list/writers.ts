import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { spreadsheetText } from './formula-text.js';
import { numberText } from './number-text.js';
import { XlsxSheetLayout, XlsxStream, type XlsxColumn } from './xlsx.js';

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

/** Widths of the xlsx's columns in characters. */
const WIDTHS: Record<(typeof PRICE_LIST_COLUMNS)[number], number> = {
  Бренд: 16,
  Номер: 20,
  Наименование: 48,
  'Цена, ₽': 14,
  'Наличие, шт.': 14,
  'Минимальный заказ': 12,
  Кратность: 12,
  'Срок поставки, ч.': 14,
  Склад: 24,
};

const XLSX_COLUMNS: readonly XlsxColumn[] = PRICE_LIST_COLUMNS.map((title) => ({
  title,
  width: WIDTHS[title],
  money: title === 'Цена, ₽',
}));

/** Writes the lines a page at a time into `output`, which is the HTTP reply's stream. */
export interface PriceListWriter {
  writePage(lines: readonly PriceListLine[]): Promise<void>;
  /** Resolves when the next page may be read (the writer's output took the last one). */
  ready?(): Promise<void>;
  finish(): Promise<void>;
}

/** Waits while the client reads slower than the list is made, so at most about a page waits in memory. */
async function drained(output: Writable): Promise<void> {
  if (output.writableNeedDrain && !output.destroyed) await once(output, 'drain');
}

/**
 * A tab or a line break inside a name would break the line into columns or lines of its own; a name that
 * starts like a formula would run as one in a spreadsheet.
 */
const separators = /[\t\r\n]+/g;
const plain = (text: string): string => spreadsheetText(text.replace(separators, ' '));

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
          .map((cell) => (typeof cell === 'number' ? numberText(cell) : plain(cell)))
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

/** The one row limit of a worksheet in Excel, the column names included. */
const SHEET_ROWS = 1_048_576;

/**
 * Characters of XML handed to the zip at a time. Small pieces die young: a string of more than 128 KB (64 K
 * characters with Cyrillic in them) is a large object, moved to the old generation by the first scavenge
 * it lives through and freed only by a full collection; such pieces piled up.
 */
const XML_PIECE = 16 * 1024;

/**
 * XLSX written as it is read from the database (`xlsx.ts`): rows become XML in pieces of 16 K characters
 * handed to the zip, and the writer waits whenever deflate has not taken the last ones, so memory holds
 * about a page whatever the list's length. A list longer than Excel's sheet continues on the next sheet.
 */
export function xlsxWriter(output: Writable): PriceListWriter {
  const xlsx = new XlsxStream(output);
  const layout = new XlsxSheetLayout(XLSX_COLUMNS);
  let sheets = 0;

  function openSheet(): void {
    sheets += 1;
    xlsx.openSheet(sheets === 1 ? 'Прайс-лист' : `Прайс-лист ${sheets}`, layout);
  }

  return {
    // No waiting here: the page's rows would outlive scavenges while deflate catches up, and only V8's full
    // collections free what got old. The reader waits in `ready` before it parses the next page.
    async writePage(lines) {
      let xml = '';
      for (const line of lines) {
        if (sheets === 0 || xlsx.rows === SHEET_ROWS || xml.length >= XML_PIECE) {
          if (xml !== '') xlsx.push(xml);
          xml = '';
          if (sheets === 0 || xlsx.rows === SHEET_ROWS) openSheet();
        }
        xml += xlsx.row(cells(line));
      }
      if (xml !== '') xlsx.push(xml);
    },
    async ready() {
      await xlsx.drained();
      await drained(output);
    },
    async finish() {
      if (sheets === 0) openSheet();
      await xlsx.finish();
    },
  };
}

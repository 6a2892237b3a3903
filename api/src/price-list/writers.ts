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

const COLUMN_WIDTHS = [16, 20, 48, 12, 14, 12, 12, 14, 24];

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

/** The one row limit of a worksheet in Excel, the column names included. */
const SHEET_ROWS = 1_048_576;

/** The zip's input stream, from archiver's copy of `readable-stream` (not Node's own Writable). */
interface ZipInput {
  once(event: 'drain', listener: () => void): unknown;
  _writableState: { needDrain: boolean };
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (Reflect.get(value, name) as unknown) : undefined;
}

function isZipInput(value: unknown): value is ZipInput {
  return (
    typeof field(value, 'once') === 'function' &&
    typeof field(field(value, '_writableState'), 'needDrain') === 'boolean'
  );
}

/**
 * Where exceljs's sheet stream hands its XML to the zip. It writes there without waiting, so when rows come
 * faster than deflate takes them the XML of the whole list would pile up in memory: the writer waits on it.
 * Null if a later exceljs keeps it elsewhere (then only the reply's own back-pressure counts).
 */
function zipInput(sheet: ExcelJS.Worksheet): ZipInput | null {
  const pipes = field(field(sheet, 'stream'), 'pipes');
  const first: unknown = Array.isArray(pipes) ? pipes[0] : null;
  return isZipInput(first) ? first : null;
}

/**
 * XLSX through exceljs's streaming writer: each row is committed (turned into XML and zipped) when written;
 * no shared-strings table (exceljs would keep it whole in memory) and no styles (they cost a third of the
 * time). A list longer than Excel's sheet continues on the next sheet.
 */
export function xlsxWriter(output: Writable): PriceListWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
    zip: { zlib: { level: 1 } },
  });
  let sheet: ExcelJS.Worksheet | null = null;
  let rows = 0;
  let sheets = 0;

  function openSheet(): ExcelJS.Worksheet {
    sheets += 1;
    const number = sheets;
    const next = workbook.addWorksheet(number === 1 ? 'Прайс-лист' : `Прайс-лист ${number}`, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    next.columns = PRICE_LIST_COLUMNS.map((header, index) => ({ header, width: COLUMN_WIDTHS[index] }));
    rows = 1;
    return next;
  }

  return {
    async writePage(lines) {
      for (const line of lines) {
        if (sheet === null || rows === SHEET_ROWS) {
          sheet?.commit();
          sheet = openSheet();
        }
        sheet.addRow(cells(line)).commit();
        rows += 1;
      }
      const zip = sheet ? zipInput(sheet) : null;
      if (zip?._writableState.needDrain) await new Promise<void>((resolve) => zip.once('drain', resolve));
      await drained(output);
    },
    async finish() {
      (sheet ?? openSheet()).commit();
      await workbook.commit();
    },
  };
}

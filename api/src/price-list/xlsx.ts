import { once, type EventEmitter } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { ZipFile } from 'yazl';
import { numberText } from './number-text.js';

/**
 * The parts of a minimal XLSX package (SpreadsheetML), written by hand so that a sheet is streamed as it is
 * made: cells hold inline strings (no shared-strings table to keep in memory) and numbers.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const COLUMN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Characters XML 1.0 does not allow, and those that must be escaped in text. */
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const special = /[&<>]|[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export function xmlText(text: string): string {
  if (!special.test(text)) return text;
  return text.replace(notXml, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const xmlAttribute = (text: string): string => xmlText(text).replace(/"/g, '&quot;');

/** A column of a sheet: its title in the header row, its width in characters, money shown in roubles. */
export interface XlsxColumn {
  title: string;
  width: number;
  money?: boolean;
}

/**
 * The one look of every sheet the shop writes, in the styles part below: the cell formats by index. The
 * header is bold; money is shown with two decimals and the rouble sign (the value stays a number).
 */
const HEADER_STYLE = 1;
const MONEY_STYLE = 2;
const MONEY_FORMAT = '#,##0.00 "₽"';

const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="${xmlAttribute(MONEY_FORMAT)}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const columnLetter = (index: number): string => COLUMN_LETTERS[index] ?? 'Z';

/**
 * One row of a sheet: strings inline, finite numbers as values (anything else as text); `styles` holds the
 * ` s="…"` attribute of each column ('' for the default look).
 */
function rowXml(row: number, cells: readonly (string | number)[], styles: readonly string[]): string {
  const rowText = numberText(row);
  let xml = `<row r="${rowText}">`;
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index];
    const ref = columnLetter(index) + rowText;
    const style = styles[index] ?? '';
    if (typeof cell === 'number' && Number.isFinite(cell)) {
      xml += `<c r="${ref}"${style}><v>${numberText(cell)}</v></c>`;
    } else {
      const text = xmlText(typeof cell === 'number' ? numberText(cell) : (cell ?? ''));
      const space = text !== text.trim() ? ' xml:space="preserve"' : '';
      xml += `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

/**
 * The layout of a sheet made of `columns`: its start (the header row bold and frozen, the columns' widths),
 * its rows (money formatted) and its end (an autofilter over the header and the rows).
 */
export class XlsxSheetLayout {
  private readonly styles: readonly string[];
  private readonly headerStyles: readonly string[];
  readonly lastColumn: string;

  constructor(readonly columns: readonly XlsxColumn[]) {
    this.styles = columns.map((column) => (column.money ? ` s="${MONEY_STYLE}"` : ''));
    this.headerStyles = columns.map(() => ` s="${HEADER_STYLE}"`);
    this.lastColumn = columnLetter(Math.max(columns.length - 1, 0));
  }

  /** The sheet's XML up to and with the header row (row 1). */
  start(): string {
    const cols = this.columns
      .map(
        (column, index) =>
          `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
      )
      .join('');
    return (
      `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
      '<sheetViews><sheetView workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '</sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
      rowXml(
        1,
        this.columns.map((column) => column.title),
        this.headerStyles,
      )
    );
  }

  /** Row `row` (2 and on) of the sheet. */
  row(row: number, cells: readonly (string | number)[]): string {
    return rowXml(row, cells, this.styles);
  }

  /** The range the autofilter covers when the sheet's last row is `lastRow`. */
  filterRange(lastRow: number): string {
    return `A1:${this.lastColumn}${numberText(lastRow)}`;
  }

  /** The sheet's XML after its last row. */
  end(lastRow: number): string {
    return `</sheetData><autoFilter ref="${this.filterRange(lastRow)}"/></worksheet>`;
  }
}

/** A sheet as the workbook part names it: its name, its layout, its last row. */
interface SheetEntry {
  name: string;
  layout: XlsxSheetLayout;
  lastRow: number;
}

/** `'Прайс-лист'!$A$1:$I$9`: the filter's range in a defined name (Excel keeps one per filtered sheet). */
function filterDatabase(sheet: SheetEntry): string {
  const [from, to] = sheet.layout.filterRange(sheet.lastRow).split(':');
  const absolute = (ref: string | undefined) => (ref ?? '').replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  return `'${sheet.name.replace(/'/g, "''")}'!${absolute(from)}:${absolute(to)}`;
}

/** The package's other parts, once the sheets' names are known. */
function packageParts(entries: readonly SheetEntry[]): [string, string][] {
  const sheetNames = entries.map((entry) => entry.name);
  const sheetPath = (index: number) => `worksheets/sheet${index + 1}.xml`;
  const overrides = sheetNames
    .map(
      (_, index) =>
        `<Override PartName="/xl/${sheetPath(index)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const sheets = sheetNames
    .map(
      (name, index) => `<sheet name="${xmlAttribute(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
    )
    .join('');
  const sheetRels = sheetNames
    .map(
      (_, index) =>
        `<Relationship Id="rId${index + 1}" Type="${REL}/worksheet" Target="${sheetPath(index)}"/>`,
    )
    .join('');
  const filters = entries
    .map(
      (entry, index) =>
        `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${xmlText(filterDatabase(entry))}</definedName>`,
    )
    .join('');
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        `${overrides}</Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
        `<sheets>${sheets}</sheets><definedNames>${filters}</definedNames></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">${sheetRels}` +
        `<Relationship Id="rId${sheetNames.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
  ];
}

/** Bytes of a sheet's XML waiting for deflate before the writer waits. */
const SHEET_BUFFER = 256 * 1024;

/** An XLSX package streamed into `output`: sheets one after another, each written as its rows come. */
export class XlsxStream {
  private readonly zip = new ZipFile();
  private readonly entries: SheetEntry[] = [];
  private sheet: PassThrough | null = null;
  private entry: SheetEntry | null = null;
  /** Aborted when the reply's stream closes (a client gone: nothing will drain any more). */
  private readonly gone = new AbortController();

  constructor(
    private readonly output: Writable,
    private readonly compressionLevel = 1,
  ) {
    output.once('close', () => this.gone.abort());
    this.zip.outputStream.pipe(output);
  }

  /** Starts the next sheet with its header row; the previous one ends. */
  openSheet(name: string, layout: XlsxSheetLayout): void {
    this.endSheet();
    this.entry = { name, layout, lastRow: 1 };
    this.entries.push(this.entry);
    this.sheet = new PassThrough({ highWaterMark: SHEET_BUFFER });
    this.zip.addReadStream(this.sheet, `xl/worksheets/sheet${this.entries.length}.xml`, {
      compressionLevel: this.compressionLevel,
    });
    this.sheet.write(layout.start());
  }

  private endSheet(): void {
    if (this.sheet !== null && this.entry !== null) this.sheet.end(this.entry.layout.end(this.entry.lastRow));
    this.sheet = null;
  }

  /** Rows of the open sheet, its header included (0 before the first sheet). */
  get rows(): number {
    return this.entry?.lastRow ?? 0;
  }

  /**
   * The XML of the open sheet's next row, counted as written: the caller hands it to {@link push} (rows may
   * be joined into larger pieces first).
   */
  row(cells: readonly (string | number)[]): string {
    if (this.entry === null) throw new Error('no sheet is open');
    this.entry.lastRow += 1;
    return this.entry.layout.row(this.entry.lastRow, cells);
  }

  /** Writes XML into the open sheet (see {@link drained}). */
  push(xml: string): void {
    if (this.sheet === null) throw new Error('no sheet is open');
    this.sheet.write(xml);
  }

  /** Waits while the zip has not taken what was written (or until the client is gone). */
  async drained(): Promise<void> {
    const sheet = this.sheet;
    if (sheet === null || !sheet.writableNeedDrain) return;
    await this.until(sheet, 'drain');
  }

  /**
   * Waits for `event` or until the client is gone. Not a race with a promise of the close: each race would
   * leave a reaction on it for the whole download.
   */
  private async until(emitter: EventEmitter, event: string): Promise<void> {
    if (this.gone.signal.aborted) return;
    try {
      await once(emitter, event, { signal: this.gone.signal });
    } catch (error) {
      if (!this.gone.signal.aborted) throw error;
    }
  }

  /** Writes XML into the open sheet and waits while the zip has not taken what came before. */
  async write(xml: string): Promise<void> {
    this.push(xml);
    await this.drained();
  }

  /** Ends the last sheet, adds the workbook's parts and waits until the reply's stream has it all. */
  async finish(): Promise<void> {
    this.endSheet();
    for (const [path, xml] of packageParts(this.entries)) {
      this.zip.addBuffer(Buffer.from(xml), path, { compressionLevel: this.compressionLevel });
    }
    this.zip.end();
    if (this.output.writableFinished || this.output.destroyed) return;
    await this.until(this.output, 'finish');
  }
}

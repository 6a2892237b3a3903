// The price list's xlsx written two ways, no database and no HTTP: the shop's own streaming writer
// (src/price-list/xlsx.ts through xlsxWriter) and exceljs's streaming WorkbookWriter, both with the same look
// (bold frozen header, autofilter, widths, prices as '#,##0.00 "₽"') and deflate level 1:
//   node --conditions=shop-source --import tsx bench/xlsx-writers.ts [--rows 200000]
// Each writer runs in a process of its own (a fresh heap); for each: seconds, CPU seconds, the file's size and
// the peak resident memory of the process above what it held before writing.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { PRICE_LIST_COLUMNS, xlsxWriter, type PriceListLine } from '../src/price-list/writers.js';

const PAGE = 1_000;
const WRITERS = ['own', 'exceljs'] as const;
type WriterName = (typeof WRITERS)[number];

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '200000' }, writer: { type: 'string' } },
});
const rows = Number(values.rows);
if (!Number.isSafeInteger(rows) || rows < 1) throw new Error('--rows: целое число строк больше нуля');

/** Line `index` of a made-up price list: Cyrillic names, prices with kopecks, a few vendors. */
function line(index: number): PriceListLine {
  return {
    brand: ['MANN-FILTER', 'BOSCH', 'MAHLE', 'KNECHT'][index % 4] ?? '',
    number: `W ${index % 9_973}/${index % 97}`,
    name: `Фильтр масляный, исполнение ${index % 1_000}`,
    price: 100 + (index % 50_000) / 100,
    amount: 1 + (index % 40),
    minAmount: 1,
    multiplicity: 1 + (index % 4),
    deliveryHours: 24 * (index % 7),
    vendor: `Склад ${index % 12}`,
  };
}

/** A stream that takes every byte at once and counts them. */
function sink(): { output: Writable; bytes(): number } {
  let bytes = 0;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      done();
    },
  });
  return { output, bytes: () => bytes };
}

async function writeOwn(output: Writable): Promise<void> {
  const writer = xlsxWriter(output);
  for (let start = 0; start < rows; start += PAGE) {
    const page: PriceListLine[] = [];
    for (let index = start; index < Math.min(rows, start + PAGE); index += 1) page.push(line(index));
    await writer.writePage(page);
    await writer.ready?.();
  }
  await writer.finish();
}

async function writeExceljs(output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet('Прайс-лист', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = [16, 20, 48, 14, 14, 12, 12, 14, 24];
  sheet.columns = PRICE_LIST_COLUMNS.map((header, index) => ({
    header,
    width: widths[index] ?? 12,
    ...(header === 'Цена, ₽' ? { style: { numFmt: '#,##0.00 "₽"' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (let index = 0; index < rows; index += 1) {
    const { brand, number, name, price, amount, minAmount, multiplicity, deliveryHours, vendor } =
      line(index);
    sheet
      .addRow([brand, number, name, price, amount, minAmount, multiplicity, deliveryHours, vendor])
      .commit();
    // exceljs has no back-pressure of its own: let the zip run now and then, as a reply's stream would.
    if (index % PAGE === PAGE - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.autoFilter = `A1:I${rows + 1}`;
  sheet.commit();
  await workbook.commit();
}

interface Figures {
  writer: WriterName;
  seconds: number;
  cpuSeconds: number;
  megabytes: number;
  peakRssGrowthMb: number;
}

/** Runs one writer in this process and prints its figures as JSON. */
async function measure(writer: WriterName): Promise<void> {
  const rssBefore = process.memoryUsage.rss();
  const cpuBefore = process.cpuUsage();
  const { output, bytes } = sink();
  const started = performance.now();
  await (writer === 'own' ? writeOwn(output) : writeExceljs(output));
  const cpu = process.cpuUsage(cpuBefore);
  const figures: Figures = {
    writer,
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    megabytes: Number((bytes() / 1024 / 1024).toFixed(1)),
    peakRssGrowthMb: Number(((process.resourceUsage().maxRSS * 1024 - rssBefore) / 1024 / 1024).toFixed(1)),
  };
  console.log(JSON.stringify(figures));
}

if (values.writer === 'own' || values.writer === 'exceljs') {
  await measure(values.writer);
} else {
  console.log(`XLSX прайс-листа, строк: ${rows}`);
  for (const writer of WRITERS) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, process.argv[1] ?? '', '--rows', String(rows), '--writer', writer],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (child.status !== 0) throw new Error(`${writer}: код выхода ${child.status ?? child.signal}`);
    const figures = JSON.parse(child.stdout) as Figures;
    console.log(
      `${writer.padEnd(8)} ${figures.seconds} с (ЦП ${figures.cpuSeconds} с), ${figures.megabytes} МБ, ` +
        `пик памяти +${figures.peakRssGrowthMb} МБ`,
    );
  }
}

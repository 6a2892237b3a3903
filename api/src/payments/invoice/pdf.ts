import { createRequire } from 'node:module';
import Big from 'big.js';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { SellerData } from '@shop/shared';
import type { InvoiceData } from './data.js';
import { paymentQrPayload } from './payment-qr.js';
import {
  buyerText,
  formatInvoiceMoney,
  invoicePurpose,
  invoiceTitle,
  invoiceTotals,
  supplierText,
} from './template.js';
import { roublesInWords } from './words.js';

const require = createRequire(import.meta.url);
/** DejaVu ships with the npm package: Cyrillic on every machine, nothing fetched at run time. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const QR_SIZE = 110;
/** Pixels per QR module and the quiet zone in modules (the standard asks for four). */
const QR_SCALE = 6;
const QR_QUIET = 4;

/** The payment QR as a greyscale PNG (one channel, no alpha: the PDF keeps it as it is). */
export async function paymentQrPng(payload: string): Promise<Buffer> {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QR_QUIET) * QR_SCALE;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < QR_SCALE; y += 1) {
        const start = ((row + QR_QUIET) * QR_SCALE + y) * side + (col + QR_QUIET) * QR_SCALE;
        pixels.fill(0, start, start + QR_SCALE);
      }
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const columns: Column[] = [
  { title: '№', width: 24, align: 'center' },
  { title: 'Товар', width: 255, align: 'left' },
  { title: 'Кол-во', width: 50, align: 'right' },
  { title: 'Ед.', width: 30, align: 'center' },
  { title: 'Цена', width: 78, align: 'right' },
  { title: 'Сумма', width: WIDTH - 24 - 255 - 50 - 30 - 78, align: 'right' },
];

const PAD = 3;

/** One row of the lines table; a new page when it does not fit. Answers the y below it. */
function tableRow(doc: PDFKit.PDFDocument, cells: string[], top: number, bold: boolean): number {
  doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
  const height =
    Math.max(
      ...cells.map((text, index) =>
        doc.heightOfString(text, { width: (columns[index]?.width ?? 0) - 2 * PAD }),
      ),
    ) +
    2 * PAD;
  let y = top;
  if (y + height > PAGE_HEIGHT - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  let x = MARGIN;
  cells.forEach((text, index) => {
    const column = columns[index];
    if (!column) return;
    doc.rect(x, y, column.width, height).stroke();
    doc.text(text, x + PAD, y + PAD, { width: column.width - 2 * PAD, align: column.align });
    x += column.width;
  });
  return y + height;
}

/** A cell of the bank block: a bordered box with its text. */
function bankCell(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  lines: string[],
): void {
  doc.rect(x, y, w, h).stroke();
  doc
    .font('regular')
    .fontSize(8.5)
    .text(lines.join('\n'), x + PAD, y + PAD, { width: w - 2 * PAD });
}

/**
 * The invoice 'Счёт на оплату № … от …' as a PDF (A4): the seller's bank requisites, the payment QR of
 * ГОСТ Р 56042-2014 for a banking app, the supplier and buyer, the lines and the totals in figures and words.
 * The same data as the HTML invoice (`renderInvoice`).
 */
export async function renderInvoicePdf(data: InvoiceData, seller: SellerData): Promise<Buffer> {
  const totals = invoiceTotals(data);
  const title = invoiceTitle(data);
  const purpose = invoicePurpose(data);
  const money = formatInvoiceMoney;
  const qr = await paymentQrPng(paymentQrPayload({ seller, sum: totals.due, purpose }));

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: seller.name, Subject: purpose },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.lineWidth(0.7);

  // The bank block as banks print it, the QR beside it.
  const bankWidth = WIDTH - QR_SIZE - 10;
  const [left, label, value] = [bankWidth * 0.55, bankWidth * 0.12, bankWidth * 0.33];
  const top = MARGIN;
  bankCell(doc, MARGIN, top, left, 40, [seller.bankName, 'Банк получателя']);
  bankCell(doc, MARGIN + left, top, label, 20, ['БИК']);
  bankCell(doc, MARGIN + left + label, top, value, 20, [seller.bik]);
  bankCell(doc, MARGIN + left, top + 20, label, 20, ['Сч. №']);
  bankCell(doc, MARGIN + left + label, top + 20, value, 20, [seller.correspondentAccount]);
  bankCell(doc, MARGIN, top + 40, left / 2, 20, [`ИНН ${seller.inn}`]);
  bankCell(doc, MARGIN + left / 2, top + 40, left / 2, 20, [seller.kpp ? `КПП ${seller.kpp}` : '']);
  bankCell(doc, MARGIN, top + 60, left, 40, [seller.name, 'Получатель']);
  bankCell(doc, MARGIN + left, top + 40, label, 60, ['Сч. №']);
  bankCell(doc, MARGIN + left + label, top + 40, value, 60, [seller.settlementAccount]);
  doc.image(qr, PAGE_WIDTH - MARGIN - QR_SIZE, top - 5, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font('regular')
    .fontSize(6.5)
    .text('Оплата по QR-коду в приложении банка', PAGE_WIDTH - MARGIN - QR_SIZE, top + QR_SIZE - 2, {
      width: QR_SIZE,
      align: 'center',
    });

  let y = top + QR_SIZE + 22;
  doc.font('bold').fontSize(14).text(title, MARGIN, y, { width: WIDTH });
  y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(1.5)
    .stroke()
    .lineWidth(0.7);
  y += 8;
  const parties: [string, string][] = [
    ['Поставщик:', supplierText(seller)],
    ['Покупатель:', buyerText(data)],
    ['Основание:', `Договор № ${data.contractNumber}`],
  ];
  for (const [name, text] of parties) {
    doc.font('regular').fontSize(9).text(name, MARGIN, y, { width: 80 });
    doc
      .font('bold')
      .fontSize(9)
      .text(text, MARGIN + 80, y, { width: WIDTH - 80 });
    y = doc.y + 5;
  }

  y = tableRow(
    doc,
    columns.map((column) => column.title),
    y + 6,
    true,
  );
  data.lines.forEach((line, index) => {
    const price = new Big(line.price);
    y = tableRow(
      doc,
      [
        String(index + 1),
        `${line.brandName} ${line.number} ${line.name}`.trim(),
        String(line.amount),
        'шт',
        money(price),
        money(price.times(line.amount)),
      ],
      y,
      false,
    );
  });

  const totalRows: [string, string][] = [['Итого:', money(totals.subtotal)]];
  if (totals.commission.gt(0)) {
    totalRows.push([
      `Комиссия способа оплаты ${new Big(data.commission).toString()} %:`,
      money(totals.commission),
    ]);
  }
  totalRows.push(['Без НДС', '—']);
  if (totals.paid.gt(0)) totalRows.push(['Оплачено ранее:', money(totals.paid)]);
  totalRows.push(['Всего к оплате:', money(totals.due)]);
  y += 6;
  if (y + totalRows.length * 14 + 120 > PAGE_HEIGHT - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('bold').fontSize(9.5);
  for (const [name, amount] of totalRows) {
    doc.text(name, MARGIN, y, { width: WIDTH - 100, align: 'right' });
    doc.text(amount, MARGIN + WIDTH - 95, y, { width: 95, align: 'right' });
    y += 14;
  }
  y += 6;
  doc
    .font('regular')
    .fontSize(9)
    .text(`Всего наименований ${data.lines.length}, на сумму ${money(totals.due)} руб.`, MARGIN, y, {
      width: WIDTH,
    });
  doc.font('bold').text(roublesInWords(totals.due.toFixed(2)), { width: WIDTH });
  y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(1.5)
    .stroke()
    .lineWidth(0.7);
  doc
    .font('regular')
    .fontSize(9)
    .text(`В назначении платежа укажите: «${purpose}».`, MARGIN, y + 8, { width: WIDTH })
    .moveDown(0.4)
    .text('Оплата данного счёта означает согласие с условиями поставки товара.', { width: WIDTH });
  y = doc.y + 36;
  doc.text('Руководитель', MARGIN, y);
  doc
    .moveTo(MARGIN + 75, y + 10)
    .lineTo(MARGIN + 225, y + 10)
    .stroke();
  doc.text('Бухгалтер', MARGIN + WIDTH / 2 + 20, y);
  doc
    .moveTo(MARGIN + WIDTH / 2 + 80, y + 10)
    .lineTo(MARGIN + WIDTH, y + 10)
    .stroke();
  doc.end();
  return done;
}

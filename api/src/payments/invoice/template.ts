import Big from 'big.js';
import type { SellerData } from '@shop/shared';
import { amountToPay } from '../../orders/mapper.js';
import { escapeHtml } from '../../http/html.js';
import type { InvoiceData } from './data.js';
import { roublesInWords } from './words.js';

const NBSP = '\u00a0';

/** `1 234,50`: invoices show kopecks always. */
export function formatInvoiceMoney(value: Big): string {
  const [whole = '0', fraction = '00'] = value.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)},${fraction}`;
}

const moscowDate = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export interface InvoiceTotals {
  subtotal: Big;
  commission: Big;
  total: Big;
  paid: Big;
  /** What the invoice asks for: the total less what was paid, never below zero. */
  due: Big;
}

/** The order's totals as placing and cancelling keep them (SPEC §9), less what was paid. */
export function invoiceTotals(data: InvoiceData): InvoiceTotals {
  const subtotal = new Big(data.sum);
  const total = new Big(data.total);
  const paid = new Big(data.paid);
  return { subtotal, commission: total.minus(subtotal), total, paid, due: amountToPay(total, paid) };
}

/** The buyer as documents name it: the company with its requisites, else the person's name or e-mail. */
export function buyerText(data: InvoiceData): string {
  const { company, lastName, firstName, middleName, email } = data.buyer;
  if (company && company.name.trim() !== '') {
    const parts = [company.name, company.inn && `ИНН ${company.inn}`, company.kpp && `КПП ${company.kpp}`];
    return [...parts, company.legalAddress].filter((part) => part && part.trim() !== '').join(', ');
  }
  const name = [lastName, firstName, middleName].filter((part) => part.trim() !== '').join(' ');
  return name === '' ? email : name;
}

/** `Счёт на оплату № … от …` with the date in Moscow. */
export function invoiceTitle(data: InvoiceData): string {
  return `Счёт на оплату № ${data.number} от ${moscowDate.format(data.createdAt)}`;
}

/** What the payer writes as the transfer's purpose; the payment QR carries the same words. */
export function invoicePurpose(data: InvoiceData): string {
  return `Оплата по счёту № ${data.number} от ${moscowDate.format(data.createdAt)}. Без НДС`;
}

/** The supplier's line: name, INN, KPP, OGRN, address and phone. */
export function supplierText(seller: SellerData): string {
  return [
    seller.name,
    `ИНН ${seller.inn}`,
    seller.kpp && `КПП ${seller.kpp}`,
    `ОГРН ${seller.ogrn}`,
    seller.legalAddress,
    `тел.: ${seller.phone}`,
  ]
    .filter(Boolean)
    .join(', ');
}

const style = `
  body { font-family: Arial, 'Helvetica Neue', sans-serif; font-size: 13px; color: #000; margin: 24px; }
  .sheet { max-width: 760px; margin: 0 auto; }
  table { border-collapse: collapse; width: 100%; }
  .bank td { border: 1px solid #000; padding: 3px 6px; vertical-align: top; }
  h1 { font-size: 19px; margin: 24px 0 10px; padding-bottom: 8px; border-bottom: 2px solid #000; }
  .party { display: grid; grid-template-columns: 110px 1fr; gap: 6px; margin: 6px 0; }
  .party b { font-weight: bold; }
  .lines { margin-top: 14px; }
  .lines th, .lines td { border: 1px solid #000; padding: 4px 6px; }
  .lines th { background: #f2f2f2; }
  .num { text-align: right; white-space: nowrap; } .center { text-align: center; }
  .totals { margin-top: 8px; } .totals td { padding: 2px 6px; text-align: right; font-weight: bold; }
  .totals td:first-child { width: 80%; }
  .words { margin: 12px 0; padding-bottom: 8px; border-bottom: 2px solid #000; }
  .signs { display: flex; justify-content: space-between; margin-top: 36px; }
  .signs span { display: inline-block; width: 160px; border-bottom: 1px solid #000; margin-left: 8px; }
  .no-print { margin-bottom: 16px; }
  @page { size: A4; margin: 15mm; }
  @media print { body { margin: 0; } .no-print { display: none; } }
`;

/**
 * The bank transfer invoice 'Счёт на оплату № … от …' as a printable HTML document. The seller comes from its
 * one record (`seller/service.ts`), as `/contacts` shows it. A saved file has a «Печать» button (an inline
 * handler); the copy the shop's page prints in a frame has none, as the page's CSP runs no inline script.
 */
export function renderInvoice(
  data: InvoiceData,
  seller: SellerData,
  { printButton }: { printButton: boolean } = { printButton: true },
): string {
  const totals = invoiceTotals(data);
  const title = invoiceTitle(data);
  const money = formatInvoiceMoney;
  const rows = data.lines
    .map(
      (line, index) => `<tr>
  <td class="center">${index + 1}</td>
  <td>${escapeHtml(`${line.brandName} ${line.number} ${line.name}`.trim())}</td>
  <td class="num">${line.amount}</td><td class="center">шт</td>
  <td class="num">${money(new Big(line.price))}</td>
  <td class="num">${money(new Big(line.price).times(line.amount))}</td>
</tr>`,
    )
    .join('\n');
  const commissionRow = totals.commission.gt(0)
    ? `<tr><td>Комиссия способа оплаты ${escapeHtml(new Big(data.commission).toString())} %:</td>` +
      `<td>${money(totals.commission)}</td></tr>`
    : '';
  const paidRow = totals.paid.gt(0) ? `<tr><td>Оплачено ранее:</td><td>${money(totals.paid)}</td></tr>` : '';
  const purpose = invoicePurpose(data);
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><div class="sheet">
${printButton ? '<div class="no-print"><button type="button" onclick="window.print()">Печать</button></div>\n' : ''}<table class="bank">
  <tr><td colspan="2" rowspan="2">${escapeHtml(seller.bankName)}<br><small>Банк получателя</small></td>
    <td>БИК</td><td>${escapeHtml(seller.bik)}</td></tr>
  <tr><td>Сч. №</td><td>${escapeHtml(seller.correspondentAccount)}</td></tr>
  <tr><td>ИНН ${escapeHtml(seller.inn)}</td><td>${seller.kpp ? `КПП ${escapeHtml(seller.kpp)}` : ''}</td>
    <td rowspan="2">Сч. №</td><td rowspan="2">${escapeHtml(seller.settlementAccount)}</td></tr>
  <tr><td colspan="2">${escapeHtml(seller.name)}<br><small>Получатель</small></td></tr>
</table>
<h1>${escapeHtml(title)}</h1>
<div class="party"><span>Поставщик:</span><b>${escapeHtml(supplierText(seller))}</b></div>
<div class="party"><span>Покупатель:</span><b>${escapeHtml(buyerText(data))}</b></div>
<div class="party"><span>Основание:</span><b>${escapeHtml(`Договор № ${data.contractNumber}`)}</b></div>
<table class="lines">
  <thead><tr><th>№</th><th>Товар</th><th>Кол-во</th><th>Ед.</th><th>Цена</th><th>Сумма</th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>
<table class="totals">
  <tr><td>Итого:</td><td>${money(totals.subtotal)}</td></tr>
  ${commissionRow}
  <tr><td>Без НДС</td><td>—</td></tr>
  ${paidRow}
  <tr><td>Всего к оплате:</td><td>${money(totals.due)}</td></tr>
</table>
<div class="words">
  Всего наименований ${data.lines.length}, на сумму ${money(totals.due)} руб.<br>
  <b>${escapeHtml(roublesInWords(totals.due.toFixed(2)))}</b>
</div>
<p>В назначении платежа укажите: «${escapeHtml(purpose)}».</p>
<p>Оплата данного счёта означает согласие с условиями поставки товара.</p>
<div class="signs"><div>Руководитель<span></span></div><div>Бухгалтер<span></span></div></div>
</div></body>
</html>`;
}

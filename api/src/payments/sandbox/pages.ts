import { createHash } from 'node:crypto';
import { formatRub } from '../../pricing/money.js';
import { escapeHtml } from '../../http/html.js';

/** HTML of the sandbox provider: self-contained pages (no external assets), Russian texts. */

const style = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; background: #f3f4f6;
    margin: 0; color: #1f2937; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px 32px;
    box-shadow: 0 4px 24px rgba(0, 0, 0, .08); }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .bank { color: #6b7280; font-size: 13px; margin-bottom: 20px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 20px; }
  dt { color: #6b7280; } dd { margin: 0; font-weight: 600; }
  .sum { font-size: 22px; }
  label { display: block; font-size: 13px; color: #6b7280; margin: 10px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 9px 10px; border: 1px solid #d1d5db; border-radius: 6px;
    font-size: 15px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  .actions { display: flex; gap: 12px; margin-top: 22px; }
  button { flex: 1; padding: 11px; border-radius: 8px; border: 0; font-size: 15px; cursor: pointer; }
  .pay { background: #ffdd2d; color: #1f2937; font-weight: 600; }
  .decline { background: #e5e7eb; color: #374151; }
  .note { color: #6b7280; font-size: 12px; margin-top: 18px; }
`;

const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

/**
 * The bank page's own CSP: nothing but its one style element; its form posts to itself and is then redirected
 * to the shop (`formTargets`: the shop's origins, which Chromium checks form-action against on the redirect).
 */
export function pagePolicy(formTargets: string[] = []): string {
  const origins = [
    ...new Set(formTargets.filter((url) => URL.canParse(url)).map((url) => new URL(url).origin)),
  ].filter((origin) => origin !== 'null');
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    "base-uri 'none'",
    ["form-action 'self'", ...origins].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface PaymentPageData {
  description: string;
  orderId: string;
  /** Kopecks. */
  amount: number;
  /** Where the buttons post. */
  action: string;
}

function summary(data: PaymentPageData): string {
  return `<dl>
  <dt>Заказ</dt><dd>${escapeHtml(data.description)}</dd>
  <dt>Номер платежа</dt><dd>${escapeHtml(data.orderId)}</dd>
  <dt>Сумма</dt><dd class="sum">${escapeHtml(formatRub(data.amount / 100))}</dd>
</dl>`;
}

function buttons(): string {
  return `<div class="actions">
  <button class="pay" type="submit" name="action" value="pay">Оплатить</button>
  <button class="decline" type="submit" name="action" value="decline">Отказаться</button>
</div>`;
}

/** The payment form of `PaymentURL`. The card fields have no names: nothing typed in them is sent. */
export function cardPage(data: PaymentPageData): string {
  return page(
    'Оплата заказа',
    `<h1>Оплата заказа</h1>
<div class="bank">Т-Банк · интернет-эквайринг (демонстрационный стенд)</div>
${summary(data)}
<form method="post" action="${escapeHtml(data.action)}">
  <label for="pan">Номер карты</label>
  <input id="pan" inputmode="numeric" autocomplete="off" value="4300 0000 0000 0777">
  <div class="row">
    <div><label for="exp">Срок действия</label><input id="exp" autocomplete="off" value="12/30"></div>
    <div><label for="cvc">CVC</label><input id="cvc" autocomplete="off" value="123"></div>
  </div>
  ${buttons()}
</form>
<p class="note">Это демонстрационная страница: деньги не списываются, данные карты никуда не передаются.</p>`,
  );
}

/** What a banking app shows after scanning the SBP QR. */
export function sbpPage(data: PaymentPageData): string {
  return page(
    'Оплата по СБП',
    `<h1>Оплата по СБП</h1>
<div class="bank">Банковское приложение (демонстрационный стенд)</div>
${summary(data)}
<form method="post" action="${escapeHtml(data.action)}">${buttons()}</form>
<p class="note">Это демонстрационная страница: деньги не списываются.</p>`,
  );
}

/** A payment that is no longer waiting: paid or refused; the link back when the shop or terminal gave one. */
export function finishedPage(paid: boolean, returnUrl: string | null): string {
  const title = paid ? 'Платёж уже проведён' : 'Платёж отменён';
  const back =
    returnUrl === null ? '' : `\n<p><a href="${escapeHtml(returnUrl)}">Вернуться в магазин</a></p>`;
  return page(title, `<h1>${title}</h1>${back}`);
}

export function notFoundPage(): string {
  return page('Платёж не найден', '<h1>Платёж не найден</h1><p>Ссылка устарела или неверна.</p>');
}

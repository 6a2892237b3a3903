import { LOCALE, NBSP, ceilToCents, stripFloatError, toNumber } from './number.js';

/** Currencies of contracts and prices. `RUR` (old code still sent by accounting systems) is shown as `RUB`. */
export type CurrencyCode = 'RUB' | 'EUR' | 'USD' | (string & {});

/** Shown instead of a zero or missing price (SPEC §8). */
export const PRICE_DASH = '—';
export const PRICE_NOT_SET = 'Цена не указана';

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(currency: string): Intl.NumberFormat | null {
  const code = currency.trim().toUpperCase() === 'RUR' ? 'RUB' : currency.trim().toUpperCase();
  if (!moneyFormats.has(code)) {
    let format: Intl.NumberFormat | null;
    try {
      format = new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
    } catch {
      format = null;
    }
    moneyFormats.set(code, format);
  }
  return moneyFormats.get(code) ?? null;
}

/**
 * Money in ru-RU: `formatMoney(1234.5) === '1 234,5 ₽'`, `formatMoney('99.9', 'USD') === '99,9 $'` (the spaces
 * are U+00A0 as produced by Intl). 0 to 2 fraction digits; the amount is rounded up to whole kopecks/cents.
 * Accepts numbers and numeric strings; returns `''` for a missing or non-numeric value.
 * An unknown currency code is appended as is (`'5 руб.'`).
 */
export function formatMoney(
  value: number | string | null | undefined,
  currency: CurrencyCode = 'RUB',
): string {
  const number = toNumber(value);
  if (number === null) return '';
  const amount = ceilToCents(number);
  const format = moneyFormat(currency);
  if (format) return format.format(amount);
  const plain = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(amount);
  return `${plain}${NBSP}${currency.trim()}`;
}

export interface FormatPriceOptions {
  currency?: CurrencyCode;
  /** What a zero or missing price shows: `'dash'` → `'—'` (default), `'text'` → `'Цена не указана'`. */
  empty?: 'dash' | 'text';
}

/**
 * A price: like {@link formatMoney}, but a zero, missing or non-numeric price shows `'—'`
 * (or `'Цена не указана'` with `{ empty: 'text' }`).
 */
export function formatPrice(
  value: number | string | null | undefined,
  options: FormatPriceOptions = {},
): string {
  const number = toNumber(value);
  if (number === null || ceilToCents(number) === 0) {
    return options.empty === 'text' ? PRICE_NOT_SET : PRICE_DASH;
  }
  return formatMoney(number, options.currency ?? 'RUB');
}

/** Price with the user's wholesale markup (percent on top), rounded up to kopecks (SPEC §9). */
export function applyMarkup(price: number, markupPercent: number): number {
  return ceilToCents((price * (100 + markupPercent)) / 100);
}

/** Order total with the payment commission (percent): `ceil(sum * (100 + commission) / 100)` (SPEC §9). */
export function orderTotal(sum: number, commissionPercent = 0): number {
  const total = Math.ceil(stripFloatError((sum * (100 + commissionPercent)) / 100));
  return total === 0 ? 0 : total;
}

export interface RefundBreakdown {
  /** price × amount. */
  cost: number;
  /** returnPercent % of the cost, half up to kopecks. */
  deduction: number;
  /** What the customer gets back: cost − deduction. */
  sum: number;
}

/**
 * A refund of `amount` units at `price` with `returnPercent` % kept back (SPEC §9), in whole kopecks and
 * integer basis points so that no binary float noise reaches the sum: `refundBreakdown(850, 2, 10)` →
 * `{ cost: 1700, deduction: 170, sum: 1530 }`.
 */
export function refundBreakdown(price: number, amount: number, returnPercent = 0): RefundBreakdown {
  const costKopecks = Math.round(stripFloatError(price * 100)) * amount;
  const basisPoints = Math.round(stripFloatError(returnPercent * 100));
  const deductionKopecks = Math.round((costKopecks * basisPoints) / 10000);
  return {
    cost: costKopecks / 100,
    deduction: deductionKopecks / 100,
    sum: (costKopecks - deductionKopecks) / 100,
  };
}

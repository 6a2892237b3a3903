/** Locale of every formatter of the shop. */
export const LOCALE = 'ru-RU';
/** Non-breaking space: Intl puts it between digit groups and before the currency sign in ru-RU. */
export const NBSP = '\u00a0';

/**
 * Reads a number given as a number or a numeric string (`'1234.5'`, `'1 234,5'`).
 * Returns `null` for `null`, `undefined`, an empty string and anything that is not a finite number.
 */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Removes the binary noise of float arithmetic (`10.1 * 100 === 1010.0000000000001` → `1010`). */
export function stripFloatError(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Rounds up (ceiling) to whole kopecks/cents: `ceilToCents(10.001) === 10.01`, `ceilToCents(10.1) === 10.1`. */
export function ceilToCents(value: number): number {
  const result = Math.ceil(stripFloatError(value * 100)) / 100;
  return result === 0 ? 0 : result;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** ru-RU number with digit grouping and up to `maximumFractionDigits` (default 2) fraction digits. */
export function formatNumber(value: number | string | null | undefined, maximumFractionDigits = 2): string {
  const number = toNumber(value);
  if (number === null) return '';
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format.format(number === 0 ? 0 : number);
}

const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 2 });

/**
 * Percentage in ru-RU (`'15,5 %'` with a non-breaking space). `from: 'percent'` (default) takes a value in
 * percent (commission `2.5` → `'2,5 %'`); `from: 'fraction'` takes a fraction (promotion discount `0.15` → `'15 %'`).
 */
export function formatPercent(
  value: number | string | null | undefined,
  from: 'percent' | 'fraction' = 'percent',
): string {
  const number = toNumber(value);
  if (number === null) return '';
  const fraction = from === 'percent' ? stripFloatError(number / 100) : number;
  return percentFormat.format(fraction === 0 ? 0 : fraction);
}

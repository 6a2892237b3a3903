import Big from 'big.js';

/** Decimal arithmetic of the engine: every amount is a Big, never a binary float. */

const NBSP = '\u00a0';
export const HUNDRED = new Big(100);

/** A decimal string (`'12.50'`, `'12,5'`) as a Big; null when missing or not a number. */
export function parseDecimal(value: string | null | undefined): Big | null {
  if (value === null || value === undefined) return null;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  try {
    return new Big(text);
  } catch {
    return null;
  }
}

const PLAIN_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * A decimal string as a whole number of `10^-scale` units (`'12,5'` at scale 2 → 1250) for the integer
 * path of pricing; null when missing, NaN when it does not fit (more fraction digits than `scale`, an
 * exponent, not a number, beyond 2^53): the caller then prices with Big, which decides such inputs.
 */
export function parseUnits(value: string | null | undefined, scale: number): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return Number.NaN;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return Number.NaN;
  if (fraction.length > scale && /[^0]/.test(fraction.slice(scale))) return Number.NaN;
  const units = Number(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  if (!Number.isSafeInteger(units)) return Number.NaN;
  return sign === '-' ? -units : units;
}

/** `(100 + percent) / 100`: the factor of a markup given in percent. */
export function markupFactor(percent: Big): Big {
  return HUNDRED.plus(percent).div(HUNDRED);
}

/** Rounds up to whole roubles (amounts are never negative, so away from zero is the ceiling). */
export function ceilRoubles(value: Big): Big {
  return value.round(0, Big.roundUp);
}

/**
 * An amount for the API: kopecks, half up (intermediate amounts of the breakdown may have more digits).
 * Reads the documented coefficient digits instead of stringifying, the slowest step of a Big.
 */
export function roundToKopecks(value: Big): number {
  const { c, e, s } = value.round(2, Big.roundHalfUp);
  let digits = 0;
  for (const digit of c) digits = digits * 10 + digit;
  // The last digit stands for 10^(e - c.length + 1) roubles; after rounding it is at least a kopeck.
  const kopecks = digits * 10 ** (e - c.length + 3);
  return kopecks === 0 ? 0 : (s * kopecks) / 100;
}

function grouped(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed === '' ? digits : `${digits},${trimmed}`;
}

/** `1 234,5 ₽` for the descriptions of the breakdown (an amount already rounded to kopecks). */
export function formatRub(amount: number): string {
  return formatAmount(amount, '₽');
}

/** `12,5 USD`. */
export function formatAmount(amount: number, currency: string): string {
  return `${grouped(amount.toFixed(2))}${NBSP}${currency}`;
}

/** `12,5 %`; percents and rates keep up to 6 fraction digits. */
export function formatPercent(value: Big): string {
  return `${formatRate(value)}${NBSP}%`;
}

/** A currency rate: `92,123456`. */
export function formatRate(value: Big): string {
  return grouped(value.toFixed(6, Big.roundHalfUp));
}

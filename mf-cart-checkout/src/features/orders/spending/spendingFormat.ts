import type { MonthSpending } from '@shop/shared';
import { formatDate, formatMoney, formatNumber, NBSP } from '@shop/shared/format';

/** `март 2026` (the table, the tooltip). */
export const monthName = (month: string): string => formatDate(`${month}-01`, 'MMMM YYYY');

/** `мар 26` under a bar: twelve of them fit a phone's width. */
export const monthTick = (month: string): string =>
  `${formatDate(`${month}-01`, 'MMMM').slice(0, 3)}${NBSP}${month.slice(2, 4)}`;

/** The currency's sign as the kernel writes money: `₽` (from `0 ₽`). */
const currencySign = (currency: string): string => formatMoney(0, currency).replace(/^0\s*/, '');

/** An axis figure: `12 тыс. ₽`, `1,2 млн ₽`, `800 ₽`. */
export function moneyTick(value: number, currency: string): string {
  const sign = currencySign(currency);
  if (Math.abs(value) >= 1_000_000) return `${formatNumber(value / 1_000_000, 1)}${NBSP}млн${NBSP}${sign}`;
  if (Math.abs(value) >= 1_000) return `${formatNumber(value / 1_000, 1)}${NBSP}тыс.${NBSP}${sign}`;
  return formatMoney(value, currency);
}

/** The sum of the months shown, to kopecks. */
export const totalOf = (months: MonthSpending[]): number =>
  Math.round(months.reduce((sum, month) => sum + month.total, 0) * 100) / 100;

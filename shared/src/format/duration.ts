import { NBSP } from './number.js';

/**
 * Delivery time given in hours as days and hours: `formatDuration(50) === '2 дн. 2 ч.'`,
 * `formatDuration(48) === '2 дн.'`, `formatDuration(5) === '5 ч.'`, `formatDuration(0) === '0 ч.'`.
 * A number and its unit are joined by a non-breaking space (U+00A0), the two parts by a plain space.
 * Fractions of an hour are rounded up; a negative or missing value gives `''`.
 */
export function formatDuration(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours < 0) return '';
  const total = Math.ceil(Math.round(hours * 1e6) / 1e6);
  const days = Math.floor(total / 24);
  const rest = total % 24;
  const parts: string[] = [];
  if (days > 0) parts.push(`${days}${NBSP}дн.`);
  if (rest > 0 || days === 0) parts.push(`${rest}${NBSP}ч.`);
  return parts.join(' ');
}

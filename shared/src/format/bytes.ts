import { NBSP, formatNumber } from './number.js';

const KB = 1024;
const MB = KB * KB;

/**
 * File size without decimals in Russian units: `'512 байт'`, `'2 КБ'`, `'15 МБ'` (1 КБ = 1024 байт).
 * The unit is chosen after rounding (1 048 575 bytes is `'1 МБ'`, not `'1024 КБ'`); the number is joined to
 * the unit with a non-breaking space (U+00A0). A negative or missing size gives `''`.
 */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  const whole = Math.round(bytes);
  if (whole < KB) return `${formatNumber(whole, 0)}${NBSP}байт`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < KB) return `${formatNumber(kilobytes, 0)}${NBSP}КБ`;
  return `${formatNumber(Math.round(bytes / MB), 0)}${NBSP}МБ`;
}

import { validationError } from '../errors/http-error.js';

/** Moscow is UTC+3 all year: the shop's dates (filters, reports) are Moscow calendar days. */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** Start of a Moscow calendar day ('2026-03-11') as an instant; 400 for a day that does not exist. */
export function moscowDayStart(field: 'dateFrom' | 'dateTo', date: string, plusDays = 0): Date {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    throw validationError([{ propertyPath: field, message: 'Неверная дата' }]);
  }
  utc.setUTCDate(day + plusDays);
  return new Date(utc.getTime() - MOSCOW_OFFSET_MS);
}

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/ru.js';
import { MOSCOW_UTC_OFFSET_HOURS } from '../delivery/calendar.js';

dayjs.extend(utc);

/** `25.12.2024`. */
export const DATE_FORMAT = 'DD.MM.YYYY';
/** `25.12.2024 14:05`. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** `14:05`. */
export const TIME_FORMAT = 'HH:mm';

/** What {@link formatDate} accepts: a date, an ISO string, a timestamp in ms or a dayjs object. */
export type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats a date with dayjs in the `ru` locale (month and weekday names in Russian:
 * `formatDate('2024-12-25', 'D MMMM YYYY') === '25 декабря 2024'`). The default pattern is `DD.MM.YYYY`.
 * An instant is shown in Moscow time, the shop's time (orders, delivery dates and routes are in it), whatever
 * the browser's zone; a calendar date ('2024-12-25') is shown as it is. The global dayjs locale is left
 * untouched. A missing or invalid date gives `''`.
 */
export function formatDate(date: DateInput, pattern: string = DATE_FORMAT): string {
  if (date === null || date === undefined || date === '') return '';
  const calendarDate = typeof date === 'string' && DATE_ONLY.test(date);
  const value = calendarDate ? dayjs(date) : dayjs(date).utcOffset(MOSCOW_UTC_OFFSET_HOURS * 60);
  if (!value.isValid()) return '';
  return value.locale('ru').format(pattern);
}

/** `DD.MM.YYYY HH:mm`. */
export function formatDateTime(date: DateInput): string {
  return formatDate(date, DATE_TIME_FORMAT);
}

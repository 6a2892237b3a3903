import dayjs from 'dayjs';
import 'dayjs/locale/ru.js';

/** `25.12.2024`. */
export const DATE_FORMAT = 'DD.MM.YYYY';
/** `25.12.2024 14:05`. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** `14:05`. */
export const TIME_FORMAT = 'HH:mm';

/** What {@link formatDate} accepts: a date, an ISO string, a timestamp in ms or a dayjs object. */
export type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

/**
 * Formats a date with dayjs in the `ru` locale (month and weekday names in Russian:
 * `formatDate('2024-12-25', 'D MMMM YYYY') === '25 декабря 2024'`). The default pattern is `DD.MM.YYYY`.
 * The global dayjs locale is left untouched. A missing or invalid date gives `''`.
 */
export function formatDate(date: DateInput, pattern: string = DATE_FORMAT): string {
  if (date === null || date === undefined || date === '') return '';
  const value = dayjs(date);
  if (!value.isValid()) return '';
  return value.locale('ru').format(pattern);
}

/** `DD.MM.YYYY HH:mm`. */
export function formatDateTime(date: DateInput): string {
  return formatDate(date, DATE_TIME_FORMAT);
}

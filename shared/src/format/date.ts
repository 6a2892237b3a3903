import type { Dayjs } from 'dayjs';
import { MOSCOW_UTC_OFFSET_HOURS } from '../delivery/moscow-day.js';

/** `25.12.2024`. */
export const DATE_FORMAT = 'DD.MM.YYYY';
/** `25.12.2024 14:05`. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** `14:05`. */
export const TIME_FORMAT = 'HH:mm';

/** What {@link formatDate} accepts: a date, an ISO string, a timestamp in ms or a dayjs object. */
export type DateInput = string | number | Date | Dayjs | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];
/** After a day number ('25 декабря') the month is in the genitive, as dayjs's `ru` locale writes it. */
const MONTHS_OF = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];
const WEEKDAYS_SHORT = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
const DAY_BEFORE_MONTH = /D[oD]?(\[[^[\]]*\]|\s)+MMMM?/;
const TOKENS = /\[([^\]]*)]|YYYY|MMMM|MM|M|DD|D|dddd|dd|HH|H|mm|ss/g;

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock fields of a date: the UTC fields of a shifted instant (no dependence on the browser zone). */
function wallClock(date: DateInput): Date | null {
  if (date === null || date === undefined || date === '') return null;
  const calendar = typeof date === 'string' ? DATE_ONLY.exec(date) : null;
  if (calendar) return new Date(Date.UTC(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])));
  const instant = typeof date === 'object' && !(date instanceof Date) ? date.toDate() : new Date(date);
  const time = instant.getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time + MOSCOW_UTC_OFFSET_HOURS * 3_600_000);
}

/**
 * Formats a date with dayjs's pattern tokens (`YYYY MMMM MM M DD D dddd dd HH H mm ss`, `[text]`) in Russian:
 * `formatDate('2024-12-25', 'D MMMM YYYY') === '25 декабря 2024'`. The default pattern is `DD.MM.YYYY`.
 * An instant is shown in Moscow time, the shop's time (orders, delivery dates and routes are in it), whatever
 * the browser's zone; a calendar date ('2024-12-25') is shown as it is. Written without dayjs so the pages
 * that show a price or a cart badge do not load it. A missing or invalid date gives `''`.
 */
export function formatDate(date: DateInput, pattern: string = DATE_FORMAT): string {
  const value = wallClock(date);
  if (!value) return '';
  const months = DAY_BEFORE_MONTH.test(pattern) ? MONTHS_OF : MONTHS;
  const fields: Record<string, string> = {
    YYYY: String(value.getUTCFullYear()),
    MMMM: months[value.getUTCMonth()] ?? '',
    MM: pad(value.getUTCMonth() + 1),
    M: String(value.getUTCMonth() + 1),
    DD: pad(value.getUTCDate()),
    D: String(value.getUTCDate()),
    dddd: WEEKDAYS[value.getUTCDay()] ?? '',
    dd: WEEKDAYS_SHORT[value.getUTCDay()] ?? '',
    HH: pad(value.getUTCHours()),
    H: String(value.getUTCHours()),
    mm: pad(value.getUTCMinutes()),
    ss: pad(value.getUTCSeconds()),
  };
  return pattern.replace(TOKENS, (token, text: string | undefined) => text ?? fields[token] ?? token);
}

/** `DD.MM.YYYY HH:mm`. */
export function formatDateTime(date: DateInput): string {
  return formatDate(date, DATE_TIME_FORMAT);
}

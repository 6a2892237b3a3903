import { moscowDate, moscowDay } from './moscow-day.js';
import { formatDate } from '../format/date.js';

/** Months as a date names them in short ('2 дек.'), the abbreviations of the Russian locale (CLDR). */
const MONTHS_SHORT = [
  'янв.',
  'февр.',
  'мар.',
  'апр.',
  'мая',
  'июн.',
  'июл.',
  'авг.',
  'сент.',
  'окт.',
  'нояб.',
  'дек.',
];

/**
 * The day goods arrive, as offers, the cart and orders show it: 'сегодня', 'завтра', else the date with the
 * weekday, '2 дек., ср' ('12 янв. 2027, вт' in another year than `today`'s). Days are Moscow days, the shop's.
 * An instant or an ISO string; a missing or invalid one gives `''`.
 */
export function formatArrivalDay(
  arrival: Date | string | null | undefined,
  today: Date = new Date(),
): string {
  if (arrival === null || arrival === undefined || arrival === '') return '';
  const instant = typeof arrival === 'string' ? new Date(arrival) : arrival;
  if (Number.isNaN(instant.getTime()) || Number.isNaN(today.getTime())) return '';
  const day = moscowDay(instant);
  const current = moscowDay(today);
  if (day === current) return 'сегодня';
  if (day === current + 1) return 'завтра';
  const { year, month, date } = moscowDate(day);
  const sameYear = year === moscowDate(current).year;
  return `${date} ${MONTHS_SHORT[month - 1] ?? ''}${sameYear ? '' : ` ${year}`}, ${formatDate(instant, 'dd')}`;
}

import { formatDate } from '../format/date.js';
import { formatDuration } from '../format/duration.js';
import { moscowDate, moscowDay, moscowInstant, nextWorkingDay } from './calendar.js';

/**
 * When an order sent to the supplier at `sentAt` arrives, for a term of `deliveryHours`
 * (days × 24 + hours, fractions of an hour rounded up), in Moscow time:
 * - the order day itself never counts, nor do weekends and holidays of the production calendar;
 * - the term's whole days are working days: day 1 is the first working day after the order day, and the
 *   delivery falls on working day `days` (on day 1 when the term is shorter than a day, even 0 hours);
 * - the remaining hours are added to the start (00:00) of that day, so they give the hour and never
 *   move the date.
 * E.g. sent on Friday evening with 2 days 5 hours: Monday is day 1, the delivery is Tuesday 05:00.
 */
export function deliveryDate(sentAt: Date, deliveryHours: number): Date {
  if (Number.isNaN(sentAt.getTime())) throw new RangeError('Некорректное время отправки заказа');
  if (!Number.isFinite(deliveryHours) || deliveryHours < 0) {
    throw new RangeError(`Некорректный срок поставки: ${deliveryHours}`);
  }
  // Binary noise (e.g. 48.0000000001) must not add an hour, as in formatDuration.
  const total = Math.ceil(Math.round(deliveryHours * 1e6) / 1e6);
  const days = Math.floor(total / 24);
  let day = nextWorkingDay(moscowDay(sentAt));
  for (let counted = 1; counted < days; counted += 1) day = nextWorkingDay(day);
  return moscowInstant(day, total % 24);
}

/**
 * The offer's delivery notice: 'Срок 2 дн. 5 ч. в рабочих днях от отправки заказа поставщику;
 * ожидаемая поставка — 25 ноября, вт' (the year is added when it is not the year of sending).
 * An invalid term gives `''`.
 */
export function deliveryNotice(deliveryHours: number, sentAt: Date = new Date()): string {
  const duration = formatDuration(deliveryHours);
  if (duration === '' || Number.isNaN(sentAt.getTime())) return '';
  const arrival = moscowDate(moscowDay(deliveryDate(sentAt, deliveryHours)));
  const sameYear = arrival.year === moscowDate(moscowDay(sentAt)).year;
  // A local noon of the Moscow calendar day: shown in Moscow time, the day does not shift in any zone.
  const local = new Date(arrival.year, arrival.month - 1, arrival.date, 12);
  const date = formatDate(local, sameYear ? 'D MMMM, dd' : 'D MMMM YYYY, dd');
  return `Срок ${duration} в рабочих днях от отправки заказа поставщику; ожидаемая поставка — ${date}`;
}

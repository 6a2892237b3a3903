import type { Kysely, Selectable } from 'kysely';
import type { DeliveryScheduleEntry } from '@shop/shared';
import {
  PRODUCTION_CALENDARS,
  isWorkingMoscowDay,
  moscowDate,
  moscowDay,
  moscowInstant,
  type MoscowDay,
} from '@shop/shared/delivery';
import type { DB } from '../db/schema.js';
import type { DeliverySchedulesTable } from '../db/schema-orders.js';
import { addressOnRoute } from './localities.js';

/** How far ahead the routes' delivery dates are offered. */
export const SCHEDULE_DAYS = 14;

const HOUR_MS = 3_600_000;

const dayNames = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'];

/** 'понедельник' for 1 … 'воскресенье' for 7. */
export const weekdayName = (isoWeekday: number): string => dayNames[isoWeekday - 1] ?? '';

type ScheduleRow = Pick<
  Selectable<DeliverySchedulesTable>,
  'id' | 'day_of_week' | 'time' | 'order_processing_hours'
>;

/** A delivery of a schedule row on one date. */
export interface ScheduleOccurrence {
  schedule: ScheduleRow;
  day: MoscowDay;
  deliveryAt: Date;
}

const daysOffByYear = new Map(PRODUCTION_CALENDARS.map((year) => [year.year, new Set(year.daysOff)]));

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** ISO day of week of a Moscow day: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(day: MoscowDay): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** `YYYY-MM-DD` of a Moscow day. */
function isoDate(day: MoscowDay): string {
  const { year, month, date } = moscowDate(day);
  return `${year}-${pad(month)}-${pad(date)}`;
}

/**
 * Public holidays and the days off moved by the government; ordinary weekends are not holidays, since a
 * route may run on Saturdays. Years without a shipped calendar count the weekdays the calendar rules off.
 */
export function isPublicHoliday(day: MoscowDay): boolean {
  const { year, month, date } = moscowDate(day);
  const listed = daysOffByYear.get(year);
  if (listed) return listed.has(`${pad(month)}-${pad(date)}`);
  return isoWeekday(day) <= 5 && !isWorkingMoscowDay(day);
}

function timeHours(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours + minutes / 60;
}

/**
 * The deliveries of the schedule rows in the next {@link SCHEDULE_DAYS} days (Moscow time), earliest first:
 * none on a public holiday, none whose order deadline (delivery time minus the processing hours) has passed.
 */
export function upcomingOccurrences(rows: readonly ScheduleRow[], now: Date): ScheduleOccurrence[] {
  const today = moscowDay(now);
  const occurrences: ScheduleOccurrence[] = [];
  for (let day = today; day < today + SCHEDULE_DAYS; day += 1) {
    if (isPublicHoliday(day)) continue;
    const weekday = isoWeekday(day);
    for (const schedule of rows) {
      if (schedule.day_of_week !== weekday) continue;
      const deliveryAt = moscowInstant(day, timeHours(schedule.time));
      const deadline = deliveryAt.getTime() - schedule.order_processing_hours * HOUR_MS;
      if (deadline <= now.getTime()) continue;
      occurrences.push({ schedule, day, deliveryAt });
    }
  }
  return occurrences.sort(
    (a, b) => a.deliveryAt.getTime() - b.deliveryAt.getTime() || a.schedule.id - b.schedule.id,
  );
}

/** The id the order payload sends back: the schedule row and the Moscow date, `12:2026-03-11`. */
export function scheduleEntryId(scheduleId: number, day: MoscowDay): string {
  return `${scheduleId}:${isoDate(day)}`;
}

export function toScheduleEntry(occurrence: ScheduleOccurrence, isNearest: boolean): DeliveryScheduleEntry {
  const { schedule, day, deliveryAt } = occurrence;
  const { year, month, date } = moscowDate(day);
  return {
    id: scheduleEntryId(schedule.id, day),
    dateTime: deliveryAt.toISOString(),
    dateString: `${pad(date)}.${pad(month)}.${year}`,
    dayOfWeekString: weekdayName(isoWeekday(day)),
    timeString: schedule.time,
    isNearest,
    dayOfWeek: schedule.day_of_week,
    time: schedule.time,
    orderProcessingTime: schedule.order_processing_hours,
  };
}

export function scheduleEntries(rows: readonly ScheduleRow[], now: Date): DeliveryScheduleEntry[] {
  return upcomingOccurrences(rows, now).map((occurrence, index) => toScheduleEntry(occurrence, index === 0));
}

const entryIdPattern = /^(\d{1,9}):(\d{4}-\d{2}-\d{2})$/;

/**
 * Checks a schedule entry an order names: it must be an upcoming delivery of a route of that delivery method
 * that serves the address. Null when it is not (unknown, past, on a holiday, another method, another place).
 */
export async function resolveScheduleEntry(
  db: Kysely<DB>,
  entryId: string,
  address: string,
  deliveryMethodId: number,
  now: Date = new Date(),
): Promise<{ scheduleId: number; deliveryAt: Date } | null> {
  const match = entryIdPattern.exec(entryId);
  if (!match) return null;
  const scheduleId = Number(match[1]);
  const row = await db
    .selectFrom('delivery_schedules as s')
    .innerJoin('delivery_routes as r', 'r.id', 's.route_id')
    .select(['s.id', 's.day_of_week', 's.time', 's.order_processing_hours', 'r.localities'])
    .where('s.id', '=', scheduleId)
    .where('r.delivery_method_id', '=', deliveryMethodId)
    .executeTakeFirst();
  if (!row || !addressOnRoute(address, row.localities)) return null;
  const occurrence = upcomingOccurrences([row], now).find(({ day }) => isoDate(day) === match[2]);
  return occurrence ? { scheduleId, deliveryAt: occurrence.deliveryAt } : null;
}

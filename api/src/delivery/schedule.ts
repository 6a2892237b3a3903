import type { Kysely, Selectable } from 'kysely';
import type { DeliveryScheduleEntry } from '@shop/shared';
import {
  PRODUCTION_CALENDARS,
  isWorkingMoscowDay,
  moscowDate,
  moscowDay,
  moscowInstant,
  slotTakesGoods,
  type MoscowDay,
} from '@shop/shared/delivery';
import type { DB } from '../db/schema.js';
import type { DeliverySchedulesTable } from '../db/schema-orders.js';
import { addressOnRoute } from './localities.js';
import { scheduleEntryRow } from './schedule-queries.js';

/** How many days of the routes' delivery dates are offered, from the day the cart's goods are at the shop. */
export const SCHEDULE_DAYS = 14;

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

/** The delivery of a schedule row on a day, or null when the row does not run that day (weekday, holiday). */
function occurrenceOn(schedule: ScheduleRow, day: MoscowDay): ScheduleOccurrence | null {
  if (schedule.day_of_week !== isoWeekday(day) || isPublicHoliday(day)) return null;
  return { schedule, day, deliveryAt: moscowInstant(day, timeHours(schedule.time)) };
}

/** Whether a delivery can take an order of goods ready at `readyAt` (the shared rule of the checkout). */
function takes(occurrence: ScheduleOccurrence, readyAt: Date): boolean {
  const processingHours = occurrence.schedule.order_processing_hours;
  return slotTakesGoods({ deliveryAt: occurrence.deliveryAt, processingHours }, readyAt);
}

/** Goods are never ready before the order is placed. */
const readyMoment = (now: Date, readyAt: Date | null): Date =>
  readyAt !== null && readyAt.getTime() > now.getTime() ? readyAt : now;

/**
 * The deliveries of the schedule rows in {@link SCHEDULE_DAYS} days from the day the order's goods are at the
 * shop (`readyAt`, the cart's arrival; null for goods in stock: now), Moscow time, earliest first: none on a
 * public holiday, none whose order deadline (delivery time minus the processing hours) is not after both now
 * and the goods' arrival.
 */
export function upcomingOccurrences(
  rows: readonly ScheduleRow[],
  now: Date,
  readyAt: Date | null = null,
): ScheduleOccurrence[] {
  const ready = readyMoment(now, readyAt);
  const first = moscowDay(ready);
  const occurrences: ScheduleOccurrence[] = [];
  for (let day = first; day < first + SCHEDULE_DAYS; day += 1) {
    for (const schedule of rows) {
      const occurrence = occurrenceOn(schedule, day);
      if (occurrence && takes(occurrence, ready)) occurrences.push(occurrence);
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

export function scheduleEntries(
  rows: readonly ScheduleRow[],
  now: Date,
  readyAt: Date | null = null,
): DeliveryScheduleEntry[] {
  return upcomingOccurrences(rows, now, readyAt).map((occurrence, index) =>
    toScheduleEntry(occurrence, index === 0),
  );
}

const entryIdPattern = /^(\d{1,9}):(\d{4}-\d{2}-\d{2})$/;

/** A delivery an order names: the schedule row, when, and whether the order's goods are at the shop in time. */
export interface ScheduleChoice {
  scheduleId: number;
  deliveryAt: Date;
  /** False when the delivery's order deadline is not after the goods' arrival (`readyAt`). */
  takesGoods: boolean;
}

/**
 * Checks a schedule entry an order names: it must be a delivery of a route of that delivery method that serves
 * the address, on a day the route runs, whose order deadline is still ahead and that is no further than the
 * routes offer it. Null when it is not (unknown, past, on a holiday, another method, another place); else the
 * choice, with `takesGoods` false when it leaves before the order's goods (`readyAt`) can be at the shop.
 */
export async function resolveScheduleEntry(
  db: Kysely<DB>,
  entryId: string,
  address: string,
  deliveryMethodId: number,
  now: Date = new Date(),
  readyAt: Date | null = null,
): Promise<ScheduleChoice | null> {
  const match = entryIdPattern.exec(entryId);
  if (!match) return null;
  const scheduleId = Number(match[1]);
  const row = await scheduleEntryRow(db, scheduleId, deliveryMethodId);
  if (!row || !addressOnRoute(address, row.localities)) return null;
  const day = moscowDayOf(match[2] ?? '');
  const last = moscowDay(readyMoment(now, readyAt)) + SCHEDULE_DAYS;
  if (day === null || day < moscowDay(now) || day >= last) return null;
  const occurrence = occurrenceOn(row, day);
  if (!occurrence || !takes(occurrence, now)) return null;
  return {
    scheduleId,
    deliveryAt: occurrence.deliveryAt,
    takesGoods: takes(occurrence, readyMoment(now, readyAt)),
  };
}

/** The Moscow day of a `YYYY-MM-DD` date, null for a date that does not exist. */
function moscowDayOf(date: string): MoscowDay | null {
  const [year = 0, month = 0, dayOfMonth = 0] = date.split('-').map(Number);
  // A Moscow day is the number of the calendar day since 1970-01-01, as a UTC date counts it.
  const day = Date.UTC(year, month - 1, dayOfMonth) / 86_400_000;
  return Number.isInteger(day) && isoDate(day) === date ? day : null;
}

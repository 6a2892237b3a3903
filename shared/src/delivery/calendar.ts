import { PRODUCTION_CALENDARS } from './years/index.js';
import { moscowDate, moscowDay, type MoscowDay } from './moscow-day.js';

export * from './moscow-day.js';

const DAY_MS = 86_400_000;

/** One year of the Russian production calendar (five-day week), as the government decree sets it. */
export interface ProductionCalendarYear {
  year: number;
  /** The decree or law the days come from. */
  source: string;
  /** Non-working holidays and moved days off, `MM-DD`; holidays that fall on a weekend may be listed too. */
  daysOff: readonly string[];
  /** Saturdays and Sundays made working days by a transfer, `MM-DD`. */
  workingDays: readonly string[];
}

/** Holidays of Labour Code art. 112: used as they are for years that have no calendar shipped. */
const STATUTORY_HOLIDAYS = new Set([
  '01-01',
  '01-02',
  '01-03',
  '01-04',
  '01-05',
  '01-06',
  '01-07',
  '01-08',
  '02-23',
  '03-08',
  '05-01',
  '05-09',
  '06-12',
  '11-04',
]);

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayOf(year: number, month: number, day: number): MoscowDay {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

interface CalendarIndex {
  years: Set<number>;
  daysOff: Set<MoscowDay>;
  workingDays: Set<MoscowDay>;
}

function toDay(year: number, monthDay: string): MoscowDay {
  const [month, date] = monthDay.split('-').map(Number);
  return dayOf(year, month ?? 1, date ?? 1);
}

function buildIndex(calendars: readonly ProductionCalendarYear[]): CalendarIndex {
  const index: CalendarIndex = { years: new Set(), daysOff: new Set(), workingDays: new Set() };
  for (const calendar of calendars) {
    index.years.add(calendar.year);
    for (const monthDay of calendar.daysOff) index.daysOff.add(toDay(calendar.year, monthDay));
    for (const monthDay of calendar.workingDays) index.workingDays.add(toDay(calendar.year, monthDay));
  }
  return index;
}

const calendarIndex = buildIndex(PRODUCTION_CALENDARS);

/** Whether a Moscow day is a working day of a five-day week. */
export function isWorkingMoscowDay(day: MoscowDay): boolean {
  if (calendarIndex.workingDays.has(day)) return true;
  if (calendarIndex.daysOff.has(day)) return false;
  // 1970-01-01 was a Thursday: 0 is Sunday, 6 is Saturday.
  const weekday = (((day + 4) % 7) + 7) % 7;
  if (weekday === 0 || weekday === 6) return false;
  const { year, month, date } = moscowDate(day);
  if (calendarIndex.years.has(year)) return true;
  const monthDay = `${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  return !STATUTORY_HOLIDAYS.has(monthDay);
}

/**
 * Whether a day is a working day in Russia (production calendar, five-day week). A `YYYY-MM-DD` string is
 * that calendar day; a `Date` or any other date string is an instant, taken in Moscow time.
 * Years without a shipped calendar use weekends and the statutory holidays, without transfers.
 */
export function isWorkingDay(date: Date | string): boolean {
  if (typeof date === 'string') {
    const match = isoDate.exec(date);
    if (match) {
      const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const day = dayOf(year, month, dayOfMonth);
      const parsed = moscowDate(day);
      if (parsed.year !== year || parsed.month !== month || parsed.date !== dayOfMonth) {
        throw new RangeError(`Некорректная дата: ${date}`);
      }
      return isWorkingMoscowDay(day);
    }
  }
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Некорректная дата: ${String(date)}`);
  return isWorkingMoscowDay(moscowDay(instant));
}

/** The first working day after a Moscow day. */
export function nextWorkingDay(day: MoscowDay): MoscowDay {
  let next = day + 1;
  while (!isWorkingMoscowDay(next)) next += 1;
  return next;
}

// Moscow days as plain numbers, without the production calendar: what formatting a date needs, so that a
// page formatting dates does not load the calendar's years (calendar.ts re-exports these).
/** Moscow is UTC+3 all year (no daylight saving since 2014). */
export const MOSCOW_UTC_OFFSET_HOURS = 3;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MOSCOW_OFFSET_MS = MOSCOW_UTC_OFFSET_HOURS * HOUR_MS;

/** A Moscow calendar day as the number of days since 1970-01-01. */
export type MoscowDay = number;

/** The Moscow calendar day of an instant. */
export function moscowDay(instant: Date): MoscowDay {
  return Math.floor((instant.getTime() + MOSCOW_OFFSET_MS) / DAY_MS);
}

/** The instant `hours` after midnight (Moscow) of a Moscow day. */
export function moscowInstant(day: MoscowDay, hours = 0): Date {
  return new Date(day * DAY_MS - MOSCOW_OFFSET_MS + hours * HOUR_MS);
}

/** Year, month (1–12) and day of month of a Moscow day. */
export function moscowDate(day: MoscowDay): { year: number; month: number; date: number } {
  const utc = new Date(day * DAY_MS);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, date: utc.getUTCDate() };
}

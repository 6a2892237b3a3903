import { isWorkingDay, moscowDate, moscowDay, nextWorkingDay } from './calendar.js';
import { PRODUCTION_CALENDARS } from './years/index.js';

function workingDaysIn(year: number): number {
  let count = 0;
  for (let day = Date.UTC(year, 0, 1); new Date(day).getUTCFullYear() === year; day += 86_400_000) {
    if (isWorkingDay(new Date(day).toISOString().slice(0, 10))) count += 1;
  }
  return count;
}

describe('production calendar data', () => {
  it('has valid dates; moved working days are Saturdays or Sundays', () => {
    for (const calendar of PRODUCTION_CALENDARS) {
      for (const monthDay of [...calendar.daysOff, ...calendar.workingDays]) {
        const date = new Date(`${calendar.year}-${monthDay}T00:00:00Z`);
        expect(date.toISOString().slice(5, 10)).toBe(monthDay);
      }
      for (const monthDay of calendar.workingDays) {
        expect([0, 6]).toContain(new Date(`${calendar.year}-${monthDay}T00:00:00Z`).getUTCDay());
      }
    }
  });

  it('gives the official number of working days of a year', () => {
    expect(workingDaysIn(2025)).toBe(247);
    expect(workingDaysIn(2026)).toBe(247);
    // Preliminary until the decree for 2027 is published.
    expect(workingDaysIn(2027)).toBe(248);
  });
});

describe('isWorkingDay', () => {
  it('knows weekends, holidays and transferred working days', () => {
    expect(isWorkingDay('2025-11-05')).toBe(true); // Wednesday
    expect(isWorkingDay('2025-11-08')).toBe(false); // Saturday
    expect(isWorkingDay('2025-11-09')).toBe(false); // Sunday
    expect(isWorkingDay('2025-11-01')).toBe(true); // Saturday made a working day
    expect(isWorkingDay('2025-11-03')).toBe(false); // its day off
    expect(isWorkingDay('2025-11-04')).toBe(false); // Unity Day
    expect(isWorkingDay('2025-05-08')).toBe(false); // 23 February (Sunday) moved here
    expect(isWorkingDay('2025-06-13')).toBe(false); // 8 March (Saturday) moved here
    expect(isWorkingDay('2025-12-31')).toBe(false);
    expect(isWorkingDay('2026-01-09')).toBe(false);
    expect(isWorkingDay('2026-01-12')).toBe(true);
    expect(isWorkingDay('2026-03-09')).toBe(false);
    expect(isWorkingDay('2026-05-11')).toBe(false);
    expect(isWorkingDay('2026-12-31')).toBe(false);
    expect(isWorkingDay('2027-11-05')).toBe(false);
    expect(isWorkingDay('2027-11-13')).toBe(true);
  });

  it('takes instants in Moscow time whatever the machine zone', () => {
    expect(isWorkingDay(new Date('2025-11-01T20:59:59Z'))).toBe(true); // Sat 1 Nov 23:59:59 MSK
    expect(isWorkingDay(new Date('2025-11-01T21:00:00Z'))).toBe(false); // Sun 2 Nov 00:00 MSK
    expect(isWorkingDay('2025-11-07T22:30:00Z')).toBe(false); // Sat 8 Nov 01:30 MSK
    expect(isWorkingDay('2025-11-07T20:30:00Z')).toBe(true); // Fri 7 Nov 23:30 MSK
  });

  it('uses weekends and the statutory holidays for years without a calendar', () => {
    expect(isWorkingDay('2028-01-03')).toBe(false);
    expect(isWorkingDay('2028-01-10')).toBe(true);
    expect(isWorkingDay('2024-05-09')).toBe(false);
    expect(isWorkingDay('2024-05-08')).toBe(true);
  });

  it('rejects dates that do not exist', () => {
    expect(() => isWorkingDay('2025-02-30')).toThrow(RangeError);
    expect(() => isWorkingDay('завтра')).toThrow(RangeError);
  });
});

describe('Moscow days', () => {
  it('steps to the next working day across the New Year holidays', () => {
    const day = nextWorkingDay(moscowDay(new Date('2025-12-30T12:00:00+03:00')));
    expect(moscowDate(day)).toEqual({ year: 2026, month: 1, date: 12 });
  });
});

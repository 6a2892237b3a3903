import { formatArrivalDay } from './arrival-day.js';

/** An instant given in Moscow time. */
const msk = (local: string): Date => new Date(`${local}+03:00`);
// Saturday 28 November 2026, 10:00 in Moscow.
const today = msk('2026-11-28T10:00');

describe('formatArrivalDay', () => {
  it('says "сегодня" and "завтра" for the Moscow day of today and the next one', () => {
    expect(formatArrivalDay(today, today)).toBe('сегодня');
    expect(formatArrivalDay(msk('2026-11-28T23:59'), today)).toBe('сегодня');
    expect(formatArrivalDay(msk('2026-11-29T00:00'), today)).toBe('завтра');
  });

  it('gives the date with the short month and weekday later on', () => {
    expect(formatArrivalDay(msk('2026-12-02T00:00'), today)).toBe('2 дек., ср');
    expect(formatArrivalDay(msk('2026-11-30T05:00'), today)).toBe('30 нояб., пн');
    expect(formatArrivalDay('2026-12-01T21:00:00.000Z', today)).toBe('2 дек., ср');
  });

  it('takes the days in Moscow time whatever the instant’s zone', () => {
    // 21:30 UTC on Saturday is 00:30 on Sunday in Moscow.
    expect(formatArrivalDay(new Date('2026-11-28T21:30:00Z'), today)).toBe('завтра');
  });

  it('names the year when it is not this year', () => {
    expect(formatArrivalDay(msk('2027-01-12T00:00'), msk('2026-12-30T15:00'))).toBe('12 янв. 2027, вт');
    expect(formatArrivalDay(msk('2026-05-12T00:00'), msk('2026-05-08T15:00'))).toBe('12 мая, вт');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatArrivalDay(null, today)).toBe('');
    expect(formatArrivalDay('', today)).toBe('');
    expect(formatArrivalDay('nonsense', today)).toBe('');
  });
});

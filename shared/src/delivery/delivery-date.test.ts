import { deliveryDate, deliveryNotice } from './delivery-date.js';

const NBSP = '\u00a0';
/** An instant given in Moscow time. */
const msk = (local: string): Date => new Date(`${local}+03:00`);
/** The Moscow wall time of an instant, `YYYY-MM-DD HH:mm`. */
const inMoscow = (instant: Date): string =>
  new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const arrival = (sentAt: string, hours: number): string => inMoscow(deliveryDate(msk(sentAt), hours));

describe('deliveryDate', () => {
  it('counts from the next working day after an order placed on a Friday evening', () => {
    expect(arrival('2025-11-21T19:30', 24)).toBe('2025-11-24 00:00'); // Monday
    expect(arrival('2025-11-21T19:30', 5)).toBe('2025-11-24 05:00');
    expect(arrival('2025-11-21T19:30', 2 * 24 + 5)).toBe('2025-11-25 05:00'); // Tuesday
  });

  it('lands on the next working day for 0 hours: the order day never counts', () => {
    expect(arrival('2025-11-21T19:30', 0)).toBe('2025-11-24 00:00');
    expect(arrival('2025-11-19T09:00', 0)).toBe('2025-11-20 00:00');
  });

  it('skips weekends', () => {
    expect(arrival('2025-11-22T10:00', 24)).toBe('2025-11-24 00:00'); // sent on a Saturday
    expect(arrival('2025-11-19T10:00', 3 * 24)).toBe('2025-11-24 00:00'); // Thu, Fri, Mon
    expect(arrival('2025-11-19T10:00', 7 * 24 + 23)).toBe('2025-11-28 23:00');
  });

  it('counts a transferred working Saturday and skips its day off', () => {
    expect(arrival('2025-10-31T12:00', 24)).toBe('2025-11-01 00:00'); // Saturday 1 November works
    expect(arrival('2025-10-31T12:00', 2 * 24)).toBe('2025-11-05 00:00'); // 2–4 November are off
  });

  it('skips the New Year holidays of 2026', () => {
    expect(arrival('2025-12-30T15:00', 24)).toBe('2026-01-12 00:00');
    expect(arrival('2025-12-29T15:00', 2 * 24 + 10)).toBe('2026-01-12 10:00');
    expect(arrival('2026-01-05T10:00', 3 * 24)).toBe('2026-01-14 00:00');
  });

  it('skips the May holidays', () => {
    expect(arrival('2026-04-30T10:00', 24)).toBe('2026-05-04 00:00');
    expect(arrival('2026-04-30T10:00', 5 * 24)).toBe('2026-05-08 00:00');
    expect(arrival('2026-04-30T10:00', 6 * 24)).toBe('2026-05-12 00:00'); // 9–11 May are off
    expect(arrival('2025-04-30T10:00', 4 * 24)).toBe('2025-05-12 00:00'); // 1–4 and 8–11 May 2025
  });

  it('takes the order day in Moscow time', () => {
    expect(arrival('2025-11-19T23:30', 24)).toBe('2025-11-20 00:00'); // still Wednesday in Moscow
    expect(inMoscow(deliveryDate(new Date('2025-11-19T21:30:00Z'), 24))).toBe('2025-11-21 00:00'); // Thursday
  });

  it('rounds fractions of an hour up and rejects invalid input', () => {
    expect(arrival('2025-11-19T10:00', 47.2)).toBe('2025-11-21 00:00');
    expect(arrival('2025-11-19T10:00', 24 * 2.1)).toBe('2025-11-21 03:00');
    expect(() => deliveryDate(msk('2025-11-19T10:00'), -1)).toThrow(RangeError);
    expect(() => deliveryDate(msk('2025-11-19T10:00'), Number.NaN)).toThrow(RangeError);
    expect(() => deliveryDate(new Date('nonsense'), 24)).toThrow(RangeError);
  });
});

describe('deliveryNotice', () => {
  it('says the term and the expected date in Russian', () => {
    expect(deliveryNotice(2 * 24 + 5, msk('2025-11-21T19:30'))).toBe(
      `Срок 2${NBSP}дн. 5${NBSP}ч. в рабочих днях от отправки заказа поставщику; ожидаемая поставка — 25 ноября, вт`,
    );
    expect(deliveryNotice(0, msk('2025-11-21T19:30'))).toBe(
      `Срок 0${NBSP}ч. в рабочих днях от отправки заказа поставщику; ожидаемая поставка — 24 ноября, пн`,
    );
  });

  it('names the year when the delivery falls in the next one', () => {
    expect(deliveryNotice(24, msk('2025-12-30T15:00'))).toMatch(/ожидаемая поставка — 12 января 2026, пн$/);
  });

  it('is empty for an invalid term', () => {
    expect(deliveryNotice(-1, msk('2025-11-21T19:30'))).toBe('');
    expect(deliveryNotice(Number.NaN)).toBe('');
  });
});

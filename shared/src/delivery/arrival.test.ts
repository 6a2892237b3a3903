import { cartArrival, lineArrival, slotTakesGoods } from './arrival.js';

/** An instant given in Moscow time. */
const msk = (local: string): Date => new Date(`${local}+03:00`);
// Saturday 28 November 2026, 10:00 in Moscow: the day of the issue.
const saturday = msk('2026-11-28T10:00');

describe('lineArrival', () => {
  it('has the shop’s own stock at once', () => {
    expect(lineArrival({ deliveryTime: 0, isStock: true }, saturday)).toEqual(saturday);
  });

  it('counts working days for a supplier’s line, the order day and the weekend not counted', () => {
    // Monday 30 November is day 1: three days arrive on Wednesday.
    expect(lineArrival({ deliveryTime: 72, isStock: false }, saturday)).toEqual(msk('2026-12-02T00:00'));
    // A supplier's term of 0 hours still needs the order sent: the next working day.
    expect(lineArrival({ deliveryTime: 0, isStock: false }, saturday)).toEqual(msk('2026-11-30T00:00'));
    // Another warehouse of the shop with a term: the same working days.
    expect(lineArrival({ deliveryTime: 48, isStock: true }, saturday)).toEqual(msk('2026-12-01T00:00'));
  });
});

describe('cartArrival', () => {
  it('is the latest line’s arrival', () => {
    const lines = [
      { deliveryTime: 0, isStock: true },
      { deliveryTime: 72, isStock: false },
      { deliveryTime: 24, isStock: false },
    ];
    expect(cartArrival(lines, saturday)).toEqual(msk('2026-12-02T00:00'));
  });

  it('is the moment of ordering for stock lines or none', () => {
    expect(cartArrival([{ deliveryTime: 0, isStock: true }], saturday)).toEqual(saturday);
    expect(cartArrival([], saturday)).toEqual(saturday);
  });
});

describe('slotTakesGoods', () => {
  const slot = { deliveryAt: msk('2026-12-02T14:00'), processingHours: 3 };

  it('takes goods ready before the order deadline', () => {
    expect(slotTakesGoods(slot, msk('2026-12-02T00:00'))).toBe(true);
    expect(slotTakesGoods(slot, msk('2026-12-02T10:59'))).toBe(true);
  });

  it('refuses goods ready at the deadline or later, and a delivery before they arrive', () => {
    expect(slotTakesGoods(slot, msk('2026-12-02T11:00'))).toBe(false);
    expect(
      slotTakesGoods({ deliveryAt: msk('2026-11-28T14:00'), processingHours: 0 }, msk('2026-12-02T00:00')),
    ).toBe(false);
  });
});

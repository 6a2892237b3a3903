import { refundBreakdown } from './money.js';

it('keeps back the return percent of the cost in whole kopecks', () => {
  expect(refundBreakdown(850, 2, 10)).toEqual({ cost: 1700, deduction: 170, sum: 1530 });
  expect(refundBreakdown(850, 2)).toEqual({ cost: 1700, deduction: 0, sum: 1700 });
  // 0.1 + 0.2 style noise: 3 × 10.1 = 30.3 exactly, 15 % of it is 4.545 → 4.55 kept.
  expect(refundBreakdown(10.1, 3, 15)).toEqual({ cost: 30.3, deduction: 4.55, sum: 25.75 });
  expect(refundBreakdown(199.99, 7, 12.5)).toEqual({ cost: 1399.93, deduction: 174.99, sum: 1224.94 });
});

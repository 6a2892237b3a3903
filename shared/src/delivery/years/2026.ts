import type { ProductionCalendarYear } from '../calendar.js';

/** 247 working days, 118 days off and holidays. */
export const calendar2026: ProductionCalendarYear = {
  year: 2026,
  source: 'Постановление Правительства РФ от 24.09.2025 № 1466 «О переносе выходных дней в 2026 году»',
  daysOff: [
    // New Year holidays and Christmas; 3 January (Sat) moved to 9 January, 4 January (Sun) to 31 December.
    '01-01',
    '01-02',
    '01-03',
    '01-04',
    '01-05',
    '01-06',
    '01-07',
    '01-08',
    '01-09',
    '02-23',
    // 8 March falls on a Sunday: the next Monday is off (Labour Code art. 112).
    '03-08',
    '03-09',
    '05-01',
    // 9 May falls on a Saturday: the next Monday is off.
    '05-09',
    '05-11',
    '06-12',
    '11-04',
    '12-31',
  ],
  workingDays: [],
};

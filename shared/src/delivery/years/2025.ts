import type { ProductionCalendarYear } from '../calendar.js';

/** 247 working days, 118 days off and holidays. */
export const calendar2025: ProductionCalendarYear = {
  year: 2025,
  source: 'Постановление Правительства РФ от 04.10.2024 № 1335 «О переносе выходных дней в 2025 году»',
  daysOff: [
    // New Year holidays and Christmas; 4 and 5 January (Sat, Sun) moved to 2 May and 31 December.
    '01-01',
    '01-02',
    '01-03',
    '01-04',
    '01-05',
    '01-06',
    '01-07',
    '01-08',
    // 23 February falls on a Sunday: moved to 8 May.
    '02-23',
    // 8 March falls on a Saturday: moved to 13 June.
    '03-08',
    '05-01',
    '05-02',
    '05-08',
    '05-09',
    '06-12',
    '06-13',
    // From Saturday 1 November.
    '11-03',
    '11-04',
    '12-31',
  ],
  workingDays: ['11-01'],
};

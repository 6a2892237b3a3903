import type { ProductionCalendarYear } from '../calendar.js';

/**
 * Preliminary: the decree on moved days off for 2027 is not published yet. Holidays that fall on a
 * weekend move to the next Monday (Labour Code art. 112); the announced draft moves the day off from
 * Saturday 13 November to Friday 5 November; 31 December is expected off (one of the January Saturday and
 * Sunday holidays, as in the years before). Replace with the decree's days when it is published.
 */
export const calendar2027: ProductionCalendarYear = {
  year: 2027,
  source: 'Трудовой кодекс РФ, ст. 112; проект переноса выходных дней в 2027 году',
  daysOff: [
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
    // 1 May falls on a Saturday, 9 May on a Sunday, 12 June on a Saturday: the next Mondays are off.
    '05-01',
    '05-03',
    '05-09',
    '05-10',
    '06-12',
    '06-14',
    '11-04',
    '11-05',
    '12-31',
  ],
  workingDays: ['11-13'],
};

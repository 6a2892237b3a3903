import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { amountBadge } from './badge.js';
import { formatBytes } from './bytes.js';
import { DATE_FORMAT, formatDate, formatDateTime } from './date.js';
import { formatDuration } from './duration.js';
import { ceilToCents, formatNumber, formatPercent, NBSP, toNumber } from './number.js';
import { pluralRu } from './plural.js';
import { displayName } from './user.js';

dayjs.extend(utc);

const nb = '\u00a0';

describe('formatDuration', () => {
  it.each([
    [0, `0${nb}ч.`],
    [5, `5${nb}ч.`],
    [24, `1${nb}дн.`],
    [48, `2${nb}дн.`],
    [50, `2${nb}дн. 2${nb}ч.`],
    [73, `3${nb}дн. 1${nb}ч.`],
    [4.2, `5${nb}ч.`],
  ])('%p hours → %p', (hours, expected) => {
    expect(formatDuration(hours)).toBe(expected);
  });

  it('empty for missing or negative values', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(-1)).toBe('');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, `0${nb}байт`],
    [512, `512${nb}байт`],
    [1023, `1${nb}023${nb}байт`],
    [1024, `1${nb}КБ`],
    [1536, `2${nb}КБ`],
    [500 * 1024, `500${nb}КБ`],
    [1024 * 1024 - 1, `1${nb}МБ`],
    [15.4 * 1024 * 1024, `15${nb}МБ`],
    [20480 * 1024 * 1024, `20${nb}480${nb}МБ`],
  ])('%p → %p', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('empty for missing or negative sizes', () => {
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(-5)).toBe('');
  });
});

describe('formatDate', () => {
  it('DD.MM.YYYY by default', () => {
    expect(DATE_FORMAT).toBe('DD.MM.YYYY');
    expect(formatDate('2024-03-08')).toBe('08.03.2024');
    expect(formatDate(new Date('2024-12-25T11:05:00Z'))).toBe('25.12.2024');
  });

  it('Russian month and weekday names', () => {
    expect(formatDate('2024-12-25', 'D MMMM YYYY')).toBe('25 декабря 2024');
    expect(formatDate('2024-03-08', 'MMMM')).toBe('март');
    expect(formatDate('2024-12-25', 'dddd')).toBe('среда');
    expect(formatDate('2024-12-25', 'D MMMM, dd')).toBe('25 декабря, ср');
    expect(formatDate('2024-03-08', '[до] D.M.YYYY')).toBe('до 8.3.2024');
  });

  it('the same text as dayjs for every kind of input', () => {
    const instant = '2024-12-25T22:30:05Z';
    for (const input of [instant, Date.parse(instant), new Date(instant), dayjs(instant)]) {
      expect(formatDate(input, 'YYYY-MM-DD HH:mm:ss')).toBe(
        dayjs(instant).utc().add(3, 'hour').format('YYYY-MM-DD HH:mm:ss'),
      );
    }
    expect(formatDate(dayjs('not a date'))).toBe('');
  });

  it('date and time of an instant in Moscow time, whatever the browser zone', () => {
    expect(formatDateTime('2024-12-25T11:05:00Z')).toBe('25.12.2024 14:05');
    expect(formatDateTime(new Date('2024-12-25T22:30:00Z'))).toBe('26.12.2024 01:30');
    expect(formatDate('2024-12-25T22:30:00Z')).toBe('26.12.2024');
  });

  it('empty for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('displayName', () => {
  const email = 'ivanov@example.ru';

  it('last name and initials', () => {
    expect(displayName({ lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', email })).toBe(
      'Иванов И. И.',
    );
    expect(displayName({ lastName: 'Петрова', firstName: 'анна', middleName: '', email })).toBe('Петрова А.');
    expect(displayName({ lastName: ' Сидоров ', firstName: '', middleName: '', email })).toBe('Сидоров');
  });

  it('falls back to the email', () => {
    expect(displayName({ lastName: '', firstName: 'Иван', middleName: '', email })).toBe(email);
    expect(displayName({ lastName: null, firstName: null, middleName: null, email })).toBe(email);
    expect(displayName(null)).toBe('');
  });
});

describe('amountBadge', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [150, '9+'],
    [null, ''],
  ])('%p → %p', (count, expected) => {
    expect(amountBadge(count)).toBe(expected);
  });
});

describe('numbers', () => {
  it('toNumber', () => {
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber(`1${nb}234,5`)).toBe(1234.5);
    expect(toNumber('')).toBeNull();
    expect(toNumber('1,2,3')).toBeNull();
    expect(toNumber(Infinity)).toBeNull();
  });

  it('ceilToCents', () => {
    expect(ceilToCents(10.1)).toBe(10.1);
    expect(ceilToCents(10.001)).toBe(10.01);
    expect(ceilToCents(1.005)).toBe(1.01);
  });

  it('formatNumber and formatPercent', () => {
    expect(NBSP).toBe(nb);
    expect(formatNumber(1234567.891)).toBe(`1${nb}234${nb}567,89`);
    expect(formatNumber(12345.6, 0)).toBe(`12${nb}346`);
    expect(formatNumber(null)).toBe('');
    expect(formatPercent(2.5)).toBe(`2,5${nb}%`);
    expect(formatPercent(0.15, 'fraction')).toBe(`15${nb}%`);
    expect(formatPercent(0)).toBe(`0${nb}%`);
  });

  it('pluralRu', () => {
    const forms = ['товар', 'товара', 'товаров'] as const;
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((n) => pluralRu(n, forms))).toEqual([
      'товаров',
      'товар',
      'товара',
      'товара',
      'товаров',
      'товаров',
      'товаров',
      'товаров',
      'товар',
      'товара',
      'товаров',
      'товар',
      'товаров',
    ]);
  });
});

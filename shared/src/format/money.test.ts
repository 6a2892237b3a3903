import { applyMarkup, formatMoney, formatPrice, orderTotal, PRICE_DASH, PRICE_NOT_SET } from './money.js';

/** Intl (ru-RU) separates digit groups and the currency sign with U+00A0. */
const nb = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [1234.5, `1${nb}234,5${nb}₽`],
    [1234.56, `1${nb}234,56${nb}₽`],
    [1000, `1${nb}000${nb}₽`],
    [12345, `12${nb}345${nb}₽`],
    [1234567.8, `1${nb}234${nb}567,8${nb}₽`],
    [0, `0${nb}₽`],
    [-5, `-5${nb}₽`],
  ])('RUB %p → %p (0 to 2 fraction digits)', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('rounds up to kopecks', () => {
    expect(formatMoney(10.001)).toBe(`10,01${nb}₽`);
    expect(formatMoney(1234.561)).toBe(`1${nb}234,57${nb}₽`);
    expect(formatMoney(10.1)).toBe(`10,1${nb}₽`);
    expect(formatMoney(0.07 * 3)).toBe(`0,21${nb}₽`);
    expect(formatMoney(-0.001)).toBe(`0${nb}₽`);
  });

  it('accepts numeric strings', () => {
    expect(formatMoney('1234.5')).toBe(`1${nb}234,5${nb}₽`);
    expect(formatMoney('1 234,50')).toBe(`1${nb}234,5${nb}₽`);
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('EUR and USD', () => {
    expect(formatMoney(12345, 'EUR')).toBe(`12${nb}345${nb}€`);
    expect(formatMoney(99.9, 'USD')).toBe(`99,9${nb}$`);
    expect(formatMoney('10.005', 'EUR')).toBe(`10,01${nb}€`);
  });

  it('RUR is shown as RUB; an unknown code is appended', () => {
    expect(formatMoney(5, 'RUR')).toBe(`5${nb}₽`);
    expect(formatMoney(5, 'rub')).toBe(`5${nb}₽`);
    expect(formatMoney(12345.5, 'руб.')).toBe(`12${nb}345,5${nb}руб.`);
  });
});

describe('formatPrice', () => {
  it('zero or missing price: dash by default, text on demand', () => {
    expect(PRICE_DASH).toBe('—');
    expect(PRICE_NOT_SET).toBe('Цена не указана');
    expect(formatPrice(0)).toBe('—');
    expect(formatPrice('0.00')).toBe('—');
    expect(formatPrice(null)).toBe('—');
    expect(formatPrice(undefined, { empty: 'text' })).toBe('Цена не указана');
    expect(formatPrice(0, { empty: 'text' })).toBe('Цена не указана');
  });

  it('formats other prices as money', () => {
    expect(formatPrice(1500.001)).toBe(`1${nb}500,01${nb}₽`);
    expect(formatPrice(20, { currency: 'USD', empty: 'text' })).toBe(`20${nb}$`);
  });
});

describe('price arithmetic (SPEC §9)', () => {
  it('markup on top, rounded up to kopecks', () => {
    expect(applyMarkup(100, 15)).toBe(115);
    expect(applyMarkup(99.99, 3)).toBe(102.99);
    expect(applyMarkup(10.1, 0)).toBe(10.1);
  });

  it('order total with commission: ceil(sum * (100 + commission) / 100)', () => {
    expect(orderTotal(1000)).toBe(1000);
    expect(orderTotal(1000, 2.5)).toBe(1025);
    expect(orderTotal(999, 1.5)).toBe(1014);
    expect(orderTotal(100.1)).toBe(101);
    expect(orderTotal(110, 0)).toBe(110);
  });
});

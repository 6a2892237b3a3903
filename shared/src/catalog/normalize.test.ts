import { normalizeBrandName, normalizePartNumber } from './normalize.js';

describe('normalizePartNumber', () => {
  it('gives one spelling for every way a number is typed', () => {
    for (const typed of ['w 712/75', 'W712-75', 'w71275', ' W.712.75 ']) {
      expect(normalizePartNumber(typed)).toBe('W71275');
    }
    expect(normalizePartNumber('0 451 103 316')).toBe('0451103316');
  });

  it('folds Cyrillic look-alikes typed on a Russian layout to Latin', () => {
    expect(normalizePartNumber('ос 90')).toBe('OC90');
    expect(normalizePartNumber('ОС-90')).toBe(normalizePartNumber('OC 90'));
    expect(normalizePartNumber('АВЕКМНОРСТУХ')).toBe('ABEKMHOPCTYX');
  });
});

describe('normalizeBrandName', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(normalizeBrandName('Mann-Filter')).toBe('MANNFILTER');
    expect(normalizeBrandName('MERCEDES BENZ')).toBe(normalizeBrandName('mercedes-benz'));
  });
});

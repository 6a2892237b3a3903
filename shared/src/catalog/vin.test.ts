import { isValidVin, normalizeVin } from './vin.js';

describe('VIN', () => {
  it.each(['WVWZZZ1JZXW000001', 'XTA21099043456789', 'JTDBR32E720012345', 'wvwzzz1jzxw000001'])(
    'accepts %s',
    (vin) => {
      expect(isValidVin(vin)).toBe(true);
    },
  );

  it.each([
    ['I', 'WVWZZZ1JZXW00000I'],
    ['O', 'WVWZZZ1JZXW00000O'],
    ['Q', 'WVWZZZ1JZXW00000Q'],
    ['lower-case o', 'wvwzzz1jzxw00000o'],
    ['16 characters', 'WVWZZZ1JZXW00000'],
    ['18 characters', 'WVWZZZ1JZXW0000011'],
    ['Cyrillic', 'ХТА21099043456789'],
    ['a space', 'WVWZZZ1JZXW 00001'],
    ['empty', ''],
    ['null', null],
  ])('rejects %s', (_case, vin) => {
    expect(isValidVin(vin)).toBe(false);
  });

  it('normalizes to trimmed upper case', () => {
    expect(normalizeVin(' wvwzzz1jzxw000001 ')).toBe('WVWZZZ1JZXW000001');
  });
});

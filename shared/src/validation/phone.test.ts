import { formatPhone, isValidPhone, normalizePhone, PHONE_MASK } from './phone.js';

describe('phone', () => {
  it('has the default mask', () => {
    expect(PHONE_MASK).toBe('+7 (999) 999-99-99');
  });

  it.each([
    '+7 (978) 123-45-67',
    '+79781234567',
    '89781234567',
    '79781234567',
    '9781234567',
    '8 (978) 123 45 67',
    ' +7 978 123-45-67 ',
  ])('normalizes %p to +79781234567', (phone) => {
    expect(normalizePhone(phone)).toBe('+79781234567');
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    '+7 (978) 123-45-6_',
    '+7 (___) ___-__-__',
    '+38 (097) 123-45-67',
    '+8 (978) 123-45-67',
    '69781234567',
    '978123456',
    '+7978123456a',
    'телефон',
    '',
    null,
    undefined,
  ])('rejects %p', (phone) => {
    expect(normalizePhone(phone)).toBeNull();
    expect(isValidPhone(phone)).toBe(false);
  });

  it('formats a phone with the mask', () => {
    expect(formatPhone('89781234567')).toBe('+7 (978) 123-45-67');
    expect(formatPhone('не телефон')).toBe('не телефон');
  });
});

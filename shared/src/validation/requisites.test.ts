import {
  bikError,
  corrAccountError,
  innError,
  isValidBik,
  isValidCorrAccount,
  isValidInn,
  isValidKpp,
  isValidSettlementAccount,
  kppError,
  settlementAccountError,
} from './requisites.js';

// Real bank data: ПАО Сбербанк (Москва), Северо-Западный банк ПАО Сбербанк (Санкт-Петербург), АО «Т-Банк»,
// Банк ВТБ. Moscow BIKs share digits 5–6 ('25'), so a Moscow К/С only fails against a BIK of another region.
const SBER = { bik: '044525225', corr: '30101810400000000225' };
const SBER_SPB = { bik: '044030653', corr: '30101810500000000653' };
const TBANK = { bik: '044525974', corr: '30101810145250000974' };
const VTB = { bik: '044525187', corr: '30101810700000000187' };
/** Settlement account at Сбербанк with the control key (9th digit) computed for BIK 044525225. */
const SBER_SETTLEMENT = '40702810938000000001';

describe('БИК', () => {
  it.each([SBER.bik, TBANK.bik, VTB.bik])('accepts %s', (bik) => {
    expect(isValidBik(bik)).toBe(true);
    expect(bikError(bik)).toBeNull();
  });

  it.each([
    ['', 'БИК пуст'],
    [null, 'БИК пуст'],
    [undefined, 'БИК пуст'],
    ['04452522a', 'БИК может состоять только из цифр'],
    ['044 525 225', 'БИК может состоять только из цифр'],
    ['04452522', 'БИК может состоять только из 9 цифр'],
    ['0445252250', 'БИК может состоять только из 9 цифр'],
  ])('%p → %s', (bik, message) => {
    expect(bikError(bik)).toBe(message);
    expect(isValidBik(bik)).toBe(false);
  });
});

describe('ИНН', () => {
  it.each([
    '7707083893', // ПАО Сбербанк
    '7736207543', // ООО «Яндекс»
    '7830002293', // ПАО «Ростелеком»
    '500100732259', // 12 digits (person)
  ])('accepts %s', (inn) => {
    expect(isValidInn(inn)).toBe(true);
    expect(innError(inn)).toBeNull();
  });

  it.each([
    ['7707083894', 'Неправильное контрольное число'],
    ['7736207540', 'Неправильное контрольное число'],
    ['500100732258', 'Неправильное контрольное число'],
    ['500100732252', 'Неправильное контрольное число'],
    ['770708389', 'ИНН может состоять только из 10 или 12 цифр'],
    ['77070838930', 'ИНН может состоять только из 10 или 12 цифр'],
    ['5001007322590', 'ИНН может состоять только из 10 или 12 цифр'],
    ['77070838a3', 'ИНН может состоять только из цифр'],
    ['', 'ИНН пуст'],
  ])('%s → %s', (inn, message) => {
    expect(innError(inn)).toBe(message);
    expect(isValidInn(inn)).toBe(false);
  });

  it('checks both control digits of a 12-digit ИНН', () => {
    // 11th control digit right, 12th wrong; then the 11th wrong.
    expect(innError('500100732250')).toBe('Неправильное контрольное число');
    expect(innError('500100732269')).toBe('Неправильное контрольное число');
  });
});

describe('КПП', () => {
  it.each(['773601001', '7736AB001', '770701001', '0000ZZ999'])('accepts %s', (kpp) => {
    expect(isValidKpp(kpp)).toBe(true);
    expect(kppError(kpp)).toBeNull();
  });

  it.each(['7736ab001', '77360100A', 'A73601001', '7736-0100', '7736Ж0001'])(
    '%s → Неправильный формат КПП',
    (kpp) => {
      expect(kppError(kpp)).toBe('Неправильный формат КПП');
      expect(isValidKpp(kpp)).toBe(false);
    },
  );

  it('reports the length and the empty value', () => {
    expect(kppError('77360100')).toBe(
      'КПП может состоять только из 9 знаков (цифр или заглавных букв латинского алфавита от A до Z)',
    );
    expect(kppError('')).toBe('КПП пуст');
    expect(isValidKpp('7736010011')).toBe(false);
  });
});

describe('correspondent account', () => {
  it.each([SBER, SBER_SPB, TBANK, VTB])('accepts $corr for БИК $bik', ({ bik, corr }) => {
    expect(isValidCorrAccount(corr, bik)).toBe(true);
    expect(corrAccountError(corr, bik)).toBeNull();
  });

  it('rejects an account of another region or a changed digit (wrong checksum)', () => {
    expect(corrAccountError(SBER.corr, SBER_SPB.bik)).toBe('Неправильное контрольное число');
    expect(corrAccountError(SBER_SPB.corr, SBER.bik)).toBe('Неправильное контрольное число');
    expect(corrAccountError('30101810400000000226', SBER.bik)).toBe('Неправильное контрольное число');
    expect(isValidCorrAccount(TBANK.corr, SBER_SPB.bik)).toBe(false);
  });

  it('uses only digits 5–6 of the БИК', () => {
    // Т-Банк and Сбербанк are both in Moscow ('25').
    expect(isValidCorrAccount(TBANK.corr, SBER.bik)).toBe(true);
  });

  it.each([
    ['', 'К/С пуст'],
    ['3010181040000000022a', 'К/С может состоять только из цифр'],
    ['3010181040000000022', 'К/С может состоять только из 20 цифр'],
    ['301018104000000002250', 'К/С может состоять только из 20 цифр'],
  ])('%p → %s', (account, message) => {
    expect(corrAccountError(account, SBER.bik)).toBe(message);
  });

  it('reports a wrong БИК first', () => {
    expect(corrAccountError(SBER.corr, '')).toBe('БИК пуст');
    expect(corrAccountError(SBER.corr, '04452522')).toBe('БИК может состоять только из 9 цифр');
    expect(isValidCorrAccount(SBER.corr, '04452522x')).toBe(false);
  });
});

describe('settlement account', () => {
  it('accepts a settlement account with the right control key', () => {
    expect(isValidSettlementAccount(SBER_SETTLEMENT, SBER.bik)).toBe(true);
    expect(settlementAccountError(SBER_SETTLEMENT, SBER.bik)).toBeNull();
    expect(isValidSettlementAccount('40817810438000000001', SBER.bik)).toBe(true);
  });

  it('uses the last 3 digits of the БИК', () => {
    // Same last three digits (225), other digits differ: still valid.
    expect(isValidSettlementAccount(SBER_SETTLEMENT, '999999225')).toBe(true);
    expect(settlementAccountError(SBER_SETTLEMENT, TBANK.bik)).toBe('Неправильное контрольное число');
  });

  it('rejects any other control key', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      const account = `40702810${digit}38000000001`;
      expect(isValidSettlementAccount(account, SBER.bik)).toBe(digit === 9);
    }
  });

  it.each([
    ['', 'Р/С пуст'],
    ['4070281093800000000O', 'Р/С может состоять только из цифр'],
    ['4070281093800000000', 'Р/С может состоять только из 20 цифр'],
  ])('%p → %s', (account, message) => {
    expect(settlementAccountError(account, SBER.bik)).toBe(message);
  });

  it('reports a wrong БИК first', () => {
    expect(settlementAccountError(SBER_SETTLEMENT, '04452522a')).toBe('БИК может состоять только из цифр');
  });

  it('a correspondent account is not a settlement account of the same bank', () => {
    expect(isValidSettlementAccount(SBER.corr, SBER.bik)).toBe(false);
  });
});

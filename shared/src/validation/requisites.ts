import { requisiteMessages as m } from './messages.js';

/**
 * Checks of Russian bank and tax requisites (SPEC §5). The `…Error` functions return the Russian message of
 * the first failed rule or `null`; the `isValid…` functions are their boolean forms.
 * Values are strings; numbers are accepted for convenience (a number loses leading zeros, so pass strings).
 */
export type RequisiteInput = string | number | null | undefined;

function text(value: RequisiteInput): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
}

const DIGITS = /^\d+$/;

/** `'БИК пуст'`, `'БИК может состоять только из цифр'`, `'БИК может состоять только из 9 цифр'` or `null`. */
export function bikError(value: RequisiteInput): string | null {
  const bik = text(value);
  if (!bik.length) return m.bikEmpty;
  if (!DIGITS.test(bik)) return m.bikDigitsOnly;
  if (bik.length !== 9) return m.bikLength;
  return null;
}

/** БИК: 9 digits. */
export function isValidBik(value: RequisiteInput): boolean {
  return bikError(value) === null;
}

function innCheckDigit(inn: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += weight * Number(inn.charAt(index));
  });
  return (sum % 11) % 10;
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/**
 * ИНН: 10 digits (organisation) or 12 digits (person) with the FNS check digits:
 * `'ИНН пуст'`, `'ИНН может состоять только из цифр'`, `'ИНН может состоять только из 10 или 12 цифр'`,
 * `'Неправильное контрольное число'` or `null`.
 */
export function innError(value: RequisiteInput): string | null {
  const inn = text(value);
  if (!inn.length) return m.innEmpty;
  if (!DIGITS.test(inn)) return m.innDigitsOnly;
  if (inn.length === 10) {
    return innCheckDigit(inn, INN10_WEIGHTS) === Number(inn.charAt(9)) ? null : m.checksum;
  }
  if (inn.length === 12) {
    const valid =
      innCheckDigit(inn, INN12_WEIGHTS_11) === Number(inn.charAt(10)) &&
      innCheckDigit(inn, INN12_WEIGHTS_12) === Number(inn.charAt(11));
    return valid ? null : m.checksum;
  }
  return m.innLength;
}

/** ИНН: 10 or 12 digits with the official checksum. */
export function isValidInn(value: RequisiteInput): boolean {
  return innError(value) === null;
}

const KPP = /^\d{4}[\dA-Z]{2}\d{3}$/;

/**
 * КПП: 9 characters, 4 digits, 2 digits or capital Latin letters, 3 digits:
 * `'КПП пуст'`, `'КПП может состоять только из 9 знаков (…)'`, `'Неправильный формат КПП'` or `null`.
 */
export function kppError(value: RequisiteInput): string | null {
  const kpp = text(value);
  if (!kpp.length) return m.kppEmpty;
  if (kpp.length !== 9) return m.kppLength;
  if (!KPP.test(kpp)) return m.kppFormat;
  return null;
}

/** КПП: `NNNNPPNNN` where `PP` are digits or capital Latin letters. */
export function isValidKpp(value: RequisiteInput): boolean {
  return kppError(value) === null;
}

const ACCOUNT_WEIGHTS = [7, 1, 3] as const;

/** Sum of the 23 digits with the weights 7, 1, 3 repeated is divisible by 10. */
function accountChecksumOk(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += (ACCOUNT_WEIGHTS[index % 3] ?? 0) * Number(digits.charAt(index));
  }
  return sum % 10 === 0;
}

interface AccountMessages {
  empty: string;
  digitsOnly: string;
  length: string;
}

function accountError(
  value: RequisiteInput,
  bikValue: RequisiteInput,
  messages: AccountMessages,
  bikPart: (bik: string) => string,
): string | null {
  const bikProblem = bikError(bikValue);
  if (bikProblem) return bikProblem;
  const account = text(value);
  if (!account.length) return messages.empty;
  if (!DIGITS.test(account)) return messages.digitsOnly;
  if (account.length !== 20) return messages.length;
  return accountChecksumOk(bikPart(text(bikValue)) + account) ? null : m.checksum;
}

/**
 * Correspondent account (К/С) checked against the bank's БИК: 20 digits; the weights 7, 1, 3 over the 23 digits
 * `'0' + BIK digits 5–6 + account` give a sum divisible by 10. Returns the БИК message when the БИК itself is
 * wrong, then `'К/С пуст'`, `'К/С может состоять только из цифр'`, `'К/С может состоять только из 20 цифр'`,
 * `'Неправильное контрольное число'` or `null`.
 */
export function corrAccountError(account: RequisiteInput, bik: RequisiteInput): string | null {
  return accountError(
    account,
    bik,
    { empty: m.corrAccountEmpty, digitsOnly: m.corrAccountDigitsOnly, length: m.corrAccountLength },
    (value) => `0${value.slice(4, 6)}`,
  );
}

/** Correspondent account valid against the БИК. */
export function isValidCorrAccount(account: RequisiteInput, bik: RequisiteInput): boolean {
  return corrAccountError(account, bik) === null;
}

/**
 * Settlement account (Р/С) checked against the bank's БИК: as {@link corrAccountError} but over
 * `last 3 BIK digits + account`; messages `'Р/С пуст'`, `'Р/С может состоять только из цифр'`,
 * `'Р/С может состоять только из 20 цифр'`, `'Неправильное контрольное число'`.
 */
export function settlementAccountError(account: RequisiteInput, bik: RequisiteInput): string | null {
  return accountError(
    account,
    bik,
    {
      empty: m.settlementAccountEmpty,
      digitsOnly: m.settlementAccountDigitsOnly,
      length: m.settlementAccountLength,
    },
    (value) => value.slice(-3),
  );
}

/** Settlement account valid against the БИК. */
export function isValidSettlementAccount(account: RequisiteInput, bik: RequisiteInput): boolean {
  return settlementAccountError(account, bik) === null;
}

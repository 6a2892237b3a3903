import type { TestConfig, TestContext } from 'yup';
import { ruleMessages } from './messages.js';
import { isValidPhone } from './phone.js';
import {
  isValidBik,
  isValidCorrAccount,
  isValidInn,
  isValidKpp,
  isValidSettlementAccount,
} from './requisites.js';
import { isValidVin } from '../catalog/vin.js';

/**
 * The custom rules of SPEC §5 as yup tests: `yup.string().test(innRule())`. Every rule passes an empty value
 * (`''`, `null`, `undefined`), so combine it with `.required()` where the field is mandatory.
 */

type StringTest = TestConfig<string | null | undefined>;
type NumberTest = TestConfig<number | null | undefined>;

const isEmpty = (value: string | null | undefined): value is '' | null | undefined =>
  value === undefined || value === null || value === '';

function stringRule(name: string, message: string, check: (value: string) => boolean): StringTest {
  return { name, message, test: (value) => isEmpty(value) || check(value) };
}

/** 'Неверный БИК'. */
export const bikRule = (): StringTest => stringRule('bik', ruleMessages.bik, isValidBik);
/** 'Неверный ИНН'. */
export const innRule = (): StringTest => stringRule('inn', ruleMessages.inn, isValidInn);
/** 'Неверный КПП'. */
export const kppRule = (): StringTest => stringRule('kpp', ruleMessages.kpp, isValidKpp);
/** 'Неверный формат телефона'. */
export const phoneRule = (): StringTest => stringRule('phone', ruleMessages.phone, isValidPhone);
/** 'Неверный формат VIN'. */
export const vinRule = (): StringTest => stringRule('vin', ruleMessages.vin, isValidVin);

function siblingString(context: TestContext, key: string): string {
  const parent: unknown = context.parent;
  if (typeof parent !== 'object' || parent === null) return '';
  const value: unknown = (parent as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function accountRule(
  name: string,
  message: string,
  bikField: string,
  check: (account: string, bik: string) => boolean,
): StringTest {
  return {
    name,
    message,
    test(value) {
      if (isEmpty(value)) return true;
      if (!/^\d{20}$/.test(value)) return false;
      const bik = siblingString(this, bikField);
      // A wrong БИК is reported on its own field; the account cannot be checked against it.
      return !isValidBik(bik) || check(value, bik);
    },
  };
}

/** 'Неверный Р/Счёт': 20 digits, checksum against the БИК of the sibling field `bikField` (default `bik`). */
export const settlementAccountRule = (bikField = 'bik'): StringTest =>
  accountRule('settlementAccount', ruleMessages.settlementAccount, bikField, isValidSettlementAccount);

/** 'Неверный К/Счёт': 20 digits, checksum against the БИК of the sibling field `bikField` (default `bik`). */
export const corrAccountRule = (bikField = 'bik'): StringTest =>
  accountRule('corrAccount', ruleMessages.corrAccount, bikField, isValidCorrAccount);

const isAbsentNumber = (value: number | null | undefined): value is null | undefined =>
  value === undefined || value === null;

/** 'Неверное количество': a whole number, 0 or more. */
export const amountRule = (): NumberTest => ({
  name: 'amount',
  message: ruleMessages.amount,
  test: (value) => isAbsentNumber(value) || (Number.isInteger(value) && value >= 0),
});

/** 'Неверная цена': a finite number above 0. */
export const priceRule = (): NumberTest => ({
  name: 'price',
  message: ruleMessages.price,
  test: (value) => isAbsentNumber(value) || (Number.isFinite(value) && value > 0),
});

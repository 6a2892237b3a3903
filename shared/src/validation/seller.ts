import { object, string, type ObjectSchema } from 'yup';
import type { SellerData } from '../types/seller.js';
import { applyRuLocale } from './locale.js';
import { bikRule, corrAccountRule, innRule, kppRule, phoneRule, settlementAccountRule } from './rules.js';

// yup takes a rule's default message when the rule is added, so the locale goes first.
applyRuLocale();

export const SELLER_TEXT_MAX = 300;
const EMAIL_MAX = 180;

export const sellerMessages = {
  ogrn: 'Неверный ОГРН',
} as const;

/**
 * ОГРН: 13 digits, the last one the remainder of the first 12 by 11 (its last digit); ОГРНИП: 15 digits, the
 * remainder of the first 14 by 13.
 */
export function isValidOgrn(value: string): boolean {
  if (!/^\d{13}(\d{2})?$/.test(value)) return false;
  const body = BigInt(value.slice(0, -1));
  const divisor = value.length === 13 ? 11n : 13n;
  return String((body % divisor) % 10n) === value.slice(-1);
}

const text = (label: string) => string().label(label).trim().max(SELLER_TEXT_MAX);

/** The seller's record as an admin edits it (the back office's form and `PUT /api/admin/seller`). */
export const sellerSchema: ObjectSchema<SellerData> = object({
  name: text('Наименование').required(),
  inn: string().label('ИНН').trim().required().test(innRule()),
  kpp: string().label('КПП').trim().default('').test(kppRule()),
  ogrn: string()
    .label('ОГРН')
    .trim()
    .required()
    .test({ name: 'ogrn', message: sellerMessages.ogrn, test: (value) => !value || isValidOgrn(value) }),
  legalAddress: text('Юридический адрес').required(),
  officeAddress: text('Адрес офиса').required(),
  phone: string().label('Телефон').trim().required().test(phoneRule()),
  wholesalePhone: string().label('Телефон оптового отдела').trim().default('').test(phoneRule()),
  email: string().label('Email').trim().max(EMAIL_MAX).email().required(),
  wholesaleEmail: string().label('Email оптового отдела').trim().max(EMAIL_MAX).email().default(''),
  workTime: text('Режим работы').required(),
  bankName: text('Банк').required(),
  bik: string().label('БИК').trim().required().test(bikRule()),
  correspondentAccount: string().label('Корр. счёт').trim().required().test(corrAccountRule()),
  settlementAccount: string().label('Расчётный счёт').trim().required().test(settlementAccountRule()),
});

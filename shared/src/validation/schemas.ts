import { number, object, string, type ObjectSchema } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../cache/index.js';
import {
  companyTypes,
  type BusinessProfileForm,
  type ChangePasswordForm,
  type Company,
  type CompanyType,
  type LoginRequest,
  type PasswordPair,
  type ProfileForm,
  type RegistrationForm,
  type UserType,
} from '../types/index.js';
import { applyRuLocale } from './locale.js';
import { formMessages } from './messages.js';
import {
  bikRule,
  corrAccountRule,
  innRule,
  kppRule,
  phoneRule,
  settlementAccountRule,
  vinRule,
} from './rules.js';

// yup takes a rule's default message when the rule is added, so the locale goes first.
applyRuLocale();

/** Maximum lengths of text fields. */
export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 180;

const emailField = () => string().label('Email').trim().max(EMAIL_MAX_LENGTH).email().required();

// ---------------------------------------------------------------------------
// Authentication
// ---------------------------------------------------------------------------

/** `POST /api/login_check` body. */
export const loginSchema: ObjectSchema<LoginRequest> = object({
  username: string().label('Email').trim().required(),
  password: string().label('Пароль').required(),
});

/** Password and its repetition (`plainPassword`). */
export const passwordPairSchema: ObjectSchema<PasswordPair> = object({
  first: string().label('Пароль').required().min(PASSWORD_MIN_LENGTH),
  second: string()
    .label('Повтор пароля')
    .required()
    .min(PASSWORD_MIN_LENGTH)
    .test({
      name: 'passwordsMatch',
      message: formMessages.passwordsMismatch,
      test(value) {
        const parent: unknown = this.parent;
        const first =
          typeof parent === 'object' && parent !== null ? (parent as Partial<PasswordPair>).first : undefined;
        return !value || value === first;
      },
    }),
});

export interface ResetRequestForm {
  email: string;
}

/** `GET /api/user/resetpassword?email`. */
export const resetRequestSchema: ObjectSchema<ResetRequestForm> = object({
  email: emailField(),
});

export interface ResetPasswordForm {
  token: string;
  plainPassword: PasswordPair;
}

/** `POST /api/user/resetting/reset/{token}`. */
export const resetPasswordSchema: ObjectSchema<ResetPasswordForm> = object({
  token: string().label('Токен').trim().required(),
  plainPassword: passwordPairSchema,
});

/** `PATCH /api/user/change-password`. */
export const changePasswordSchema: ObjectSchema<ChangePasswordForm> = object({
  currentPassword: string().label('Текущий пароль').required(),
  plainPassword: passwordPairSchema,
});

// ---------------------------------------------------------------------------
// Profile, company, registration
// ---------------------------------------------------------------------------

/**
 * A required Russian phone number ('Неверный формат телефона'). The value is kept as typed (masked);
 * store `normalizePhone(value)`.
 */
export const phoneSchema = string().label('Телефон').trim().required().test(phoneRule());

const profileShape = {
  lastName: string().label('Фамилия').trim().required().max(NAME_MAX_LENGTH),
  firstName: string().label('Имя').trim().required().max(NAME_MAX_LENGTH),
  middleName: string().label('Отчество').trim().max(NAME_MAX_LENGTH).default(''),
  phone: phoneSchema,
  address: string().label('Адрес').trim().max(TEXT_MAX_LENGTH).default(''),
};

/** `POST /api/user/edit`. */
export const profileSchema: ObjectSchema<ProfileForm> = object(profileShape);

/** Company types of individual entrepreneurs: they have no КПП. */
export const INDIVIDUAL_COMPANY_TYPES: readonly CompanyType[] = ['ИП', 'ПБОЮЛ'];

export function isIndividualCompanyType(type: unknown): boolean {
  return INDIVIDUAL_COMPANY_TYPES.some((individual) => individual === type);
}

/**
 * Requisites of a business buyer. КПП is required unless the company is an individual entrepreneur
 * ('ИП', 'ПБОЮЛ'), then it may be empty; the accounts are optional but, when given, checked against the БИК.
 */
export const companySchema: ObjectSchema<Company> = object({
  type: string().label('Организационно-правовая форма').oneOf(companyTypes).defined().default(''),
  name: string().label('Наименование организации').trim().required().max(TEXT_MAX_LENGTH),
  inn: string().label('ИНН').trim().required().test(innRule()),
  kpp: string()
    .label('КПП')
    .trim()
    .default('')
    .test(kppRule())
    .when('type', {
      is: isIndividualCompanyType,
      then: (schema) => schema,
      otherwise: (schema) => schema.required(),
    }),
  bik: string().label('БИК').trim().required().test(bikRule()),
  bankName: string().label('Наименование банка').trim().max(TEXT_MAX_LENGTH).default(''),
  correspondentAccount: string().label('Корреспондентский счёт').trim().default('').test(corrAccountRule()),
  settlementAccount: string().label('Расчётный счёт').trim().default('').test(settlementAccountRule()),
  legalAddress: string().label('Юридический адрес').trim().required().max(TEXT_MAX_LENGTH),
});

/** `POST /api/user/edit` of a business buyer: his requisites are edited with the profile. */
export const businessProfileSchema: ObjectSchema<BusinessProfileForm> = object({
  ...profileShape,
  company: companySchema.label('Реквизиты организации').required(),
});

const userTypes: readonly UserType[] = ['retail', 'business'];

/**
 * `POST /api/user/registration`. `company` is required for a business buyer; for a retail buyer it is
 * replaced by `null` whatever was sent.
 */
export const registrationSchema: ObjectSchema<RegistrationForm> = object({
  type: string().label('Тип покупателя').oneOf(userTypes).required(),
  email: emailField(),
  plainPassword: passwordPairSchema,
  ...profileShape,
  company: companySchema
    .label('Реквизиты организации')
    .nullable()
    .default(null)
    .when('type', {
      is: 'business',
      then: (schema) => schema.nonNullable().required(),
      otherwise: (schema) => schema.transform(() => null),
    }),
});

// ---------------------------------------------------------------------------
// Vehicles and cart
// ---------------------------------------------------------------------------

/** A required VIN, trimmed and upper-cased ('Неверный формат VIN'). Use `vinRule()` for an optional one. */
export const vinSchema = string().label('VIN').trim().uppercase().required().test(vinRule());

/** Digits, an optional minus and fraction: no hex, no exponent, no spaces inside. */
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * A number given as a JSON number or as decimal text (spaces around it dropped). yup alone reads `'0x10'` as
 * 16, `'1e3'` as 1000 and `'1 000'` as 1000; here such text is no number (the field's type error).
 */
export const decimalNumber = () =>
  number().transform((value: number, original: unknown) => {
    if (typeof original !== 'string') return value;
    const text = original.trim();
    return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
  });

/** `POST /api/v2/cart/add` body. */
export interface CartAddForm {
  itemKey: string;
  amount: number;
  reference: string;
  searchId: string | null;
}

export const cartAddSchema: ObjectSchema<CartAddForm> = object({
  itemKey: string().label('Товар').trim().required(formMessages.cartItemNotFound),
  amount: decimalNumber()
    .label('Количество')
    .typeError(formMessages.cartAmountMissing)
    .required(formMessages.cartAmountMissing)
    .integer()
    .min(1),
  reference: string().label('Комментарий').trim().max(TEXT_MAX_LENGTH).default(''),
  searchId: string().label('Поиск').nullable().default(null),
});

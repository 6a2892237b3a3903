import type { ValidationError } from 'yup';
import type { Company, RegistrationForm } from '../types/index.js';
import {
  cartAddSchema,
  changePasswordSchema,
  companySchema,
  loginSchema,
  passwordPairSchema,
  phoneSchema,
  profileSchema,
  registrationSchema,
  resetPasswordSchema,
  resetRequestSchema,
  vinSchema,
} from './schemas.js';
import { toViolations, validateOrViolations } from './violations.js';

async function violationsOf(
  schema: { validate: (value: unknown, options: object) => Promise<unknown> },
  value: unknown,
): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false });
  } catch (error) {
    const result: Record<string, string[]> = {};
    for (const { propertyPath, message } of toViolations(error as ValidationError)) {
      (result[propertyPath] ??= []).push(message);
    }
    return result;
  }
  return {};
}

const company: Company = {
  type: 'ООО',
  name: 'Автозапчасти',
  inn: '7707083893',
  kpp: '773601001',
  bik: '044525225',
  bankName: 'ПАО Сбербанк',
  correspondentAccount: '30101810400000000225',
  settlementAccount: '40702810938000000001',
  legalAddress: 'г. Москва, ул. Вавилова, д. 19',
};

const registration: RegistrationForm = {
  type: 'retail',
  email: 'ivanov@example.ru',
  plainPassword: { first: 'secret123', second: 'secret123' },
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: '',
  phone: '+7 (978) 123-45-67',
  address: '',
  company: null,
};

describe('loginSchema', () => {
  it('requires username (Email) and password', async () => {
    expect(await violationsOf(loginSchema, {})).toEqual({
      username: ['Поле «Email» не должно быть пустым'],
      password: ['Поле «Пароль» не должно быть пустым'],
    });
  });

  it('accepts a login', async () => {
    expect(await loginSchema.validate({ username: ' a@b.ru ', password: 'x' })).toEqual({
      username: 'a@b.ru',
      password: 'x',
    });
  });
});

describe('passwordPairSchema', () => {
  it('requires both fields', async () => {
    expect(await violationsOf(passwordPairSchema, { first: '', second: '' })).toEqual({
      first: ['Поле «Пароль» не должно быть пустым', 'Поле «Пароль» должно содержать не менее 8 символов'],
      second: [
        'Поле «Повтор пароля» не должно быть пустым',
        'Поле «Повтор пароля» должно содержать не менее 8 символов',
      ],
    });
  });

  it('requires at least 8 characters', async () => {
    expect(await violationsOf(passwordPairSchema, { first: '1234567', second: '1234567' })).toEqual({
      first: ['Поле «Пароль» должно содержать не менее 8 символов'],
      second: ['Поле «Повтор пароля» должно содержать не менее 8 символов'],
    });
  });

  it("reports 'Пароли не совпадают' on the repetition", async () => {
    expect(await violationsOf(passwordPairSchema, { first: 'secret123', second: 'secret124' })).toEqual({
      second: ['Пароли не совпадают'],
    });
  });

  it('accepts equal passwords of 8 characters', async () => {
    expect(await passwordPairSchema.isValid({ first: '12345678', second: '12345678' })).toBe(true);
  });
});

describe('password reset and change', () => {
  it('reset request needs a valid email', async () => {
    expect(await violationsOf(resetRequestSchema, { email: '' })).toEqual({
      email: ['Поле «Email» не должно быть пустым'],
    });
    expect(await violationsOf(resetRequestSchema, { email: 'ivanov' })).toEqual({
      email: ['Неверный формат email'],
    });
    expect(await resetRequestSchema.validate({ email: ' ivanov@example.ru ' })).toEqual({
      email: 'ivanov@example.ru',
    });
  });

  it('reset needs a token and the password pair', async () => {
    expect(
      await violationsOf(resetPasswordSchema, {
        token: '',
        plainPassword: { first: 'secret123', second: 'x' },
      }),
    ).toEqual({
      token: ['Поле «Токен» не должно быть пустым'],
      'plainPassword.second': [
        'Поле «Повтор пароля» должно содержать не менее 8 символов',
        'Пароли не совпадают',
      ],
    });
  });

  it('change needs the current password', async () => {
    expect(
      await violationsOf(changePasswordSchema, {
        currentPassword: '',
        plainPassword: { first: 'secret123', second: 'secret123' },
      }),
    ).toEqual({ currentPassword: ['Поле «Текущий пароль» не должно быть пустым'] });
  });
});

describe('phoneSchema and profileSchema', () => {
  it('phone', async () => {
    expect(await phoneSchema.isValid('+7 (978) 123-45-67')).toBe(true);
    expect(await violationsOf(phoneSchema, '+7 (978) 123-45-6_')).toEqual({
      '': ['Неверный формат телефона'],
    });
    expect(await violationsOf(phoneSchema, '')).toEqual({ '': ['Поле «Телефон» не должно быть пустым'] });
  });

  it('profile: last and first name and phone are required, the rest is optional', async () => {
    expect(await violationsOf(profileSchema, {})).toEqual({
      lastName: ['Поле «Фамилия» не должно быть пустым'],
      firstName: ['Поле «Имя» не должно быть пустым'],
      phone: ['Поле «Телефон» не должно быть пустым'],
    });
    expect(
      await profileSchema.validate({ lastName: ' Иванов ', firstName: 'Иван', phone: '89781234567' }),
    ).toEqual({ lastName: 'Иванов', firstName: 'Иван', middleName: '', phone: '89781234567', address: '' });
  });

  it('profile: maximum lengths', async () => {
    expect(
      await violationsOf(profileSchema, {
        lastName: 'И'.repeat(101),
        firstName: 'Иван',
        phone: '89781234567',
        address: 'а'.repeat(256),
      }),
    ).toEqual({
      lastName: ['Поле «Фамилия» должно содержать не более 100 символов'],
      address: ['Поле «Адрес» должно содержать не более 255 символов'],
    });
  });
});

describe('companySchema', () => {
  it('accepts real requisites', async () => {
    expect(await companySchema.validate(company)).toEqual(company);
  });

  it('reports the custom rule messages', async () => {
    expect(
      await violationsOf(companySchema, {
        ...company,
        inn: '7707083894',
        kpp: '7736-0100',
        correspondentAccount: '30101810400000000226',
        settlementAccount: '40702810038000000001',
      }),
    ).toEqual({
      inn: ['Неверный ИНН'],
      kpp: ['Неверный КПП'],
      correspondentAccount: ['Неверный К/Счёт'],
      settlementAccount: ['Неверный Р/Счёт'],
    });
    expect(await violationsOf(companySchema, { ...company, bik: '04452522' })).toEqual({
      bik: ['Неверный БИК'],
    });
  });

  it('requires name, ИНН, КПП, БИК and legal address', async () => {
    expect(await violationsOf(companySchema, { type: 'ООО' })).toEqual({
      name: ['Поле «Наименование организации» не должно быть пустым'],
      inn: ['Поле «ИНН» не должно быть пустым'],
      kpp: ['Поле «КПП» не должно быть пустым'],
      bik: ['Поле «БИК» не должно быть пустым'],
      legalAddress: ['Поле «Юридический адрес» не должно быть пустым'],
    });
  });

  it('КПП may be empty for an individual entrepreneur, but must be valid when given', async () => {
    const individual = { ...company, type: 'ИП', inn: '500100732259', kpp: '' };
    expect(await companySchema.isValid(individual)).toBe(true);
    expect(await companySchema.isValid({ ...individual, type: 'ПБОЮЛ' })).toBe(true);
    expect(await violationsOf(companySchema, { ...individual, kpp: '123' })).toEqual({
      kpp: ['Неверный КПП'],
    });
  });

  it('accounts are optional; a wrong БИК is reported on the БИК only', async () => {
    expect(await companySchema.isValid({ ...company, correspondentAccount: '', settlementAccount: '' })).toBe(
      true,
    );
    // Another region (Санкт-Петербург): both accounts fail against it.
    expect(await violationsOf(companySchema, { ...company, bik: '044030653' })).toEqual({
      correspondentAccount: ['Неверный К/Счёт'],
      settlementAccount: ['Неверный Р/Счёт'],
    });
    expect(await violationsOf(companySchema, { ...company, bik: 'x' })).toEqual({ bik: ['Неверный БИК'] });
    expect(await violationsOf(companySchema, { ...company, bik: 'x', settlementAccount: '123' })).toEqual({
      bik: ['Неверный БИК'],
      settlementAccount: ['Неверный Р/Счёт'],
    });
  });

  it('type is one of the company types', async () => {
    expect(await companySchema.isValid({ ...company, type: '' })).toBe(true);
    expect(await violationsOf(companySchema, { ...company, type: 'LLC' })).toEqual({
      type: [
        'Поле «Организационно-правовая форма» должно иметь одно из значений: , ООО, ОАО, ЗАО, ТОО, АО, ИП, ПБОЮЛ, ГУП',
      ],
    });
  });
});

describe('registrationSchema', () => {
  it('a retail buyer: company is dropped to null', async () => {
    const result = await validateOrViolations(registrationSchema, { ...registration, company });
    expect(result).toEqual({ value: { ...registration, company: null } });
  });

  it('a business buyer needs the company', async () => {
    expect(await violationsOf(registrationSchema, { ...registration, type: 'business' })).toEqual({
      company: ['Поле «Реквизиты организации» не должно быть пустым'],
    });
    const result = await validateOrViolations(registrationSchema, {
      ...registration,
      type: 'business',
      company,
    });
    expect(result).toEqual({ value: { ...registration, type: 'business', company } });
  });

  it('nested paths of the business company and the password pair', async () => {
    const result = await validateOrViolations(registrationSchema, {
      ...registration,
      type: 'business',
      email: 'ivanov',
      plainPassword: { first: 'secret123', second: 'secret321' },
      company: { ...company, inn: '123' },
    });
    expect(result).toEqual({
      violations: [
        { propertyPath: 'email', message: 'Неверный формат email' },
        { propertyPath: 'plainPassword.second', message: 'Пароли не совпадают' },
        { propertyPath: 'company.inn', message: 'Неверный ИНН' },
      ],
    });
  });

  it('type is retail or business', async () => {
    expect(await violationsOf(registrationSchema, { ...registration, type: 'vip' })).toEqual({
      type: ['Поле «Тип покупателя» должно иметь одно из значений: retail, business'],
    });
  });
});

describe('vinSchema', () => {
  it('accepts a VIN in any case and upper-cases it', async () => {
    expect(await vinSchema.validate(' wvwzzz1jzxw000001 ')).toBe('WVWZZZ1JZXW000001');
  });

  it('reports a wrong or missing VIN', async () => {
    expect(await violationsOf(vinSchema, 'WVWZZZ1JZXW00000O')).toEqual({ '': ['Неверный формат VIN'] });
    expect(await violationsOf(vinSchema, '')).toEqual({ '': ['Поле «VIN» не должно быть пустым'] });
  });
});

describe('cartAddSchema', () => {
  it('item key and amount are required with their own messages', async () => {
    expect(await violationsOf(cartAddSchema, {})).toEqual({
      itemKey: ['Товар не найден или не существует'],
      amount: ['Не указано количество'],
    });
    expect(await violationsOf(cartAddSchema, { itemKey: 'k', amount: '' })).toEqual({
      amount: ['Не указано количество'],
    });
  });

  it('amount is a whole number from 1', async () => {
    expect(await violationsOf(cartAddSchema, { itemKey: 'k', amount: 0 })).toEqual({
      amount: ['Значение должно быть более или равно 1'],
    });
    expect(await violationsOf(cartAddSchema, { itemKey: 'k', amount: 1.5 })).toEqual({
      amount: ['Значение должно быть целым числом'],
    });
  });

  it('amount is a JSON number or decimal text, nothing else', async () => {
    for (const amount of ['0x10', '1e3', '1 000', '0b1', 'Infinity', '.5', '16px']) {
      expect(await violationsOf(cartAddSchema, { itemKey: 'k', amount })).toEqual({
        amount: ['Не указано количество'],
      });
    }
    expect((await cartAddSchema.validate({ itemKey: 'k', amount: ' 16 ' })).amount).toBe(16);
    expect(await violationsOf(cartAddSchema, { itemKey: 'k', amount: '1.5' })).toEqual({
      amount: ['Значение должно быть целым числом'],
    });
  });

  it('fills the defaults', async () => {
    expect(await cartAddSchema.validate({ itemKey: 'abc', amount: '2' })).toEqual({
      itemKey: 'abc',
      amount: 2,
      reference: '',
      searchId: null,
    });
  });
});

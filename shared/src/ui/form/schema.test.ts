import { object, string, number, boolean } from 'yup';
import {
  changePasswordSchema,
  loginSchema,
  profileSchema,
  registrationSchema,
} from '../../validation/index.js';
import { fieldDescription, isFieldRequired, isRequiredDescription } from './schema.js';

describe('required marker from the schema', () => {
  it('marks the fields with a required rule', () => {
    expect(isFieldRequired(loginSchema, 'username')).toBe(true);
    expect(isFieldRequired(loginSchema, 'password')).toBe(true);
    expect(isFieldRequired(profileSchema, 'lastName')).toBe(true);
    expect(isFieldRequired(profileSchema, 'phone')).toBe(true);
    expect(isFieldRequired(profileSchema, 'middleName')).toBe(false);
    expect(isFieldRequired(profileSchema, 'address')).toBe(false);
  });

  it('follows nested paths', () => {
    expect(isFieldRequired(changePasswordSchema, 'plainPassword.first')).toBe(true);
    expect(isFieldRequired(changePasswordSchema, 'plainPassword.second')).toBe(true);
    expect(isFieldRequired(registrationSchema, 'company.inn', { type: 'business', company: {} })).toBe(true);
    expect(isFieldRequired(registrationSchema, 'company.bankName', { type: 'business', company: {} })).toBe(
      false,
    );
  });

  it('resolves conditional rules against the values: КПП is not required of an individual entrepreneur', () => {
    const values = (type: string) => ({ type: 'business', company: { type } });
    expect(isFieldRequired(registrationSchema, 'company.kpp', values('ООО'))).toBe(true);
    expect(isFieldRequired(registrationSchema, 'company.kpp', values(''))).toBe(true);
    expect(isFieldRequired(registrationSchema, 'company.kpp', values('ИП'))).toBe(false);
  });

  it('does not mark a string that must only be defined, nor unknown fields', () => {
    expect(
      isFieldRequired(registrationSchema, 'company.type', { type: 'business', company: { type: '' } }),
    ).toBe(false);
    expect(isFieldRequired(loginSchema, 'nothing')).toBe(false);
    expect(isFieldRequired(loginSchema, 'username.deeper')).toBe(false);
    expect(isFieldRequired(undefined, 'username')).toBe(false);
  });

  it('reads other types: numbers that must be defined, booleans that must be true', () => {
    const schema = object({
      amount: number().required(),
      comment: string(),
      agree: boolean().oneOf([true]),
      optionalFlag: boolean(),
    });
    const description = schema.describe();
    expect(isRequiredDescription(fieldDescription(description, 'amount'))).toBe(true);
    expect(isRequiredDescription(fieldDescription(description, 'comment'))).toBe(false);
    expect(isRequiredDescription(fieldDescription(description, 'agree'))).toBe(true);
    expect(isRequiredDescription(fieldDescription(description, 'optionalFlag'))).toBe(false);
  });
});

import type { FormikErrors } from 'formik';
import { applyViolations, leafPaths, violationPath } from './violations.js';

interface Values {
  email: string;
  company: { inn: string; kpp: string };
  plainPassword: { first: string; second: string };
}

describe('violationPath', () => {
  it.each([
    ['company.inn', 'company.inn'],
    ['plainPassword[second]', 'plainPassword.second'],
    ['children[plainPassword].children[first]', 'plainPassword.first'],
    ['items[0].amount', 'items.0.amount'],
    ['["company"].inn', 'company.inn'],
    ['', ''],
  ])('%s → %s', (path, expected) => {
    expect(violationPath(path)).toBe(expected);
  });
});

describe('applyViolations', () => {
  it('puts every violation on its field with setErrors and marks the fields touched without validating', () => {
    const setErrors = jest.fn<void, [FormikErrors<Values>]>();
    const setFieldTouched = jest.fn();
    const unmapped = applyViolations<Values>(
      [
        { propertyPath: 'company.inn', message: 'Неверный ИНН' },
        { propertyPath: 'plainPassword[second]', message: 'Пароли не совпадают' },
        { propertyPath: 'email', message: 'Пользователь с таким email уже зарегистрирован' },
        { propertyPath: 'email', message: 'Второе сообщение' },
      ],
      { setErrors, setFieldTouched },
    );
    expect(unmapped).toEqual([]);
    expect(setErrors).toHaveBeenCalledWith({
      company: { inn: 'Неверный ИНН' },
      plainPassword: { second: 'Пароли не совпадают' },
      email: 'Пользователь с таким email уже зарегистрирован',
    });
    expect(setFieldTouched).toHaveBeenCalledWith('company.inn', true, false);
    expect(setFieldTouched).toHaveBeenCalledWith('plainPassword.second', true, false);
    expect(setFieldTouched).toHaveBeenCalledWith('email', true, false);
  });

  it('uses setFieldError when that is all it gets', () => {
    const setFieldError = jest.fn();
    applyViolations([{ propertyPath: 'company.kpp', message: 'Неверный КПП' }], { setFieldError });
    expect(setFieldError).toHaveBeenCalledWith('company.kpp', 'Неверный КПП');
  });

  it('renames paths and returns what matches no field', () => {
    const setFieldError = jest.fn();
    const unmapped = applyViolations(
      [
        { propertyPath: 'plainPassword.first', message: 'Слишком короткий' },
        { propertyPath: 'token', message: 'Ссылка устарела' },
        { propertyPath: '', message: 'Ошибка формы' },
      ],
      { setFieldError },
      {
        mapPath: (path) => (path.startsWith('plainPassword.') ? path.slice('plainPassword.'.length) : path),
        fields: ['first', 'second'],
      },
    );
    expect(setFieldError).toHaveBeenCalledTimes(1);
    expect(setFieldError).toHaveBeenCalledWith('first', 'Слишком короткий');
    expect(unmapped.map((violation) => violation.message)).toEqual(['Ссылка устарела', 'Ошибка формы']);
  });
});

describe('leafPaths', () => {
  it('lists the paths of the leaf values', () => {
    expect(
      leafPaths({ email: '', company: { inn: '', kpp: '' }, tags: ['a'], empty: {}, none: null }),
    ).toEqual(['email', 'company.inn', 'company.kpp', 'tags.0', 'empty', 'none']);
  });
});

import { array, date, number, object, setLocale, string, ValidationError } from 'yup';
import { applyRuLocale, ruLocale } from './locale.js';
// Importing the schemas installs the locale (as any consumer of the module does).
import './schemas.js';

async function messageOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors.join(' | ');
    throw error;
  }
  return '';
}

describe('Russian yup locale', () => {
  it('is installed by importing the validation module and is idempotent', async () => {
    applyRuLocale();
    applyRuLocale();
    const schema = string().label('Фамилия').required();
    expect(await messageOf(() => schema.validate(''))).toBe('Поле «Фамилия» не должно быть пустым');
  });

  it('uses the path when there is no label', async () => {
    const schema = object({ city: string().required() });
    expect(await messageOf(() => schema.validate({}))).toBe('Поле «city» не должно быть пустым');
  });

  it('string rules', async () => {
    expect(await messageOf(() => string().label('Пароль').min(8).validate('1234'))).toBe(
      'Поле «Пароль» должно содержать не менее 8 символов',
    );
    expect(await messageOf(() => string().label('Код').min(1).validate(''))).toBe(
      'Поле «Код» должно содержать не менее 1 символа',
    );
    expect(await messageOf(() => string().label('Имя').max(21).validate('x'.repeat(22)))).toBe(
      'Поле «Имя» должно содержать не более 21 символа',
    );
    expect(await messageOf(() => string().label('Индекс').length(6).validate('123'))).toBe(
      'Поле «Индекс» должно содержать ровно 6 символов',
    );
    expect(await messageOf(() => string().label('Код').length(2).validate('1'))).toBe(
      'Поле «Код» должно содержать ровно 2 символа',
    );
    expect(await messageOf(() => string().email().validate('ivanov@'))).toBe('Неверный формат email');
    expect(await messageOf(() => string().label('Код').matches(/^\d+$/).validate('x'))).toBe(
      'Поле «Код» заполнено неверно',
    );
  });

  it('number rules', async () => {
    expect(await messageOf(() => number().min(3).validate(2))).toBe('Значение должно быть более или равно 3');
    expect(await messageOf(() => number().max(10).validate(11))).toBe(
      'Значение должно быть менее или равно 10',
    );
    expect(await messageOf(() => number().moreThan(0).validate(0))).toBe('Значение должно быть более 0');
    expect(await messageOf(() => number().lessThan(5).validate(5))).toBe('Значение должно быть менее 5');
    expect(await messageOf(() => number().integer().validate(1.5))).toBe('Значение должно быть целым числом');
    expect(await messageOf(() => number().validate('abc'))).toBe('Значение должно быть числом');
  });

  it('mixed, date and array rules', async () => {
    expect(await messageOf(() => string().label('Тип').oneOf(['a', 'b']).validate('c'))).toBe(
      'Поле «Тип» должно иметь одно из значений: a, b',
    );
    expect(await messageOf(() => string().label('Тип').defined().validate(undefined))).toBe(
      'Поле «Тип» должно быть определено',
    );
    expect(await messageOf(() => string().label('Тип').nonNullable().validate(null))).toBe(
      'Поле «Тип» не должно быть пустым',
    );
    expect(
      await messageOf(() =>
        date()
          .min(new Date(2024, 0, 15))
          .validate(new Date(2024, 0, 1)),
      ),
    ).toBe('Дата должна быть не ранее 15.01.2024');
    expect(await messageOf(() => date().validate('not a date'))).toBe('Неверный формат даты');
    expect(await messageOf(() => array().label('Товары').min(1).validate([]))).toBe(
      'Поле «Товары» должно содержать не менее 1 элемента',
    );
  });

  it('does not reinstall itself over a later setLocale', async () => {
    setLocale({ mixed: { required: 'другое' } });
    applyRuLocale();
    expect(await messageOf(() => string().required().validate(''))).toBe('другое');
    setLocale(ruLocale);
  });
});

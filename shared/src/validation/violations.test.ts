import { array, number, object, string, ValidationError } from 'yup';
import { cartAddSchema, loginSchema } from './schemas.js';
import { toPropertyPath, toViolations, validateOrViolations } from './violations.js';

describe('toPropertyPath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['company.inn', 'company.inn'],
    ['plainPassword.second', 'plainPassword.second'],
    ['items[0].amount', 'items.0.amount'],
    ['items[12]', 'items.12'],
    ['["a.b"].c', 'a.b.c'],
    ['data["x"]', 'data.x'],
  ])('%p → %p', (path, expected) => {
    expect(toPropertyPath(path)).toBe(expected);
  });
});

describe('toViolations', () => {
  it('lists every failure with dotted paths', async () => {
    const schema = object({
      items: array(object({ amount: number().min(1) })),
      name: string().label('Имя').required(),
    });
    let caught: unknown;
    try {
      await schema.validate({ items: [{ amount: 1 }, { amount: 0 }], name: '' }, { abortEarly: false });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect(toViolations(caught as ValidationError)).toEqual([
      { propertyPath: 'items.1.amount', message: 'Значение должно быть более или равно 1' },
      { propertyPath: 'name', message: 'Поле «Имя» не должно быть пустым' },
    ]);
  });

  it('handles a single error (abortEarly)', () => {
    const error = new ValidationError('Неверный ИНН', '1', 'company.inn');
    expect(toViolations(error)).toEqual([{ propertyPath: 'company.inn', message: 'Неверный ИНН' }]);
  });
});

describe('validateOrViolations', () => {
  it('returns the cast value without unknown keys', async () => {
    expect(
      await validateOrViolations(loginSchema, { username: ' a@b.ru ', password: 'p', extra: 1 }),
    ).toEqual({
      value: { username: 'a@b.ru', password: 'p' },
    });
  });

  it('returns all violations', async () => {
    const result = await validateOrViolations(cartAddSchema, { amount: null });
    expect(result.violations).toEqual([
      { propertyPath: 'itemKey', message: 'Товар не найден или не существует' },
      { propertyPath: 'amount', message: 'Не указано количество' },
    ]);
    expect(result.value).toBeUndefined();
  });

  it('rethrows other errors', async () => {
    const schema = string().test('boom', 'x', () => {
      throw new TypeError('boom');
    });
    await expect(validateOrViolations(schema, 'a')).rejects.toThrow('boom');
  });
});

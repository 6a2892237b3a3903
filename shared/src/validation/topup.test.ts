import { topupSchema } from './topup.js';
import { validateOrViolations } from './violations.js';

describe('topupSchema', () => {
  it('takes a contract, a sum from 1 to 1 000 000 roubles with kopecks and a known method', async () => {
    expect(await validateOrViolations(topupSchema, { contract: 3, amount: 1500.5, method: 'qr' })).toEqual({
      value: { contract: 3, amount: 1500.5, method: 'qr' },
    });
    expect(
      (await validateOrViolations(topupSchema, { contract: 3, amount: 1_000_000, method: 'bank' })).value,
    ).toBeTruthy();
  });

  it('refuses a sum that is not positive, too large or has fractions of a kopeck', async () => {
    const messages = async (amount: unknown) =>
      (await validateOrViolations(topupSchema, { contract: 3, amount, method: 'online' })).violations;
    expect(await messages(0)).toEqual([
      { propertyPath: 'amount', message: 'Значение должно быть более или равно 1' },
    ]);
    expect(await messages(-5)).toHaveLength(1);
    expect(await messages(1_000_000.01)).toEqual([
      { propertyPath: 'amount', message: 'Значение должно быть менее или равно 1000000' },
    ]);
    expect(await messages(10.005)).toEqual([
      {
        propertyPath: 'amount',
        message: 'Сумма указывается в рублях и копейках: не более двух знаков после запятой',
      },
    ]);
  });

  it('needs a contract and one of the payment methods', async () => {
    const result = await validateOrViolations(topupSchema, { amount: 100, method: 'cash' });
    expect(result.violations?.map((violation) => violation.propertyPath)).toEqual(['contract', 'method']);
  });
});

describe('topupSchema on the form', () => {
  it('reads a sum typed with a comma and spaces; an empty field is required', async () => {
    expect(topupSchema.cast({ contract: 1, amount: '1 500,50', method: 'online' }).amount).toBe(1500.5);
    expect(
      (await validateOrViolations(topupSchema, { contract: 1, amount: ' ', method: 'online' })).violations,
    ).toEqual([{ propertyPath: 'amount', message: 'Поле «Сумма» не должно быть пустым' }]);
  });
});

import { number, object, string } from 'yup';
import {
  amountRule,
  bikRule,
  corrAccountRule,
  innRule,
  kppRule,
  phoneRule,
  priceRule,
  settlementAccountRule,
  vinRule,
} from './rules.js';
import './schemas.js';

async function firstError(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('custom rules', () => {
  it.each([
    ['bik', bikRule, '04452522', 'Неверный БИК', '044525225'],
    ['inn', innRule, '7707083894', 'Неверный ИНН', '7707083893'],
    ['kpp', kppRule, '77360100', 'Неверный КПП', '773601001'],
    ['phone', phoneRule, '+7 (978)', 'Неверный формат телефона', '+7 (978) 123-45-67'],
    ['vin', vinRule, 'WVWZZZ1JZXW00000I', 'Неверный формат VIN', 'WVWZZZ1JZXW000001'],
  ])('%s: message, valid value, skipped when empty', async (_name, rule, invalid, message, valid) => {
    const schema = string().test(rule());
    expect(await firstError(() => schema.validate(invalid))).toBe(message);
    expect(await firstError(() => schema.validate(valid))).toBeNull();
    expect(await firstError(() => schema.validate(''))).toBeNull();
    expect(await firstError(() => schema.validate(undefined))).toBeNull();
  });

  describe('accounts against the sibling БИК', () => {
    const schema = object({
      bik: string(),
      bankBik: string(),
      corr: string().test(corrAccountRule()),
      settlement: string().test(settlementAccountRule()),
      otherSettlement: string().test(settlementAccountRule('bankBik')),
    });

    it('valid', async () => {
      expect(
        await schema.isValid({
          bik: '044525225',
          bankBik: '044525225',
          corr: '30101810400000000225',
          settlement: '40702810938000000001',
          otherSettlement: '40702810938000000001',
        }),
      ).toBe(true);
    });

    it('Неверный К/Счёт and Неверный Р/Счёт', async () => {
      expect(
        await firstError(() => schema.validate({ bik: '044030653', corr: '30101810400000000225' })),
      ).toBe('Неверный К/Счёт');
      expect(
        await firstError(() => schema.validate({ bik: '044525974', settlement: '40702810938000000001' })),
      ).toBe('Неверный Р/Счёт');
      expect(
        await firstError(() =>
          schema.validate({
            bik: '044525225',
            bankBik: '044525974',
            otherSettlement: '40702810938000000001',
          }),
        ),
      ).toBe('Неверный Р/Счёт');
    });

    it('checks the format even without a БИК, skips when empty', async () => {
      expect(await firstError(() => schema.validate({ corr: '301018104' }))).toBe('Неверный К/Счёт');
      expect(await schema.isValid({ corr: '30101810400000000225' })).toBe(true);
      expect(await schema.isValid({ bik: '044525225', corr: '', settlement: '' })).toBe(true);
    });
  });

  it("'Неверное количество': whole numbers, 0 allowed", async () => {
    const schema = number().test(amountRule());
    expect(await schema.isValid(0)).toBe(true);
    expect(await schema.isValid(5)).toBe(true);
    expect(await schema.isValid(undefined)).toBe(true);
    expect(await firstError(() => schema.validate(-1))).toBe('Неверное количество');
    expect(await firstError(() => schema.validate(1.5))).toBe('Неверное количество');
  });

  it("'Неверная цена': above 0", async () => {
    const schema = number().test(priceRule());
    expect(await schema.isValid(10.5)).toBe(true);
    expect(await schema.isValid(undefined)).toBe(true);
    expect(await firstError(() => schema.validate(0))).toBe('Неверная цена');
    expect(await firstError(() => schema.validate(-3))).toBe('Неверная цена');
  });
});

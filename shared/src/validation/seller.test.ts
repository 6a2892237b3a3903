import { isValidOgrn, sellerSchema } from './seller.js';
import { validateOrViolations } from './violations.js';

const seller = {
  name: 'ООО «Автозапчасти Крым»',
  inn: '9102012347',
  kpp: '910201001',
  ogrn: '1149102001234',
  legalAddress: '295034, Республика Крым, г. Симферополь, ул. Киевская, д. 139',
  officeAddress: 'Республика Крым, г. Симферополь, ул. Киевская, д. 139',
  phone: '+7 (978) 700-10-01',
  wholesalePhone: '',
  email: 'info@avtozapchasti.example',
  wholesaleEmail: '',
  workTime: 'Пн–Пт 8:00–19:00',
  bankName: 'РНКБ Банк (ПАО)',
  bik: '043510607',
  correspondentAccount: '30101810335100000607',
  settlementAccount: '40702810541000012345',
};

async function messages(value: unknown) {
  const result = await validateOrViolations(sellerSchema, value);
  return (result.violations ?? []).map((violation) => `${violation.propertyPath}: ${violation.message}`);
}

describe('seller rules (the back office and the API)', () => {
  it('takes the demo seller', async () => {
    expect(await messages(seller)).toEqual([]);
  });

  it('checks the requisites by their check digits', async () => {
    expect(
      await messages({
        ...seller,
        inn: '9102012348',
        ogrn: '1149102001235',
        phone: '12-34',
        settlementAccount: '40702810541000012346',
        email: 'нет',
      }),
    ).toEqual([
      'inn: Неверный ИНН',
      'ogrn: Неверный ОГРН',
      'phone: Неверный формат телефона',
      'email: Неверный формат email',
      'settlementAccount: Неверный Р/Счёт',
    ]);
  });

  it('ОГРН of 13 digits and ОГРНИП of 15', () => {
    expect(isValidOgrn('1149102001234')).toBe(true);
    expect(isValidOgrn('304910234300014')).toBe(true);
    expect(isValidOgrn('114910200123')).toBe(false);
  });
});

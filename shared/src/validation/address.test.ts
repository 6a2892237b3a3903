import { ADDRESS_MAX_LENGTH, addressTextSchema, deliveryAddressSchema } from './address.js';
import { validateOrViolations } from './violations.js';

describe('delivery address rule', () => {
  it('trims the text and keeps the suggestion data', async () => {
    const data = { city: 'г Ялта' };
    expect(
      await validateOrViolations(deliveryAddressSchema, { value: '  Ялта, ул Морская, д 5 ', data }),
    ).toEqual({ value: { value: 'Ялта, ул Морская, д 5', data } });
    expect(await validateOrViolations(deliveryAddressSchema, { value: 'Ялта' })).toEqual({
      value: { value: 'Ялта', data: null },
    });
  });

  it('requires the text, in Russian', async () => {
    for (const body of [{}, { value: '' }, { value: '   ' }]) {
      expect(await validateOrViolations(deliveryAddressSchema, body)).toEqual({
        violations: [{ propertyPath: 'value', message: 'Поле «Адрес» не должно быть пустым' }],
      });
    }
  });

  it('allows 500 characters, not 501', async () => {
    expect(addressTextSchema().isValidSync('ж'.repeat(ADDRESS_MAX_LENGTH))).toBe(true);
    expect(await validateOrViolations(deliveryAddressSchema, { value: 'ж'.repeat(501) })).toEqual({
      violations: [{ propertyPath: 'value', message: 'Поле «Адрес» должно содержать не более 500 символов' }],
    });
  });
});

import {
  ADDRESS_MAX_LENGTH,
  addressTextSchema,
  deliveryAddressSchema,
  HOUSE_REQUIRED_MESSAGE,
  namesHouse,
} from './address.js';
import { validateOrViolations } from './violations.js';

describe('delivery address rule', () => {
  it('trims the text and keeps the suggestion data', async () => {
    const data = { city: 'г Ялта' };
    expect(
      await validateOrViolations(deliveryAddressSchema, { value: '  Ялта, ул Морская, д 5 ', data }),
    ).toEqual({ value: { value: 'Ялта, ул Морская, д 5', data } });
    expect(await validateOrViolations(deliveryAddressSchema, { value: 'Ялта, ул Морская, 5' })).toEqual({
      value: { value: 'Ялта, ул Морская, 5', data: null },
    });
  });

  it('asks for the house number: typed, or in the chosen suggestion', async () => {
    const refused = { violations: [{ propertyPath: 'value', message: HOUSE_REQUIRED_MESSAGE }] };
    for (const value of ['абвгд 123', 'ул Киевская', 'г Ялта', 'Симферополь, ул. Киевская', 'Саки, 5 км']) {
      expect(await validateOrViolations(deliveryAddressSchema, { value })).toEqual(refused);
    }
    const streetOnly = { street: 'ул Киевская', house: null };
    expect(
      await validateOrViolations(deliveryAddressSchema, {
        value: 'г Симферополь, ул Киевская',
        data: streetOnly,
      }),
    ).toEqual(refused);
    for (const value of [
      'Симферополь, ул. Киевская, 1',
      'г. Симферополь, ул. Киевская, д. 1',
      'Ялта, ул Морская, д 5',
      'ул Киевская 12а',
      'Севастополь, пр-кт Нахимова 20/1',
      'Саки, Курортная, 7к2',
      'Евпатория, дом 3',
    ]) {
      expect(namesHouse(value, null)).toBe(true);
    }
    expect(namesHouse('г Симферополь, ул Киевская, д 1', { house: '1' })).toBe(true);
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

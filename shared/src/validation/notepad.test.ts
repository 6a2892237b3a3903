import { notepadRecordSchema, vehicleSchema } from './notepad.js';
import { validateOrViolations } from './violations.js';

describe('notepadRecordSchema', () => {
  it('needs the good; amount 0 and an empty comment by default; trims the comment', async () => {
    expect(await validateOrViolations(notepadRecordSchema, { good: 5, comment: '  к ТО ' })).toEqual({
      value: { good: 5, amount: 0, comment: 'к ТО', car: null },
    });
    expect((await validateOrViolations(notepadRecordSchema, {})).violations).toEqual([
      { propertyPath: 'good', message: 'Поле «Номер запчасти» не должно быть пустым' },
    ]);
  });

  it('takes a whole amount from 0 and a comment up to 1000 characters', async () => {
    const result = await validateOrViolations(notepadRecordSchema, {
      good: 5,
      amount: -1,
      comment: 'я'.repeat(1001),
    });
    expect(result.violations).toEqual([
      { propertyPath: 'amount', message: 'Значение должно быть более или равно 0' },
      { propertyPath: 'comment', message: 'Поле «Комментарий» должно содержать не более 1000 символов' },
    ]);
    expect((await validateOrViolations(notepadRecordSchema, { good: 5, amount: 1.5 })).violations).toEqual([
      { propertyPath: 'amount', message: 'Значение должно быть целым числом' },
    ]);
  });
});

describe('vehicleSchema', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('needs mark and model; an empty VIN and year are none; the VIN is upper-cased', async () => {
    expect(
      await validateOrViolations(vehicleSchema(now), { mark: ' Lada ', model: 'Vesta', vin: '', year: '' }),
    ).toEqual({ value: { mark: 'Lada', model: 'Vesta', modification: '', vin: null, year: null } });
    const vin = await validateOrViolations(vehicleSchema(now), {
      mark: 'Toyota',
      model: 'Camry',
      vin: 'jtdbe32k123456789',
      year: '2019',
    });
    expect(vin.value).toMatchObject({ vin: 'JTDBE32K123456789', year: 2019 });
  });

  it('refuses a VIN with I, O or Q and a year outside 1900…next year', async () => {
    const result = await validateOrViolations(vehicleSchema(now), {
      model: 'Vesta',
      vin: 'XTA21099O12345678',
      year: 2028,
    });
    expect(result.violations).toEqual([
      { propertyPath: 'mark', message: 'Поле «Марка» не должно быть пустым' },
      { propertyPath: 'vin', message: 'Неверный формат VIN' },
      { propertyPath: 'year', message: 'Значение должно быть менее или равно 2027' },
    ]);
  });

  it('takes a catalog vehicle whole or not at all: left out stays out, null is none', async () => {
    const car = { mark: 'VW', model: 'Polo' };
    const absent = await validateOrViolations(vehicleSchema(now), car);
    expect(absent.value?.catalogVehicle).toBeUndefined();
    const none = await validateOrViolations(vehicleSchema(now), { ...car, catalogVehicle: null });
    expect(none.value?.catalogVehicle).toBeNull();
    const given = await validateOrViolations(vehicleSchema(now), {
      ...car,
      catalogVehicle: { catalogCode: ' VW ', vehicleId: '101', ssd: 'abc.def', extra: 1 },
    });
    expect(given.value?.catalogVehicle).toEqual({ catalogCode: 'VW', vehicleId: '101', ssd: 'abc.def' });
    const partial = await validateOrViolations(vehicleSchema(now), {
      ...car,
      catalogVehicle: { catalogCode: 'VW', vehicleId: ' ' },
    });
    expect(partial.violations).toEqual([
      {
        propertyPath: 'catalogVehicle.vehicleId',
        message: 'Поле «Автомобиль каталога» не должно быть пустым',
      },
      { propertyPath: 'catalogVehicle.ssd', message: 'Поле «ssd» не должно быть пустым' },
    ]);
    const text = await validateOrViolations(vehicleSchema(now), { ...car, catalogVehicle: 'VW' });
    expect(text.violations).toEqual([
      { propertyPath: 'catalogVehicle', message: 'Поле «Автомобиль каталога» заполнено неверно' },
    ]);
  });
});

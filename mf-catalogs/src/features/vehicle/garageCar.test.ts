import { polo } from '../../test/fixtures';
import { garageCar } from './garageCar';

describe('garageCar', () => {
  it('keeps each value once: the engine label already holds its code and power', () => {
    const vehicle = {
      ...polo,
      attributes: [
        ...polo.attributes,
        { key: 'engineCode', name: 'Код двигателя', value: 'CFNA' },
        { key: 'power', name: 'Мощность', value: '105 л.с.' },
        { key: 'drive', name: 'Привод', value: 'передний' },
      ],
    };
    expect(garageCar(vehicle, null).modification).toBe('1.6 MPI 105 л.с. (CFNA), МКПП-5, передний');
  });

  it('takes the year only when the catalog names one', () => {
    const single = { ...polo, attributes: [{ key: 'years', name: 'Год выпуска', value: '2012' }] };
    expect(garageCar(single, null).year).toBe(2012);
    expect(garageCar(polo, null).year).toBeNull();
  });
});

import { columnLetter, guessMapping, missingFields } from './priceListMapping';

describe('price-list column mapping', () => {
  it('guesses the columns from the header, one field per column', () => {
    const mapping = guessMapping(['Производитель', 'Артикул', 'Наименование', 'Цена, руб.', 'Остаток']);
    expect(mapping).toEqual({ brand: 0, number: 1, name: 2, price: 3, amount: 4 });
    expect(missingFields(mapping)).toEqual([]);
  });

  it('names the required fields still without a column', () => {
    expect(missingFields(guessMapping(['Бренд', 'x']))).toEqual([
      'Номер',
      'Наименование',
      'Цена',
      'Количество',
    ]);
  });

  it('names columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

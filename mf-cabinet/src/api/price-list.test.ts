import { fileNameOf } from './price-list';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    const russian = encodeURIComponent('Прайс-лист от 24.11.2026.xlsx');
    expect(
      fileNameOf(`attachment; filename="price-list-2026-11-24.xlsx"; filename*=UTF-8''${russian}`, 'x'),
    ).toBe('Прайс-лист от 24.11.2026.xlsx');
    expect(fileNameOf('attachment; filename="price-list.txt"', 'x')).toBe('price-list.txt');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'price-list.txt')).toBe('price-list.txt');
    expect(fileNameOf(undefined, 'price-list.xlsx')).toBe('price-list.xlsx');
  });
});

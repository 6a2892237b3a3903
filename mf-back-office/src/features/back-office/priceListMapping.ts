/** The importer's fields (api `catalog/import/mapping.ts`), as the mapping form names them. */
export const mappingFields = [
  { field: 'brand', label: 'Бренд', required: true, words: ['бренд', 'производ', 'brand', 'марка'] },
  { field: 'number', label: 'Номер', required: true, words: ['номер', 'артикул', 'number', 'код'] },
  { field: 'name', label: 'Наименование', required: true, words: ['наимен', 'назван', 'name', 'описан'] },
  { field: 'price', label: 'Цена', required: true, words: ['цена', 'price', 'стоим'] },
  {
    field: 'amount',
    label: 'Количество',
    required: true,
    words: ['остат', 'колич', 'кол-во', 'amount', 'наличие'],
  },
  { field: 'currency', label: 'Валюта', required: false, words: ['валют', 'currency'] },
  { field: 'minAmount', label: 'Мин. количество', required: false, words: ['миним'] },
  { field: 'multiplicity', label: 'Кратность', required: false, words: ['кратн'] },
  { field: 'deliveryHours', label: 'Срок поставки, ч', required: false, words: ['срок', 'постав'] },
] as const;

export type MappingField = (typeof mappingFields)[number]['field'];
export type ColumnMapping = Partial<Record<MappingField, number>>;

/** Columns guessed from the header row's words; each column serves one field at most. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<number>();
  for (const { field, words } of mappingFields) {
    const index = header.findIndex(
      (title, column) => !taken.has(column) && words.some((word) => title.toLowerCase().includes(word)),
    );
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
}

/** Required fields that have no column yet. */
export function missingFields(mapping: ColumnMapping): string[] {
  return mappingFields
    .filter((entry) => entry.required && mapping[entry.field] === undefined)
    .map((entry) => entry.label);
}

/** 'A', 'B' … 'AA': the spreadsheet's name of a 0-based column. */
export function columnLetter(index: number): string {
  let rest = index + 1;
  let letters = '';
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

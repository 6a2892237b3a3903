import { ImportError } from './errors.js';

/** A column: a 0-based index, a spreadsheet letter ('A', 'AB') or the column's title in the header row. */
export type ColumnRef = number | string;

export const requiredFields = ['brand', 'number', 'name', 'price', 'amount'] as const;
export const optionalFields = [
  'currency',
  'minAmount',
  'multiplicity',
  'deliveryHours',
  'refundAllowed',
  'refundPercent',
] as const;

export type RequiredField = (typeof requiredFields)[number];
export type OptionalField = (typeof optionalFields)[number];
export type MappingField = RequiredField | OptionalField;

export type ColumnMapping = Record<RequiredField, ColumnRef> & Partial<Record<OptionalField, ColumnRef>>;

/** 0-based column index of each mapped field. */
export type ResolvedColumns = Record<RequiredField, number> & Partial<Record<OptionalField, number>>;

const fieldTitles: Record<MappingField, string> = {
  brand: 'бренд',
  number: 'номер',
  name: 'наименование',
  price: 'цена',
  amount: 'количество',
  currency: 'валюта',
  minAmount: 'минимальное количество',
  multiplicity: 'кратность',
  deliveryHours: 'срок поставки',
  refundAllowed: 'возможность возврата',
  refundPercent: 'процент возврата',
};

const allFields: readonly string[] = [...requiredFields, ...optionalFields];
const columnLetters = /^[A-Za-z]{1,3}$/;
const digits = /^\d{1,4}$/;
/** Far beyond any real price list; keeps a typo from meaning column 1,000,000. */
const MAX_COLUMN = 16_383;

function isField(key: string): key is MappingField {
  return allFields.includes(key);
}

function checkRef(field: MappingField, value: unknown): ColumnRef {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COLUMN) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    return digits.test(text) ? Number(text) : text;
  }
  throw new ImportError(
    `Колонка поля «${fieldTitles[field]}» задана неверно: укажите номер колонки (с 0), букву или заголовок`,
  );
}

/** The mapping from an object such as `{"brand": 0, "number": "B", "price": "Цена"}` (the admin API's JSON field). */
export function parseMapping(value: unknown): ColumnMapping {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ImportError('Сопоставление колонок должно быть объектом вида {"brand": 0, "number": 1, …}');
  }
  const refs: Partial<Record<MappingField, ColumnRef>> = {};
  for (const [key, ref] of Object.entries(value)) {
    if (!isField(key)) {
      throw new ImportError(`Неизвестное поле сопоставления «${key}»; допустимы: ${allFields.join(', ')}`);
    }
    if (ref === null || ref === undefined || ref === '') continue;
    refs[key] = checkRef(key, ref);
  }
  const missing = requiredFields.filter((field) => refs[field] === undefined);
  const pick = (field: RequiredField): ColumnRef => {
    const ref = refs[field];
    if (ref === undefined || missing.length > 0) {
      const names = missing.map((each) => `${each} (${fieldTitles[each]})`).join(', ');
      throw new ImportError(`Не заданы колонки обязательных полей: ${names}`);
    }
    return ref;
  };
  return {
    ...refs,
    brand: pick('brand'),
    number: pick('number'),
    name: pick('name'),
    price: pick('price'),
    amount: pick('amount'),
  };
}

/** The mapping from a command-line argument such as `brand=0,number=1,name=Наименование,price=D`. */
export function parseMappingArgument(text: string): ColumnMapping {
  const entries: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new ImportError(`Неверная пара «${pair}» в --map: нужно поле=колонка`);
    entries[pair.slice(0, at).trim()] = pair.slice(at + 1);
  }
  return parseMapping(entries);
}

function letterIndex(letters: string): number {
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

const spaces = /\s+/g;
const titleKey = (title: string): string => title.replace(spaces, ' ').trim().toLowerCase();

/**
 * Column indexes of the mapped fields. A title is looked up in the header row first, so a column
 * titled 'A' is found by its title; otherwise 1–3 Latin letters are a spreadsheet column letter.
 */
export function resolveColumns(mapping: ColumnMapping, header: readonly string[] | null): ResolvedColumns {
  const titles = new Map<string, number>();
  header?.forEach((title, index) => {
    const key = titleKey(title);
    if (key !== '' && !titles.has(key)) titles.set(key, index);
  });
  const resolve = (field: MappingField, ref: ColumnRef): number => {
    if (typeof ref === 'number') return ref;
    const byTitle = titles.get(titleKey(ref));
    if (byTitle !== undefined) return byTitle;
    if (columnLetters.test(ref)) return letterIndex(ref);
    throw new ImportError(
      header === null
        ? `Колонка «${ref}» (поле «${fieldTitles[field]}») задана заголовком, а строки заголовка в файле нет`
        : `В строке заголовка нет колонки «${ref}» (поле «${fieldTitles[field]}»)`,
    );
  };
  const columns: Partial<Record<MappingField, number>> = {};
  for (const field of [...requiredFields, ...optionalFields]) {
    const ref = mapping[field];
    if (ref !== undefined) columns[field] = resolve(field, ref);
  }
  return {
    ...columns,
    brand: resolve('brand', mapping.brand),
    number: resolve('number', mapping.number),
    name: resolve('name', mapping.name),
    price: resolve('price', mapping.price),
    amount: resolve('amount', mapping.amount),
  };
}

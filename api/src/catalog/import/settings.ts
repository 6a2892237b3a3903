import { ImportError } from './errors.js';

/** How '<5' is read: 1 unit (the supplier surely has one) or the bound less one (4). */
export type LessThanRule = 'one' | 'below';
/** Which of a part's rows in one list becomes its offer: the lowest price (then the earliest), or the earliest. */
export type DuplicatesRule = 'cheapest' | 'first';

/** A vendor's import settings (`price_list_settings`); defaults when the vendor has none. */
export interface VendorImportSettings {
  /** A stock word (lower case, single spaces) → units. */
  stockWords: Record<string, number>;
  lessThan: LessThanRule;
  duplicates: DuplicatesRule;
}

/**
 * What distributors write instead of a count. 'есть' is one unit: the supplier has at least one, and selling
 * more than it may have is worse than showing too few; 'много' is ten.
 */
export const DEFAULT_IMPORT_SETTINGS: VendorImportSettings = {
  stockWords: { есть: 1, 'в наличии': 1, много: 10, нет: 0, '-': 0, '—': 0, 'под заказ': 0 },
  lessThan: 'one',
  duplicates: 'cheapest',
};

const MAX_WORDS = 50;
const MAX_WORD_LENGTH = 40;
const MAX_UNITS = 999_999_999;

/** A stock word as it is compared: trimmed, lower case, runs of spaces as one. */
export function stockWordKey(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Checks settings sent by the back office; throws `ImportError` with the reason in Russian. */
export function parseImportSettings(value: unknown): VendorImportSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ImportError('Настройки загрузки должны быть объектом');
  }
  const { stockWords, lessThan, duplicates } = value as Record<string, unknown>;
  if (typeof stockWords !== 'object' || stockWords === null || Array.isArray(stockWords)) {
    throw new ImportError('Слова остатка должны быть объектом вида {"есть": 1, "много": 10}');
  }
  const entries = Object.entries(stockWords);
  if (entries.length > MAX_WORDS) throw new ImportError(`Слов остатка не больше ${MAX_WORDS}`);
  const words: Record<string, number> = {};
  for (const [word, units] of entries) {
    const key = stockWordKey(word);
    if (key === '' || key.length > MAX_WORD_LENGTH || /\d/.test(key)) {
      throw new ImportError(
        `Слово остатка «${word.slice(0, MAX_WORD_LENGTH)}» должно быть непустым, без цифр, до ${MAX_WORD_LENGTH} символов`,
      );
    }
    if (typeof units !== 'number' || !Number.isInteger(units) || units < 0 || units > MAX_UNITS) {
      throw new ImportError(`Количество для слова «${key}» должно быть целым неотрицательным числом`);
    }
    words[key] = units;
  }
  if (lessThan !== 'one' && lessThan !== 'below') {
    throw new ImportError('Правило для «<N» должно быть one (1 шт.) или below (N − 1)');
  }
  if (duplicates !== 'cheapest' && duplicates !== 'first') {
    throw new ImportError(
      'Правило для повторов должно быть cheapest (лучшая цена) или first (первая строка)',
    );
  }
  return { stockWords: words, lessThan, duplicates };
}

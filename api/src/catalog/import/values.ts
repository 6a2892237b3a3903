/** Parsers of price-list cells: each returns the value, or null when the cell is not acceptable. */
import { stockWordKey } from './settings.js';

const blanks = /[\s\u00a0\u202f]/g;
const hasBlank = /[\s\u00a0\u202f]/;
/** numeric(14, 2): at most 11 integer digits, so that rounding to kopecks can never overflow. */
const decimalPattern = /^\d{1,11}(\.\d+)?$/;
const integerPattern = /^\d{1,9}$/;
/** Stock written as '>100', '100+' or '>100+' means at least that many. */
const atLeast = /^>?=?(\d{1,9})\+?$/;
const lessThan = /^<(\d{1,9})$/;
/** A range '5-10' (or with an en dash): at least the lower bound. */
const range = /^(\d{1,9})[-–](\d{1,9})$/;

/** How stock cells other than a count are read: a vendor's words and its reading of '<5'. */
export interface StockRules {
  words: ReadonlyMap<string, number>;
  lessThan: 'one' | 'below';
}

/** Spaces are thousands separators ('1 234,50'); with `decimalComma` a comma is the decimal point. */
function compact(cell: string, decimalComma: boolean): string {
  const text = hasBlank.test(cell) ? cell.replace(blanks, '') : cell;
  return decimalComma ? text.replace(',', '.') : text;
}

/** A non-negative decimal as text (PostgreSQL rounds it to the column's scale). */
export function parseDecimal(cell: string, decimalComma: boolean): string | null {
  const text = compact(cell, decimalComma);
  return decimalPattern.test(text) ? text : null;
}

/** A stock cell that is a plain count ('12', '1 200'), not a sign or a word the settings read. */
export function isPlainCount(cell: string): boolean {
  return integerPattern.test(compact(cell, false));
}

export function parseInteger(cell: string): number | null {
  const text = compact(cell, false);
  return integerPattern.test(text) ? Number(text) : null;
}

/** Units of a stock cell: a count, '>10', '10+', '<5', a range '5-10' (its lower bound) or one of the words. */
export function parseStock(cell: string, rules: StockRules): number | null {
  const text = compact(cell, false);
  const match = atLeast.exec(text);
  if (match?.[1] !== undefined) return Number(match[1]);
  const below = lessThan.exec(text);
  if (below?.[1] !== undefined) {
    const bound = Number(below[1]);
    if (bound === 0) return null;
    return rules.lessThan === 'one' ? Math.min(1, bound - 1) : bound - 1;
  }
  const between = range.exec(text);
  if (between?.[1] !== undefined && between[2] !== undefined) {
    const low = Number(between[1]);
    return low <= Number(between[2]) ? low : null;
  }
  return rules.words.get(stockWordKey(cell)) ?? null;
}

const yes = new Set(['1', '+', 'да', 'д', 'yes', 'y', 'true', 'истина']);
const no = new Set(['0', '-', 'нет', 'н', 'no', 'n', 'false', 'ложь']);

export function parseBoolean(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  if (yes.has(text)) return true;
  if (no.has(text)) return false;
  return null;
}

const currencyAliases: Record<string, string> = {
  RUR: 'RUB',
  РУБ: 'RUB',
  'РУБ.': 'RUB',
  Р: 'RUB',
  '₽': 'RUB',
  '€': 'EUR',
  ЕВРО: 'EUR',
  $: 'USD',
  ДОЛЛ: 'USD',
};

/** An ISO code such as 'EUR'; the usual Russian spellings ('руб.', 'RUR', '₽') are understood. */
export function currencyCode(cell: string): string {
  const text = cell.trim().toUpperCase();
  return currencyAliases[text] ?? text;
}

/**
 * Text of a spreadsheet cell value as exceljs reads it: numbers, text, dates, rich text, formula results,
 * hyperlinks. Numbers keep their shortest exact decimal form ('0.1', not '0.1000000000000000055').
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    const text = String(value);
    return text.includes('e') ? value.toFixed(10).replace(/\.?0+$/, '') : text;
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((part: unknown) => cellText(partText(part))).join('');
    }
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return '';
}

function partText(part: unknown): unknown {
  return typeof part === 'object' && part !== null && 'text' in part ? part.text : '';
}

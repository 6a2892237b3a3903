import { normalizePartNumber } from '@shop/shared/catalog';
import { hasForbiddenCharacters } from '../../http/input.js';
import type { ResolvedColumns } from './mapping.js';
import { brandSpellings } from './brands.js';
import type { StockReadings } from './stock-readings.js';
import {
  currencyCode,
  isPlainCount,
  parseBoolean,
  parseDecimal,
  parseInteger,
  parseStock,
  type StockRules,
} from './values.js';

/** A good row, ready for the staging table. */
export interface StagedRow {
  /** Line in the file: the order of a good's rows when it is listed more than once. */
  line: number;
  brandId: number;
  /** As printed in the list: 'W 712/75'. */
  number: string;
  normalizedNumber: string;
  name: string;
  /** Decimal text. */
  price: string;
  currency: string;
  amount: number;
  minAmount: number;
  multiplicity: number;
  deliveryHours: number;
  refundAllowed: boolean;
  refundPercent: string;
}

export interface RowRules {
  /** Normalised brand name or synonym → brand id. */
  brands: ReadonlyMap<string, number>;
  currencies: ReadonlySet<string>;
  defaultCurrency: string;
  decimalComma: boolean;
  stock: StockRules;
  /** Where the stock cells read by the settings are tallied for the report. */
  stockReadings?: StockReadings;
}

/** A good row of a brand the shop does not know: kept aside until a manager names the brand. */
export interface HeldRow extends StagedRow {
  /** 0: no brand yet. */
  brandId: 0;
  /** As written in the list. */
  brand: string;
  /** The spelling a synonym will be saved under. */
  normalizedBrand: string;
}

/** A row is either staged, held (unknown brand), rejected with a reason, or blank (skipped without a word). */
export type RowVerdict = StagedRow | HeldRow | string | null;

export function isHeld(verdict: StagedRow | HeldRow): verdict is HeldRow {
  return 'normalizedBrand' in verdict;
}

const MAX_NUMBER_LENGTH = 100;
const MAX_NAME_LENGTH = 500;
/** Distinct brand spellings remembered; a list has a few hundred, the bound keeps memory flat. */
const BRAND_CACHE_LIMIT = 10_000;

const lineBreaks = /[\r\n\t]/;
/** PostgreSQL refuses NUL in text; the other control characters are no part of a name either. */
const controlCharactersReason = 'Номер или наименование содержит недопустимые управляющие символы';
const spaceRuns = /\s+/g;

const quoted = (cell: string): string => `«${cell.length > 60 ? `${cell.slice(0, 60)}…` : cell}»`;

/** Checks and converts the cells of one row by the mapped columns; reasons are in Russian. */
export function createRowReader(
  columns: ResolvedColumns,
  rules: RowRules,
): (cells: string[], line: number) => RowVerdict {
  const brandCache = new Map<string, number | null>();
  const brandOf = (cell: string): number | null => {
    const cached = brandCache.get(cell);
    if (cached !== undefined) return cached;
    let id: number | null = null;
    for (const spelling of brandSpellings(cell)) {
      id = rules.brands.get(spelling) ?? null;
      if (id !== null) break;
    }
    if (brandCache.size < BRAND_CACHE_LIMIT) brandCache.set(cell, id);
    return id;
  };
  const { decimalComma } = rules;
  const optional = (cells: string[], column: number | undefined): string =>
    column === undefined ? '' : (cells[column] ?? '').trim();

  return (cells, line) => {
    if (cells.every((cell) => cell.trim() === '')) return null;

    const brandCell = (cells[columns.brand] ?? '').trim();
    if (brandCell === '') return 'Не указан бренд';
    const brandId = brandOf(brandCell);

    const number = (cells[columns.number] ?? '').trim();
    if (number === '') return 'Не указан номер';
    if (hasForbiddenCharacters(number)) return controlCharactersReason;
    if (number.length > MAX_NUMBER_LENGTH) return `Номер длиннее ${MAX_NUMBER_LENGTH} символов`;
    const normalizedNumber = normalizePartNumber(number);
    if (normalizedNumber === '') return `Номер ${quoted(number)} не содержит ни букв, ни цифр`;

    const priceCell = (cells[columns.price] ?? '').trim();
    const price = parseDecimal(priceCell, decimalComma);
    if (price === null) return `Цена должна быть неотрицательным числом, а не ${quoted(priceCell)}`;

    const amountCell = (cells[columns.amount] ?? '').trim();
    const amount = parseStock(amountCell, rules.stock);
    if (amount === null) {
      return `Количество должно быть целым неотрицательным числом, «>10», «10+», «<5», «5-10» или словом из настроек поставщика, а не ${quoted(amountCell)}`;
    }
    if (rules.stockReadings && !isPlainCount(amountCell)) rules.stockReadings.note(amountCell, amount);

    const currencyCell = optional(cells, columns.currency);
    const currency = currencyCell === '' ? rules.defaultCurrency : currencyCode(currencyCell);
    if (!rules.currencies.has(currency)) return `Неизвестная валюта ${quoted(currencyCell)}`;

    const minAmountCell = optional(cells, columns.minAmount);
    const minAmount = minAmountCell === '' ? 1 : parseInteger(minAmountCell);
    if (minAmount === null || minAmount < 1) {
      return `Минимальное количество должно быть целым числом не меньше 1, а не ${quoted(minAmountCell)}`;
    }
    const multiplicityCell = optional(cells, columns.multiplicity);
    const multiplicity = multiplicityCell === '' ? 1 : parseInteger(multiplicityCell);
    if (multiplicity === null || multiplicity < 1) {
      return `Кратность должна быть целым числом не меньше 1, а не ${quoted(multiplicityCell)}`;
    }
    const hoursCell = optional(cells, columns.deliveryHours);
    const deliveryHours = hoursCell === '' ? 0 : parseInteger(hoursCell);
    if (deliveryHours === null) {
      return `Срок поставки должен быть целым неотрицательным числом часов, а не ${quoted(hoursCell)}`;
    }
    const refundCell = optional(cells, columns.refundAllowed);
    const refundAllowed = refundCell === '' ? true : parseBoolean(refundCell);
    if (refundAllowed === null)
      return `Возможность возврата должна быть «да» или «нет», а не ${quoted(refundCell)}`;
    const percentCell = optional(cells, columns.refundPercent);
    const refundPercent = percentCell === '' ? '0' : parseDecimal(percentCell, decimalComma);
    if (refundPercent === null || Number(refundPercent) > 100) {
      return `Процент возврата должен быть числом от 0 до 100, а не ${quoted(percentCell)}`;
    }

    const nameCell = (cells[columns.name] ?? '').trim();
    if (hasForbiddenCharacters(nameCell)) return controlCharactersReason;
    // A name typed on two lines of a cell is one line in the catalog.
    const name = lineBreaks.test(nameCell) ? nameCell.replace(spaceRuns, ' ') : nameCell;
    const row: StagedRow = {
      line,
      brandId: brandId ?? 0,
      number,
      normalizedNumber,
      name: name.length > MAX_NAME_LENGTH ? name.slice(0, MAX_NAME_LENGTH) : name,
      price,
      currency,
      amount,
      minAmount,
      multiplicity,
      deliveryHours,
      refundAllowed,
      refundPercent,
    };
    if (brandId !== null) return row;
    if (hasForbiddenCharacters(brandCell)) return 'Бренд содержит недопустимые управляющие символы';
    const normalizedBrand = brandSpellings(brandCell)[0] ?? '';
    if (normalizedBrand === '') return `Бренд ${quoted(brandCell)} не содержит ни букв, ни цифр`;
    return { ...row, brandId: 0, brand: brandCell.slice(0, MAX_NAME_LENGTH), normalizedBrand };
  };
}

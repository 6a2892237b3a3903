import { ImportError } from './errors.js';
import type { ImportOptions, PriceListFormat } from './importer.js';
import { parseMapping, parseMappingArgument, type ColumnMapping } from './mapping.js';
import type { Encoding } from './sources.js';
import type { ImportMode } from './staging.js';
import { parseBoolean } from './values.js';

/** Import settings as text, the way the admin API's form fields and the command line give them. */
export interface ImportSettingsText {
  /** JSON `{"brand": 0, "number": "B", "price": "Цена"}` or `brand=0,number=B,price=Цена`. */
  mapping?: string;
  /** 'csv' or 'xlsx'; by the file name's extension when absent. */
  format?: string;
  /** One character, or 'tab'. */
  delimiter?: string;
  /** 'utf-8' or 'windows-1251' (also 'cp1251'). */
  encoding?: string;
  /** Whether the first row holds column titles: 'да'/'нет', 'true'/'false', '1'/'0'. */
  header?: string;
  currency?: string;
  decimalComma?: string;
  /** 'replace' (the vendor's offers become the list) or 'update' (only the listed parts change). */
  mode?: string;
}

function mappingOf(text: string | undefined): ColumnMapping {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') throw new ImportError('Не задано сопоставление колонок (mapping)');
  if (!trimmed.startsWith('{')) return parseMappingArgument(trimmed);
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    throw new ImportError('Сопоставление колонок (mapping) — некорректный JSON');
  }
  return parseMapping(value);
}

function formatOf(text: string | undefined, fileName: string): PriceListFormat {
  const format = text?.trim().toLowerCase() || (fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv');
  if (format === 'csv' || format === 'xlsx') return format;
  throw new ImportError(`Неизвестный формат «${format}»: допустимы csv и xlsx`);
}

function encodingOf(text: string | undefined): Encoding {
  const encoding = text?.trim().toLowerCase() ?? '';
  if (encoding === '' || encoding === 'utf-8' || encoding === 'utf8') return 'utf-8';
  if (['windows-1251', 'cp1251', 'win1251'].includes(encoding)) return 'windows-1251';
  throw new ImportError(`Неизвестная кодировка «${encoding}»: допустимы utf-8 и windows-1251`);
}

function modeOf(text: string | undefined): ImportMode {
  const mode = text?.trim().toLowerCase() ?? '';
  if (mode === 'replace' || mode === 'update') return mode;
  throw new ImportError(
    'Выберите режим загрузки (mode): replace — заменить предложения склада этим прайс-листом, ' +
      'update — обновить только позиции из прайс-листа',
  );
}

function flagOf(text: string | undefined, name: string, fallback: boolean): boolean {
  if (text === undefined || text.trim() === '') return fallback;
  const value = parseBoolean(text);
  if (value === null) throw new ImportError(`Параметр ${name} должен быть «да» или «нет»`);
  return value;
}

/** Whether the admin API's flag text is set ('да', 'true', '1'); throws `ImportError` when it is not a flag. */
export function flagSetting(text: string | undefined, name: string): boolean {
  return flagOf(text, name, false);
}

/** The importer's options from text settings; throws `ImportError` with the reason when one is wrong. */
export function importOptionsFrom(
  vendorId: number,
  fileName: string,
  settings: ImportSettingsText,
): ImportOptions {
  const delimiter = settings.delimiter === 'tab' || settings.delimiter === '\\t' ? '\t' : settings.delimiter;
  const currency = settings.currency?.trim();
  return {
    vendorId,
    format: formatOf(settings.format, fileName),
    mapping: mappingOf(settings.mapping),
    ...(delimiter ? { delimiter } : {}),
    encoding: encodingOf(settings.encoding),
    hasHeader: flagOf(settings.header, 'header', true),
    ...(currency ? { currency } : {}),
    decimalComma: flagOf(settings.decimalComma, 'decimalComma', false),
    mode: modeOf(settings.mode),
  };
}

/** How to read a file for the back office's preview: the import's own format, delimiter and encoding rules. */
export function readingOptionsFrom(
  fileName: string,
  settings: ImportSettingsText,
): { format: PriceListFormat; delimiter: string; encoding: Encoding } {
  const delimiter = settings.delimiter === 'tab' || settings.delimiter === '\\t' ? '\t' : settings.delimiter;
  if (delimiter !== undefined && [...delimiter].length !== 1) {
    throw new ImportError('Разделитель колонок должен быть одним символом');
  }
  return {
    format: formatOf(settings.format, fileName),
    delimiter: delimiter || ',',
    encoding: encodingOf(settings.encoding),
  };
}

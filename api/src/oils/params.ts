import type { Violation } from '@shop/shared';
import { validationError } from '../errors/http-error.js';
import { isOilKind } from './kinds.js';
import { facetNames, type FacetName } from './queries.js';

/** Values of one filter at most, and the length of one value: facets never offer more. */
const MAX_VALUES = 30;
const MAX_VALUE_LENGTH = 60;

export const oilMessages = {
  tooManyValues: `Не больше ${String(MAX_VALUES)} значений в одном фильтре`,
  valueTooLong: `Значение фильтра длиннее ${String(MAX_VALUE_LENGTH)} символов`,
  unknownKind: (value: string) => `Неизвестный вид товара: ${value}`,
  badVolume: (value: string) => `Объём указывается в литрах числом больше нуля: ${value}`,
} as const;

/** '5W-30, 5W-40' → ['5W-30', '5W-40']: trimmed, without empty and repeated values. */
function splitList(text: string | undefined): string[] {
  if (text === undefined) return [];
  return [...new Set(text.split(',').map((value) => value.trim()))].filter((value) => value !== '');
}

/** '4', '0,5', '0.5' → '4', '0.5'; null when it is no volume in litres. */
function volumeOf(value: string): string | null {
  if (!/^[0-9]{1,4}(?:[.,][0-9]{1,2})?$/.test(value)) return null;
  const litres = Number(value.replace(',', '.'));
  return litres > 0 ? String(litres) : null;
}

function check(name: FacetName, value: string): string | null {
  if (value.length > MAX_VALUE_LENGTH) return oilMessages.valueTooLong;
  if (name === 'kind' && !isOilKind(value)) return oilMessages.unknownKind(value);
  if (name === 'volume' && volumeOf(value) === null) return oilMessages.badVolume(value);
  return null;
}

/**
 * The facet filters of the query (comma-separated values, any of them matches); a malformed one is a 400
 * naming the field. Unknown viscosities, specifications, approvals or brands simply match nothing.
 */
export function facetValues(query: Partial<Record<FacetName, string>>): Record<FacetName, readonly string[]> {
  const values: Record<FacetName, string[]> = {
    kind: splitList(query.kind),
    viscosity: splitList(query.viscosity),
    spec: splitList(query.spec),
    approval: splitList(query.approval),
    volume: splitList(query.volume),
    brand: splitList(query.brand),
  };
  const violations: Violation[] = [];
  for (const name of facetNames) {
    if (values[name].length > MAX_VALUES) {
      violations.push({ propertyPath: name, message: oilMessages.tooManyValues });
    }
    for (const value of values[name]) {
      const message = check(name, value);
      if (message !== null) violations.push({ propertyPath: name, message });
    }
  }
  if (violations.length > 0) throw validationError(violations);
  return { ...values, volume: values.volume.map((value) => volumeOf(value) ?? value) };
}

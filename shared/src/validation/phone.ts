/** Default mask of phone inputs (SPEC §5): `9` is a digit placeholder. */
export const PHONE_MASK = '+7 (999) 999-99-99';

/** What may surround the digits of a phone number: spaces, brackets, hyphens. */
const DECORATION = /[\s\u00a0()-]/g;

/**
 * A Russian phone number in the form `+7XXXXXXXXXX`, or `null` when the value is not one.
 * Accepts the masked form `'+7 (978) 123-45-67'`, `'+79781234567'`, `'89781234567'`, `'79781234567'` and
 * the 10 national digits `'9781234567'`. A value starting with `+` must be `+7` and 10 digits, so an
 * unfinished mask (`'+7 (978) 123-45-6_'`) is not a phone.
 */
export function normalizePhone(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.replace(DECORATION, '');
  if (compact.startsWith('+')) return /^\+7\d{10}$/.test(compact) ? compact : null;
  if (!/^\d+$/.test(compact)) return null;
  if (compact.length === 11 && (compact.startsWith('7') || compact.startsWith('8'))) {
    return `+7${compact.slice(1)}`;
  }
  if (compact.length === 10) return `+7${compact}`;
  return null;
}

/** A Russian phone number (see {@link normalizePhone} for the accepted forms). */
export function isValidPhone(value: string | null | undefined): boolean {
  return normalizePhone(value) !== null;
}

/** `'+79781234567'` (or any accepted form) in the mask format `'+7 (978) 123-45-67'`; other values unchanged. */
export function formatPhone(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) return value;
  return `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10, 12)}`;
}

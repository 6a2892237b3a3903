import { VIN_LENGTH } from '../cache/index.js';

const VIN = new RegExp(`^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$`, 'i');

/** VIN: 17 Latin letters and digits without I, O and Q, case-insensitive (SPEC §5). */
export function isValidVin(value: string | null | undefined): boolean {
  return typeof value === 'string' && VIN.test(value);
}

/** VIN as stored: trimmed and upper-cased. */
export function normalizeVin(value: string): string {
  return value.trim().toUpperCase();
}

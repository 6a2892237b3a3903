/** Readers of an outside catalog's JSON: its fields are trusted for their names only, never their types. */
export type Json = Record<string, unknown>;

export function record(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

export function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(record) : [];
}

export function text(object: Json, key: string): string {
  const value = object[key] ?? object[key.toLowerCase()];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function flag(object: Json, key: string): boolean {
  const value = object[key] ?? object[key.toLowerCase()];
  return value === true || value === 'true';
}

export function number(object: Json, key: string): number {
  const value = Number(object[key]);
  return Number.isFinite(value) ? value : 0;
}

import { ValidationError, type AnyObject, type ISchema } from 'yup';
import type { Violation } from '../types/index.js';

/**
 * yup path to the dotted form of the API (`items[0].amount` → `items.0.amount`,
 * `["a.b"].c` → `a.b.c`); the root value is `''`.
 */
export function toPropertyPath(path: string | undefined): string {
  if (!path) return '';
  return path
    .replace(/\[\s*(["'])(.*?)\1\s*\]/g, '.$2')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

/** All failures of a `validate(…, { abortEarly: false })` as `{ propertyPath, message }`, in yup's order. */
export function toViolations(error: ValidationError): Violation[] {
  const errors = error.inner.length > 0 ? error.inner : [error];
  return errors.flatMap((item) =>
    item.errors.map((message) => ({ propertyPath: toPropertyPath(item.path), message })),
  );
}

export type ValidationResult<T> =
  { value: T; violations?: undefined } | { value?: undefined; violations: Violation[] };

/**
 * Validates (and casts: trims, applies defaults, strips unknown keys) `value`; returns the clean value or every
 * violation. Errors other than a `ValidationError` are rethrown.
 */
export async function validateOrViolations<T>(
  schema: ISchema<T, AnyObject>,
  value: unknown,
  context?: AnyObject,
): Promise<ValidationResult<T>> {
  try {
    const result = await schema.validate(value, { abortEarly: false, stripUnknown: true, context });
    return { value: result };
  } catch (error) {
    if (ValidationError.isError(error)) return { violations: toViolations(error) };
    throw error;
  }
}

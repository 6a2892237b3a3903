import { setIn, type FormikErrors } from 'formik';
import type { Violation } from '../../types/index.js';

/**
 * A server `propertyPath` in formik's dotted form: `company.inn` stays, `plainPassword[second]` and
 * Symfony's `children[plainPassword].children[second]` become `plainPassword.second`, `items[0].amount`
 * becomes `items.0.amount`.
 */
export function violationPath(propertyPath: string): string {
  return propertyPath
    .replace(/children\[([^\]]*)\]/g, '.$1')
    .replace(/\[\s*["']?([^\]"']*)["']?\s*\]/g, '.$1')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.|\.$/g, '');
}

/**
 * The paths of the leaf values of a form (`{ company: { inn: '' } }` → `['company.inn']`), for
 * `applyViolations(…, { fields: leafPaths(values) })`: violations of anything else are returned unmapped.
 */
export function leafPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || values instanceof Date) return prefix ? [prefix] : [];
  const entries = Object.entries(values);
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** The formik setters `applyViolations` uses; pass formik's helpers (or the form's props) as they are. */
export interface ViolationTarget<Values> {
  setErrors?: (errors: FormikErrors<Values>) => void;
  setFieldError?: (field: string, message: string | undefined) => void;
  setFieldTouched?: (field: string, isTouched?: boolean, shouldValidate?: boolean) => unknown;
}

export interface ApplyViolationsOptions {
  /**
   * Renames a server path to a form field (`plainPassword.first` → `first`); `null` or `''` leaves the
   * violation unmapped.
   */
  mapPath?: (path: string) => string | null | undefined;
  /** The form's field names; a violation of any other path is returned unmapped. */
  fields?: readonly string[];
}

/**
 * Puts the server's validation failures (`violations: [{ propertyPath, message }]`, SPEC §7) onto formik
 * fields: with `setErrors` all at once (replacing the current errors), else one by one with
 * `setFieldError`. The fields are marked touched (without validating again), so their errors show. The
 * first message of a field wins. Returns the violations that match no field (an empty path is the whole
 * form), for a toast or an alert.
 */
export function applyViolations<Values>(
  violations: readonly Violation[],
  target: ViolationTarget<Values>,
  options: ApplyViolationsOptions = {},
): Violation[] {
  const unmapped: Violation[] = [];
  const mapped = new Map<string, string>();
  for (const violation of violations) {
    const path = violationPath(violation.propertyPath);
    const field = path ? (options.mapPath ? options.mapPath(path) : path) : '';
    if (!field || (options.fields && !options.fields.includes(field))) {
      unmapped.push(violation);
    } else if (!mapped.has(field)) {
      mapped.set(field, violation.message);
    }
  }
  for (const field of mapped.keys()) target.setFieldTouched?.(field, true, false);
  if (target.setErrors) {
    let errors: FormikErrors<Values> = {};
    for (const [field, message] of mapped) errors = setIn(errors, field, message) as FormikErrors<Values>;
    target.setErrors(errors);
  } else if (target.setFieldError) {
    for (const [field, message] of mapped) target.setFieldError(field, message);
  }
  return unmapped;
}

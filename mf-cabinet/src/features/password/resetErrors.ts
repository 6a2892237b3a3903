import { apiErrorMessage, apiErrors, apiViolations } from '@shop/shared/api';
import type { Violation } from '@shop/shared';

export interface ResetFailure {
  /** Messages for the list above the form: the response's `errors`, or violations of no field, or the general one. */
  messages: string[];
  /** Violations of the password pair, renamed to the form's `first` / `second`. */
  fieldViolations: Violation[];
}

const PAIR_PREFIX = 'plainPassword.';

/** Splits a failed `POST /api/user/resetting/reset/{token}` (SPEC §8: reset errors come from `errors`). */
export function resetFailure(error: unknown): ResetFailure {
  const errors = apiErrors(error);
  const violations = apiViolations(error);
  const fieldViolations = violations
    .filter((violation) => violation.propertyPath.startsWith(PAIR_PREFIX))
    .map((violation) => ({ ...violation, propertyPath: violation.propertyPath.slice(PAIR_PREFIX.length) }));
  const otherViolations = violations
    .filter((violation) => !violation.propertyPath.startsWith(PAIR_PREFIX))
    .map((violation) => violation.message);
  const messages = [...errors, ...otherViolations];
  if (messages.length === 0 && fieldViolations.length === 0) messages.push(apiErrorMessage(error));
  return { messages, fieldViolations };
}

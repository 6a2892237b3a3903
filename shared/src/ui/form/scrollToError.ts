/** Paths of every string error in a formik errors object: `{ company: { inn: '…' } }` → `['company.inn']`. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return errors ? [prefix] : [];
  if (errors === null || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) =>
    errorPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

export function hasErrors(errors: unknown): boolean {
  return errorPaths(errors).length > 0;
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** The first field row (`[data-field]`, in document order) whose value or a value inside it has an error. */
export function firstErrorField(container: ParentNode, errors: unknown): HTMLElement | null {
  const paths = errorPaths(errors);
  if (paths.length === 0) return null;
  const rows = Array.from(container.querySelectorAll<HTMLElement>('[data-field]'));
  return (
    rows.find((row) => {
      const name = row.dataset.field ?? '';
      return paths.some((path) => path === name || name.startsWith(`${path}.`));
    }) ?? null
  );
}

/** Scrolls the first field with an error into view and focuses its control; returns the field row. */
export function focusFirstError(container: ParentNode, errors: unknown): HTMLElement | null {
  const row = firstErrorField(container, errors);
  if (!row) return null;
  if (typeof row.scrollIntoView === 'function') row.scrollIntoView({ behavior: 'smooth', block: 'center' });
  row.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  return row;
}

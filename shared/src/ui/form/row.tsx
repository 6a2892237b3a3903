import './form.css';
import type { ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { fieldId, useShopFormContext } from './context.js';
import { fieldDescription, isRequiredDescription } from './schema.js';

/** What a field row hands to its control: ids and ARIA state to put on the input. */
export interface FieldControl {
  id: string;
  name: string;
  required: boolean;
  invalid: boolean;
  /** The id of the error or help text under the control, when one is shown. */
  describedBy: string | undefined;
}

export interface FieldState {
  /** The error to show: only once the field is touched and only when it is a string. */
  error: string | undefined;
  required: boolean;
}

/**
 * The state of a field for display (SPEC §5): the required marker comes from the schema's rules for the
 * current values; an error is shown only after the field was touched and only when it is a string (a nested
 * object of errors belongs to the fields inside).
 */
export function useFieldState(name: string): FieldState {
  const { errors, touched } = useFormikContext<unknown>();
  const { description } = useShopFormContext();
  const error: unknown = getIn(errors, name);
  const isTouched: unknown = getIn(touched, name);
  return {
    error: isTouched && typeof error === 'string' ? error : undefined,
    required: isRequiredDescription(fieldDescription(description, name)),
  };
}

/** What a field component takes for its row (and passes on to `FieldRow`). */
export interface FieldRowOptions {
  name: string;
  label?: ReactNode;
  help?: ReactNode;
  required?: boolean;
  id?: string;
  fieldClassName?: string;
}

/** A field component's props split into its row's (for `FieldRow`) and the rest (for its control). */
export function splitRowOptions<P extends FieldRowOptions>({
  name,
  label,
  help,
  required,
  id,
  fieldClassName,
  ...control
}: P) {
  return { row: { name, label, help, required, id, className: fieldClassName }, control };
}

export interface FormFieldProps {
  /** Formik path of the value: `email`, `company.inn`, `plainPassword.second`. */
  name: string;
  label?: ReactNode;
  /** Shown under the control while there is no error to show. */
  help?: ReactNode;
  /** Overrides the required marker derived from the schema. */
  required?: boolean;
  /** Overrides the generated DOM id of the control. */
  id?: string;
  className?: string;
  children: ReactNode | ((control: FieldControl) => ReactNode);
}

/**
 * One row of a form in antd's look (form.css), with no antd in it: label with the required marker, the
 * control (`wrapControl` may put it in a context), then the error or the help text. The row carries
 * `data-field` so that a failed submit can scroll to the first field with an error.
 */
export function FieldRow({
  name,
  label,
  help,
  required,
  id,
  className,
  children,
  wrapControl = (node) => node,
}: FormFieldProps & { wrapControl?: (node: ReactNode, control: FieldControl) => ReactNode }) {
  const { idPrefix } = useShopFormContext();
  const state = useFieldState(name);
  const controlId = id ?? fieldId(idPrefix, name);
  const below = state.error ?? help;
  const hasBelow = Boolean(below);
  const control: FieldControl = {
    id: controlId,
    name,
    required: required ?? state.required,
    invalid: state.error !== undefined,
    describedBy: hasBelow ? `${controlId}_help` : undefined,
  };
  const rowClass = ['shop-form-field', hasBelow && 'shop-form-field-with-help', className];
  return (
    <div className={rowClass.filter(Boolean).join(' ')} data-field={name}>
      {label !== undefined && (
        <div className="shop-form-field-label">
          <label htmlFor={control.id} className={control.required ? 'shop-form-field-required' : undefined}>
            {label}
          </label>
        </div>
      )}
      {wrapControl(typeof children === 'function' ? children(control) : children, control)}
      {hasBelow && (
        <div
          id={control.describedBy}
          className={control.invalid ? 'shop-form-field-error' : 'shop-form-field-help'}
        >
          {below}
        </div>
      )}
    </div>
  );
}

/** ARIA attributes of a control in a field row. */
export function controlAria(control: FieldControl) {
  return {
    'aria-required': control.required || undefined,
    'aria-invalid': control.invalid || undefined,
    'aria-describedby': control.describedBy,
  } as const;
}

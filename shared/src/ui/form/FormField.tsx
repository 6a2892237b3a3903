import './form.css';
import { useMemo, type ReactNode } from 'react';
import { FormItemInputContext } from '@shop/shared/kit/form';
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
 * One row of a form: label with the required marker, the control, then the error or the help text. The row
 * carries `data-field` so that a failed submit can scroll to the first field with an error. The row is drawn
 * here in antd's look (form.css); antd's controls inside take the error look from the kit's status context.
 */
export function FormField({ name, label, help, required, id, className, children }: FormFieldProps) {
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
  const status = useMemo(
    () => ({ isFormItemInput: true, status: control.invalid ? ('error' as const) : ('' as const) }),
    [control.invalid],
  );
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
      <FormItemInputContext.Provider value={status}>
        {typeof children === 'function' ? children(control) : children}
      </FormItemInputContext.Provider>
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

import { useState, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import {
  controlAria,
  FieldRow,
  splitRowOptions,
  type FieldControl,
  type FieldRowOptions,
} from '../form/row.js';
import { shopTheme } from '../theme.js';
import { Icon } from './Icon.js';

export interface LightTextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>,
    FieldRowOptions {}

/** The formik binding and ARIA of a native input in a field row. */
function useInputBinding(control: FieldControl) {
  const { name } = control;
  const [field] = useField<string | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  return {
    ...controlAria(control),
    id: control.id,
    name,
    value: field.value ?? '',
    onChange: (event: { target: { value: string } }) => void setFieldValue(name, event.target.value),
    onBlur: () => void setFieldTouched(name, true),
  };
}

function TextInput({
  control,
  input,
}: {
  control: FieldControl;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  const binding = useInputBinding(control);
  const className = ['shop-input', control.invalid && 'shop-input-error', input.className];
  return <input {...input} {...binding} className={className.filter(Boolean).join(' ')} />;
}

/** A text input bound to a formik field, in a field row: antd's large input, drawn by the kernel. */
export function LightTextField(props: LightTextFieldProps) {
  const { row, control: input } = splitRowOptions(props);
  return <FieldRow {...row}>{(control) => <TextInput control={control} input={input} />}</FieldRow>;
}

function PasswordInput({
  control,
  input,
}: {
  control: FieldControl;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  const binding = useInputBinding(control);
  const [visible, setVisible] = useState(false);
  const className = ['shop-input', 'shop-input-affix', control.invalid && 'shop-input-error'];
  return (
    <span className={className.filter(Boolean).join(' ')}>
      <input {...input} {...binding} type={visible ? 'text' : 'password'} className="shop-input-inner" />
      <button
        type="button"
        className="shop-input-eye"
        aria-label="Показать"
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        <Icon glyph={visible ? 'eye' : 'eyeInvisible'} />
      </button>
    </span>
  );
}

/** A password input with the show/hide toggle, bound to a formik field, in a field row. */
export function LightPasswordField({
  label = 'Пароль',
  autoComplete = 'current-password',
  ...props
}: LightTextFieldProps) {
  const { row, control: input } = splitRowOptions({ ...props, label, autoComplete });
  return <FieldRow {...row}>{(control) => <PasswordInput control={control} input={input} />}</FieldRow>;
}

/** The form's submit button, antd's large primary one: spins and takes no second click while submitting. */
export function LightSubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  const { isSubmitting } = useFormikContext<unknown>();
  const classes = ['shop-button', isSubmitting && 'shop-button-loading', className];
  return (
    <button
      type="submit"
      className={classes.filter(Boolean).join(' ')}
      disabled={isSubmitting}
      aria-busy={isSubmitting}
    >
      {isSubmitting && <span className="shop-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** The theme's error colour for a notice, which stands outside the form that sets it. */
const noticeColours = { '--shop-color-error': shopTheme.token?.colorError } as CSSProperties;

/** A warning or an error above a form, antd's outlined alert with its icon. */
export function Notice({
  type,
  role,
  className,
  children,
}: {
  type: 'warning' | 'error';
  role: 'status' | 'alert';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={['shop-notice', `shop-notice-${type}`, className].filter(Boolean).join(' ')}
      style={noticeColours}
      role={role}
    >
      <Icon glyph={type} className="shop-notice-icon" />
      <div className="shop-notice-text">{children}</div>
    </div>
  );
}

import { Input } from '@shop/shared/kit/essentials';
import type { PasswordProps } from 'antd/es/input';
import { useField, useFormikContext } from 'formik';
import { controlAria, FormField } from './FormField.js';
import type { FieldRowOptions } from './row.js';

export interface PasswordFieldProps
  extends Omit<PasswordProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>, FieldRowOptions {}

/** A password input with the show/hide toggle, bound to a formik field. */
export function PasswordField({
  name,
  label = 'Пароль',
  help,
  required,
  id,
  fieldClassName,
  autoComplete = 'current-password',
  ...input
}: PasswordFieldProps) {
  const [field] = useField<string | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  return (
    <FormField name={name} label={label} help={help} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <Input.Password
          {...input}
          {...controlAria(control)}
          id={control.id}
          name={name}
          autoComplete={autoComplete}
          value={field.value ?? ''}
          onChange={(event) => void setFieldValue(name, event.target.value)}
          onBlur={() => void setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );
}

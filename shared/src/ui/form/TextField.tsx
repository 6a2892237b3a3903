import { Input } from '@shop/shared/kit/essentials';
import type { InputProps } from 'antd/es/input';
import { useField, useFormikContext } from 'formik';
import { controlAria, FormField } from './FormField.js';
import type { FieldRowOptions } from './row.js';

export interface TextFieldProps
  extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>, FieldRowOptions {}

/** A text input bound to a formik field, in a {@link FormField} row. */
export function TextField({ name, label, help, required, id, fieldClassName, ...input }: TextFieldProps) {
  const [field] = useField<string | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  return (
    <FormField name={name} label={label} help={help} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <Input
          {...input}
          {...controlAria(control)}
          id={control.id}
          name={name}
          value={field.value ?? ''}
          onChange={(event) => void setFieldValue(name, event.target.value)}
          onBlur={() => void setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );
}

import { Input } from '@shop/shared/kit/essentials';
import type { TextAreaProps } from 'antd/es/input/TextArea';
import { useField, useFormikContext } from 'formik';
import { controlAria, FormField } from './FormField.js';
import { splitRowOptions, type FieldRowOptions } from './row.js';

export interface TextAreaFieldProps
  extends Omit<TextAreaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>, FieldRowOptions {}

/** A multi-line text bound to a formik field, in a {@link FormField} row. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { row, control: area } = splitRowOptions(props);
  const { name } = row;
  const [field] = useField<string | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  return (
    <FormField {...row}>
      {(control) => (
        <Input.TextArea
          {...area}
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

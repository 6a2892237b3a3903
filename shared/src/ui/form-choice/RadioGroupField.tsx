import type { ReactNode } from 'react';
import { Radio } from '@shop/shared/kit/controls';
import type { RadioGroupProps } from 'antd/es/radio';
import { useField, useFormikContext } from 'formik';
import { FormField } from '@shop/shared/ui/form';

export interface RadioOption<V extends string | number = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupFieldProps<V extends string | number = string> extends Omit<
  RadioGroupProps,
  'name' | 'value' | 'onChange' | 'id' | 'options'
> {
  name: string;
  options: readonly RadioOption<V>[];
  label?: ReactNode;
  help?: ReactNode;
  required?: boolean;
  id?: string;
  fieldClassName?: string;
}

/** A choice among a few options (buttons by default), bound to a formik field. */
export function RadioGroupField<V extends string | number = string>({
  name,
  options,
  label,
  help,
  required,
  id,
  fieldClassName,
  optionType = 'button',
  buttonStyle = 'solid',
  ...group
}: RadioGroupFieldProps<V>) {
  const [field] = useField<V | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  return (
    <FormField name={name} label={label} help={help} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <Radio.Group
          {...group}
          id={control.id}
          name={name}
          optionType={optionType}
          buttonStyle={buttonStyle}
          options={options.map((option) => ({ ...option }))}
          value={field.value ?? undefined}
          onChange={(event) => {
            void setFieldValue(name, event.target.value);
            void setFieldTouched(name, true, false);
          }}
        />
      )}
    </FormField>
  );
}

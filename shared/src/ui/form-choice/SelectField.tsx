import type { ReactNode } from 'react';
import { Select } from '@shop/shared/kit/select';
import type { SelectProps } from 'antd/es/select';
import { useField, useFormikContext } from 'formik';
import { controlAria, FormField } from '@shop/shared/ui/form';

export interface SelectOption<V extends string | number = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends string | number = string> extends Omit<
  SelectProps<V, SelectOption<V>>,
  'value' | 'onChange' | 'onBlur' | 'id' | 'options' | 'mode'
> {
  name: string;
  options: readonly SelectOption<V>[];
  label?: ReactNode;
  help?: ReactNode;
  required?: boolean;
  id?: string;
  fieldClassName?: string;
}

/** A single-choice select bound to a formik field; an option with value `''` is the 'Не указано' choice. */
export function SelectField<V extends string | number = string>({
  name,
  options,
  label,
  help,
  required,
  id,
  fieldClassName,
  ...select
}: SelectFieldProps<V>) {
  const [field] = useField<V | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  return (
    <FormField name={name} label={label} help={help} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <Select<V, SelectOption<V>>
          {...select}
          {...controlAria(control)}
          id={control.id}
          options={[...options]}
          value={field.value ?? undefined}
          onChange={(value) => void setFieldValue(name, value)}
          onBlur={() => void setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );
}

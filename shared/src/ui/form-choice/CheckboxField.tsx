import type { ReactNode } from 'react';
import { Checkbox } from '@shop/shared/kit/select';
import type { CheckboxProps } from 'antd/es/checkbox';
import { useField, useFormikContext } from 'formik';
import { controlAria, FormField } from '@shop/shared/ui/form';

export interface CheckboxFieldProps extends Omit<
  CheckboxProps,
  'name' | 'checked' | 'onChange' | 'onBlur' | 'id'
> {
  name: string;
  /** Text next to the box. */
  children: ReactNode;
  /** Label of the row above the box, if any. */
  label?: ReactNode;
  help?: ReactNode;
  required?: boolean;
  id?: string;
  fieldClassName?: string;
}

/** A checkbox bound to a boolean formik field. */
export function CheckboxField({
  name,
  children,
  label,
  help,
  required,
  id,
  fieldClassName,
  ...checkbox
}: CheckboxFieldProps) {
  const [field] = useField<boolean | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  return (
    <FormField name={name} label={label} help={help} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <Checkbox
          {...checkbox}
          {...controlAria(control)}
          id={control.id}
          name={name}
          checked={Boolean(field.value)}
          onChange={(event) => {
            void setFieldValue(name, event.target.checked);
            void setFieldTouched(name, true, false);
          }}
          onBlur={() => void setFieldTouched(name, true)}
        >
          {children}
        </Checkbox>
      )}
    </FormField>
  );
}

import { InputNumber } from '@shop/shared/kit/controls';
import { DatePicker } from '@shop/shared/kit/dates';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { useField, useFormikContext } from 'formik';
import { controlAria, FormField } from '@shop/shared/ui/form';

interface FieldProps {
  name: string;
  label: ReactNode;
  help?: ReactNode;
}

/**
 * A number bound to a formik field; an empty box is `null`. `scale` shows the value multiplied (a discount
 * kept as a fraction, typed in per cent).
 */
export function NumberField({
  name,
  label,
  help,
  min,
  max,
  step,
  scale = 1,
}: FieldProps & { min?: number; max?: number; step?: number; scale?: number }) {
  const [field] = useField<number | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  const shown =
    field.value === null || field.value === undefined ? null : Number((field.value * scale).toFixed(6));
  return (
    <FormField name={name} label={label} help={help}>
      {(control) => (
        <InputNumber<number>
          {...controlAria(control)}
          id={control.id}
          name={name}
          min={min}
          max={max}
          step={step}
          decimalSeparator=","
          className="content-number"
          value={shown}
          onChange={(value) =>
            void setFieldValue(name, value === null ? null : Number((value / scale).toFixed(8)))
          }
          onBlur={() => void setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );
}

/** A date and time bound to a formik field holding an ISO string. */
export function DateTimeField({ name, label, help }: FieldProps) {
  const [field] = useField<string | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  return (
    <FormField name={name} label={label} help={help}>
      {(control) => (
        <DatePicker
          {...controlAria(control)}
          id={control.id}
          showTime={{ format: 'HH:mm' }}
          format="DD.MM.YYYY HH:mm"
          placeholder="ДД.ММ.ГГГГ ЧЧ:ММ"
          value={field.value ? dayjs(field.value) : null}
          onChange={(value) => {
            void setFieldValue(name, value ? value.toISOString() : '');
            void setFieldTouched(name, true, false);
          }}
          onBlur={() => void setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );
}

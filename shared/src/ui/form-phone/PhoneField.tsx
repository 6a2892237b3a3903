import { useCallback, useEffect, useMemo } from 'react';
import { Input } from '@shop/shared/kit/essentials';
import type { InputProps, InputRef } from 'antd/es/input';
import { useField, useFormikContext } from 'formik';
import { useIMask } from 'react-imask';
import { PHONE_MASK } from '@shop/shared/validation';
import { controlAria, FormField } from '@shop/shared/ui/form';
import type { FieldRowOptions } from '@shop/shared/ui/form';

/**
 * The shop's mask notation (`9` is any digit, as in `'+7 (999) 999-99-99'`) in IMask's pattern notation
 * (`0` is a digit; IMask's own placeholder characters are escaped to stay literal).
 */
export function toIMaskPattern(mask: string): string {
  return mask.replace(/[0a*[\]{}`\\]|9/g, (char) => (char === '9' ? '0' : `\\${char}`));
}

/** The empty mask as a placeholder: `'+7 (___) ___-__-__'`. */
export function maskPlaceholder(mask: string): string {
  return mask.replace(/9/g, '_');
}

export interface PhoneFieldProps
  extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'type'>, FieldRowOptions {
  /** Mask in the shop's notation, `9` for a digit (SPEC §5 default `'+7 (999) 999-99-99'`). */
  mask?: string;
}

/**
 * A phone input with a mask. The formik value is the masked text (`'+7 (978) 123-45-67'`), which
 * `phoneSchema` checks; send `normalizePhone(value)` to the API.
 */
export function PhoneField({
  name,
  label = 'Телефон',
  help,
  required,
  id,
  fieldClassName,
  mask = PHONE_MASK,
  placeholder,
  ...input
}: PhoneFieldProps) {
  const [field] = useField<string | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  const options = useMemo(() => ({ mask: toIMaskPattern(mask), lazy: true }), [mask]);
  const onAccept = useCallback((value: string) => void setFieldValue(name, value), [name, setFieldValue]);
  const { ref, maskRef } = useIMask<HTMLInputElement>(options, { onAccept });
  const bindInput = useCallback(
    (instance: InputRef | null) => {
      ref.current = instance?.input ?? null;
    },
    [ref],
  );
  const value = field.value ?? '';

  // A value set from outside (initial values, reset) goes through the mask too.
  useEffect(() => {
    const masked = maskRef.current;
    if (!masked || masked.value === value) return;
    masked.value = value;
    if (masked.value !== value) void setFieldValue(name, masked.value);
  }, [maskRef, name, setFieldValue, value]);

  return (
    <FormField name={name} label={label} help={help} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <Input
          {...input}
          {...controlAria(control)}
          ref={bindInput}
          id={control.id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete={input.autoComplete ?? 'tel'}
          placeholder={placeholder ?? maskPlaceholder(mask)}
          value={value}
          onBlur={() => void setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );
}

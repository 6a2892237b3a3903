import type { ReactNode } from 'react';
import { useField } from 'formik';
import type { AddressSuggestion } from '../../types/index.js';
import { controlAria, FormField } from '@shop/shared/ui/form';
import { AddressInput } from './AddressInput.js';

export interface SuggestedAddressFieldProps {
  /** The formik field of the address text. */
  name: string;
  /** The formik field of the chosen suggestion's data, null for a text typed by hand. */
  dataName: string;
  label: ReactNode;
  help?: ReactNode;
  fieldClassName?: string;
  /** Called when the user types (not when a suggestion is chosen). */
  onType?: () => void;
}

/**
 * An address typed with suggestions (SPEC §5: 3 characters, 500 ms) in a form: choosing a suggestion keeps its
 * data, which makes the address known to the delivery; typing again forgets it.
 */
export function SuggestedAddressField({
  name,
  dataName,
  label,
  help = 'Начните вводить адрес и выберите его из подсказок',
  fieldClassName,
  onType,
}: SuggestedAddressFieldProps) {
  const [text, , textHelpers] = useField<string>(name);
  const [, , dataHelpers] = useField<AddressSuggestion['data'] | null>(dataName);
  return (
    <FormField name={name} label={label} help={help} className={fieldClassName}>
      {(control) => (
        <AddressInput
          {...controlAria(control)}
          id={control.id}
          value={text.value}
          onChange={(value) => {
            onType?.();
            void textHelpers.setValue(value);
            void dataHelpers.setValue(null);
          }}
          onSelect={(suggestion) => {
            void textHelpers.setValue(suggestion.value);
            void dataHelpers.setValue(suggestion.data);
          }}
          onBlur={() => void textHelpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}

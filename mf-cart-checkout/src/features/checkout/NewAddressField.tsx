import { useFormikContext } from 'formik';
import { controlAria, FormField } from '@shop/shared/ui/form';
import { AddressInput } from '@shop/shared/ui/address';
import type { CheckoutValues } from './checkoutValues';

/**
 * The typed address with suggestions (SPEC §5: 3 characters, 500 ms); choosing a suggestion keeps its data,
 * which makes the address known to the delivery. Typing again forgets it.
 */
export function NewAddressField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<CheckoutValues>();
  return (
    <FormField
      name="deliveryAddress"
      label="Новый адрес"
      help="Начните вводить адрес и выберите его из подсказок"
    >
      {(control) => (
        <AddressInput
          {...controlAria(control)}
          id={control.id}
          value={values.deliveryAddress}
          onChange={(text) => {
            void setFieldValue('deliveryAddress', text);
            void setFieldValue('deliveryAddressData', null);
          }}
          onSelect={(suggestion) => {
            void setFieldValue('deliveryAddress', suggestion.value);
            void setFieldValue('deliveryAddressData', suggestion.data);
          }}
          onBlur={() => void setFieldTouched('deliveryAddress', true)}
        />
      )}
    </FormField>
  );
}

import { useRef } from 'react';
import type { FormikProps } from 'formik';
import type { AddressSuggestion } from '@shop/shared';
import { SuggestedAddressField } from '@shop/shared/ui/address';
import { ShopForm, SubmitButton } from '@shop/shared/ui/form';
import { deliveryAddressSchema } from '@shop/shared/validation';

export interface AddressFormProps {
  /** Resolves false when the server refused the address. */
  onAdd: (value: string, data: AddressSuggestion['data'] | null) => Promise<boolean>;
}

interface AddressValues {
  value: string;
  /** The chosen suggestion's data, null for a text typed by hand. */
  data: AddressSuggestion['data'] | null;
}

const empty: AddressValues = { value: '', data: null };

/**
 * A new address, typed with suggestions (SPEC §5: 3 characters, 500 ms). The form is cleared at once; a refused
 * address comes back into it unless something else was typed meanwhile.
 */
export function AddressForm({ onAdd }: AddressFormProps) {
  const form = useRef<FormikProps<AddressValues>>(null);
  // Whether the user changed the field after the last submit: then a refused address does not replace it.
  const edited = useRef(false);
  return (
    <ShopForm<AddressValues>
      id="address-new"
      aria-label="Новый адрес доставки"
      className="addresses-form"
      schema={deliveryAddressSchema}
      initialValues={empty}
      innerRef={form}
      onSubmit={(values, { resetForm }) => {
        const value = values.value.trim();
        const { data } = values;
        resetForm();
        edited.current = false;
        void onAdd(value, data).then((saved) => {
          if (!saved && !edited.current) void form.current?.setValues({ value, data });
        });
      }}
    >
      <div className="addresses-form-row">
        <SuggestedAddressField
          name="value"
          dataName="data"
          label="Новый адрес"
          fieldClassName="addresses-form-field"
          onType={() => {
            edited.current = true;
          }}
        />
        <SubmitButton className="addresses-form-submit">Добавить адрес</SubmitButton>
      </div>
    </ShopForm>
  );
}

import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Popconfirm } from '@shop/shared/kit/overlays';
import { useFormikContext } from 'formik';
import type { DeliveryAddress } from '@shop/shared';
import { addressesApi, apiErrorMessage } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { draftAddress, isDraftAddress, SuggestedAddressField } from '@shop/shared/ui/address';
import { SelectField } from '@shop/shared/ui/form-choice';
import { NEW_ADDRESS, type CheckoutValues } from './checkoutValues';

export interface AddressFieldProps {
  addresses: DeliveryAddress[];
  setAddresses: Dispatch<SetStateAction<DeliveryAddress[]>>;
  /** Reads the saved addresses again (after every add or delete). */
  reload: () => void;
}

/**
 * The delivery address: one of the saved addresses or a new one typed with suggestions. Saving and deleting
 * show at once and are undone when the server refuses (SPEC §4).
 */
export function AddressField({ addresses, setAddresses, reload }: AddressFieldProps) {
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  // The choice when an answer arrives, not when the request left.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const saved = addresses.find((address) => address.uid === values.addressChoice) ?? null;

  const add = async () => {
    const text = values.deliveryAddress.trim();
    const data = values.deliveryAddressData;
    const draft = draftAddress(text, data);
    setAddresses((list) => [...list, draft]);
    void setFieldValue('addressChoice', draft.uid);
    try {
      const created = await addressesApi.add(text, data);
      setAddresses((list) => list.map((address) => (address.uid === draft.uid ? created : address)));
      if (latest.current.addressChoice === draft.uid) void setFieldValue('addressChoice', created.uid);
    } catch (error) {
      setAddresses((list) => list.filter((address) => address.uid !== draft.uid));
      if (latest.current.addressChoice === draft.uid) {
        void setFieldValue('addressChoice', NEW_ADDRESS);
        void setFieldValue('deliveryAddress', text);
        void setFieldValue('deliveryAddressData', data);
      }
      void toast.error('Не удалось сохранить адрес', apiErrorMessage(error));
    }
    reload();
  };

  const remove = async (address: DeliveryAddress) => {
    const index = addresses.indexOf(address);
    const rest = addresses.filter((item) => item !== address);
    setAddresses(rest);
    void setFieldValue('addressChoice', rest[0]?.uid ?? NEW_ADDRESS);
    try {
      await addressesApi.remove(address.uid);
    } catch (error) {
      setAddresses((list) => [...list.slice(0, index), address, ...list.slice(index)]);
      void setFieldValue('addressChoice', address.uid);
      void toast.error('Не удалось удалить адрес', apiErrorMessage(error));
    }
    reload();
  };

  return (
    <div className="checkout-address">
      <div className="checkout-address-row">
        <SelectField<string>
          name="addressChoice"
          label="Адрес доставки"
          required
          placeholder="Не выбрано"
          fieldClassName="checkout-grow"
          options={[
            ...addresses.map((address) => ({ value: address.uid, label: address.address })),
            { value: NEW_ADDRESS, label: 'Новый адрес…' },
          ]}
        />
        {saved && (
          <Popconfirm
            title="Удалить адрес?"
            description={saved.address}
            okText="Удалить"
            cancelText="Отмена"
            okButtonProps={{ danger: true }}
            onConfirm={() => void remove(saved)}
          >
            <Button danger disabled={isDraftAddress(saved)} className="checkout-address-action">
              Удалить адрес
            </Button>
          </Popconfirm>
        )}
      </div>
      {values.addressChoice === NEW_ADDRESS && (
        <div className="checkout-address-row">
          <div className="checkout-grow">
            <SuggestedAddressField
              name="deliveryAddress"
              dataName="deliveryAddressData"
              label="Новый адрес"
            />
          </div>
          <Button
            className="checkout-address-action"
            disabled={values.deliveryAddress.trim() === ''}
            onClick={() => void add()}
          >
            Сохранить адрес
          </Button>
        </div>
      )}
    </div>
  );
}

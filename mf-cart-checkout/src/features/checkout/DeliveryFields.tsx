import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import type { DeliveryMethod, User } from '@shop/shared';
import { suggestAddresses } from '@shop/shared/ui/address';
import { SelectField } from '@shop/shared/ui/form-choice';
import { AddressField, type AddressFieldProps } from './AddressField';
import { chosenAddress, NEW_ADDRESS, type CheckoutValues } from './checkoutValues';
import { ScheduleField } from './ScheduleField';

export interface DeliveryFieldsProps extends AddressFieldProps {
  methods: DeliveryMethod[];
  user: User;
  /** When the selected lines can be at the shop (`cartReadyAt`): the dates offered start after it. */
  readyAt: string | undefined;
}

/**
 * Delivery method, the address when the method needs one and the delivery date when it needs a route and an
 * address is entered (SPEC §2). A method needing an address starts with the first saved address, else with
 * the user's own address when the suggestions know it (SPEC §4).
 */
export function DeliveryFields({ methods, user, readyAt, ...address }: DeliveryFieldsProps) {
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const method = methods.find((item) => item.id === values.deliveryMethod) ?? null;
  const needsAddress = Boolean(method?.isAddressRequired);
  const chosen = chosenAddress(values, address.addresses);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const firstSaved = address.addresses[0]?.uid ?? null;
  const unset = values.addressChoice === null;
  useEffect(() => {
    if (!needsAddress || !unset) return;
    void setFieldValue('addressChoice', firstSaved ?? NEW_ADDRESS);
    if (firstSaved) return;
    const own = user.address.trim();
    if (!own) return;
    suggestAddresses(own).then(
      ([match]) => {
        const now = latest.current;
        // Only while the user has not typed anything else.
        if (!mounted.current || !match || now.addressChoice !== NEW_ADDRESS || now.deliveryAddress !== '')
          return;
        void setFieldValue('deliveryAddress', match.value);
        void setFieldValue('deliveryAddressData', match.data);
      },
      () => undefined,
    );
  }, [needsAddress, unset, firstSaved, user.address, setFieldValue]);

  return (
    <div className="checkout-delivery">
      <SelectField<number>
        name="deliveryMethod"
        label="Способ доставки"
        required
        placeholder="Не выбрано"
        options={methods.map((item) => ({ value: item.id, label: item.name }))}
      />
      {needsAddress && <AddressField {...address} />}
      {method?.isDeliveryRouteRequired && chosen.isKnown && (
        <ScheduleField address={chosen.text} deliveryMethod={method.id} readyAt={readyAt} />
      )}
    </div>
  );
}

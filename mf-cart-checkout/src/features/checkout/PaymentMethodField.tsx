import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { formatPercent } from '@shop/shared/format';
import { SelectField } from '@shop/shared/ui/form-choice';
import { defaultPaymentMethod, type CheckoutValues } from './checkoutValues';
import type { PaymentMethodsState } from './useCheckoutData';

/**
 * The payment method among the contract's: the default (else the first) at the start; when the contract
 * changes and the chosen one is not offered, the first available (SPEC §4).
 */
export function PaymentMethodField({ payment }: { payment: PaymentMethodsState }) {
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const { methods, status } = payment;
  const current = values.paymentMethod;

  useEffect(() => {
    if (status !== 'fetched' || methods.some((method) => method.id === current)) return;
    const next = current === null ? defaultPaymentMethod(methods) : (methods[0] ?? null);
    void setFieldValue('paymentMethod', next?.id ?? null);
  }, [status, methods, current, setFieldValue]);

  const method = methods.find((item) => item.id === current) ?? null;
  return (
    <div className="checkout-payment">
      <SelectField<number>
        name="paymentMethod"
        label="Способ оплаты"
        required
        placeholder="Не выбрано"
        loading={status === 'loading'}
        notFoundContent="Нет способов оплаты для этого договора"
        options={methods.map((item) => ({ value: item.id, label: item.name }))}
      />
      {method && (
        <div className="checkout-method-notes">
          {method.description && <p>{method.description}</p>}
          {method.message && <p className="checkout-method-message">{method.message}</p>}
          <p>
            Комиссия: <strong>{formatPercent(method.commission)}</strong>
          </p>
        </div>
      )}
    </div>
  );
}

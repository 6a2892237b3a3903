import type { FormikHelpers } from 'formik';
import { formatMoney } from '@shop/shared/format';
import { ShopForm, SubmitButton, TextField } from '@shop/shared/ui/form';
import {
  bankPaymentSchema,
  PAYMENT_DOCUMENT_MAX_LENGTH,
  type BankPaymentInput,
} from '@shop/back-office-rules';

interface Values {
  amount: string;
  document: string;
}

/** A payment received by bank transfer: the amount (the rest to pay by default) and the payment order's number. */
export function BankPaymentForm({
  toPay,
  onSubmit,
}: {
  toPay: number;
  onSubmit: (input: BankPaymentInput) => Promise<boolean>;
}) {
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = bankPaymentSchema.cast({
      amount: values.amount.replace(',', '.'),
      document: values.document,
    });
    if (await onSubmit(input)) helpers.resetForm();
  };
  return (
    <ShopForm<Values>
      initialValues={{ amount: String(toPay), document: '' }}
      enableReinitialize
      schema={bankPaymentSchema}
      onSubmit={submit}
      aria-label="Оплата банковским переводом"
    >
      <TextField name="amount" label="Сумма, ₽" inputMode="decimal" help={`К оплате ${formatMoney(toPay)}`} />
      <TextField name="document" label="Номер платёжного поручения" maxLength={PAYMENT_DOCUMENT_MAX_LENGTH} />
      <SubmitButton>Записать оплату</SubmitButton>
    </ShopForm>
  );
}

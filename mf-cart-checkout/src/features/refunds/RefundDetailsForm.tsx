import { useMemo, useState } from 'react';
import { Alert, Input } from '@shop/shared/kit/essentials';
import { InputNumber } from '@shop/shared/kit/controls';
import type { FormikHelpers } from 'formik';
import { number, object, string } from 'yup';
import type { RefundableGood, RefundRequest } from '@shop/shared';
import { apiErrorMessage, apiViolations } from '@shop/shared/api';
import { refundsApi } from '../../api/orders';
import { controlAria, FormField, ShopForm, SubmitButton, applyViolations } from '@shop/shared/ui/form';
import { RefundSum } from './RefundSum';

interface RefundValues {
  amount: number | null;
  reason: string;
}

const REASON_MAX = 1000;

function refundSchema(max: number) {
  return object({
    amount: number()
      .nullable()
      .required('Укажите количество')
      .integer('Количество должно быть целым')
      .min(1, 'Можно вернуть не меньше 1 шт.')
      .max(max, `Можно вернуть не больше ${max} шт.`),
    reason: string().trim().required('Укажите причину возврата').max(REASON_MAX),
  });
}

export interface RefundDetailsFormProps {
  good: RefundableGood;
  onCreated: (refund: RefundRequest) => void;
}

/** How many units go back and why; the sum after the deduction is shown before sending. */
export function RefundDetailsForm({ good, onCreated }: RefundDetailsFormProps) {
  const [failure, setFailure] = useState<string[] | null>(null);
  const schema = useMemo(() => refundSchema(good.refundableAmount), [good.refundableAmount]);
  const submit = async (values: RefundValues, helpers: FormikHelpers<RefundValues>) => {
    setFailure(null);
    try {
      const refund = await refundsApi.create({
        orderItemUid: good.orderItemUid,
        amount: values.amount ?? 0,
        reason: values.reason.trim(),
      });
      onCreated(refund);
    } catch (error) {
      const violations = apiViolations(error);
      const unmapped = applyViolations(violations, helpers, { fields: ['amount', 'reason'] });
      // Violations of the fields show under them; anything else goes to the alert with the message.
      if (violations.length === 0 || unmapped.length > 0) {
        const messages = [apiErrorMessage(error), ...unmapped.map((violation) => violation.message)];
        setFailure([...new Set(messages)]);
      }
    }
  };

  return (
    <ShopForm<RefundValues>
      id={`refund-${good.orderItemUid}`}
      className="refund-details"
      schema={schema}
      initialValues={{ amount: 1, reason: '' }}
      onSubmit={submit}
      aria-label="Данные возврата"
    >
      {(formik) => (
        <>
          <FormField name="amount" label={`Количество (можно вернуть ${good.refundableAmount} шт.)`}>
            {(control) => (
              <InputNumber<number>
                {...controlAria(control)}
                id={control.id}
                name="amount"
                min={1}
                max={good.refundableAmount}
                precision={0}
                value={formik.values.amount}
                onChange={(value) => void formik.setFieldValue('amount', value)}
                onBlur={() => void formik.setFieldTouched('amount', true)}
              />
            )}
          </FormField>
          <FormField name="reason" label="Причина возврата">
            {(control) => (
              <Input.TextArea
                {...controlAria(control)}
                id={control.id}
                name="reason"
                rows={3}
                maxLength={REASON_MAX}
                value={formik.values.reason}
                onChange={(event) => void formik.setFieldValue('reason', event.target.value)}
                onBlur={() => void formik.setFieldTouched('reason', true)}
              />
            )}
          </FormField>
          <RefundSum
            price={good.price}
            amount={validAmount(formik.values.amount, good)}
            percent={good.refund.percent}
          />
          {failure && (
            <Alert
              className="refund-error"
              type="error"
              showIcon
              title="Возврат не оформлен"
              description={failure.map((message) => (
                <p key={message}>{message}</p>
              ))}
            />
          )}
          <SubmitButton>Оформить возврат</SubmitButton>
        </>
      )}
    </ShopForm>
  );
}

/** The amount the sum is shown for: what was entered, kept within 1…refundable. */
function validAmount(amount: number | null, good: RefundableGood): number {
  if (amount === null || !Number.isFinite(amount)) return 1;
  return Math.min(Math.max(1, Math.floor(amount)), good.refundableAmount);
}

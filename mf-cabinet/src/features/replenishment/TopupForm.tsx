import type { FormikHelpers } from 'formik';
import type { Contract } from '@shop/shared';
import { apiErrorMessage, apiViolations } from '@shop/shared/api';
import { formatMoney } from '@shop/shared/format';
import { toast } from '@shop/shared/ui';
import { ShopForm, SubmitButton, TextField, applyViolations } from '@shop/shared/ui/form';
import { RadioGroupField, SelectField } from '@shop/shared/ui/form-choice';
import { TOPUP_AMOUNT_MAX, topupSchema, type TopupInput, type TopupMethod } from '@shop/shared/validation';
import type { TopupStart } from './topupsApi';

interface Values {
  contract: number | '';
  amount: string;
  method: TopupMethod;
}

export const methodNames: Record<TopupMethod, string> = {
  online: 'Онлайн картой',
  qr: 'QR-код СБП',
  bank: 'Счёт для безналичной оплаты',
};

const fields = ['contract', 'amount', 'method'];

export interface TopupFormProps {
  contracts: Contract[];
  onStart: (input: TopupInput) => Promise<TopupStart>;
}

/** Contract, sum and way of payment, checked by the shared rule the API applies too. */
export function TopupForm({ contracts, onStart }: TopupFormProps) {
  const current = contracts.find((contract) => contract.isCurrent) ?? contracts[0];
  const initial: Values = { contract: current?.id ?? '', amount: '', method: 'online' };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = topupSchema.cast(values);
    try {
      await onStart(input);
    } catch (error) {
      const unmapped = applyViolations(apiViolations(error), helpers, { fields });
      const reasons = unmapped.map((violation) => violation.message);
      if (apiViolations(error).length === 0 || reasons.length > 0) {
        void toast.error('Не удалось начать пополнение', reasons.join(' ') || apiErrorMessage(error));
      }
    }
  };

  return (
    <ShopForm<Values>
      initialValues={initial}
      schema={topupSchema}
      onSubmit={submit}
      aria-label="Пополнение баланса"
      className="topup-form"
    >
      {({ values }) => {
        const chosen = contracts.find((contract) => contract.id === values.contract);
        return (
          <>
            <SelectField<number | ''>
              name="contract"
              label="Договор"
              options={contracts.map((contract) => ({
                value: contract.id,
                label: `${contract.name} № ${contract.number} — ${formatMoney(contract.balance, contract.currency)}`,
              }))}
            />
            <TextField
              name="amount"
              label="Сумма, ₽"
              inputMode="decimal"
              maxLength={12}
              help={`От 1 до ${formatMoney(TOPUP_AMOUNT_MAX)}`}
            />
            <RadioGroupField<TopupMethod>
              name="method"
              label="Способ оплаты"
              optionType="default"
              options={(Object.keys(methodNames) as TopupMethod[]).map((method) => ({
                value: method,
                label: methodNames[method],
                disabled: method === 'qr' && chosen !== undefined && !chosen.isAllowQRPay,
              }))}
            />
            <SubmitButton>Пополнить</SubmitButton>
          </>
        );
      }}
    </ShopForm>
  );
}

import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import type { FormikHelpers } from 'formik';
import type { Contract } from '@shop/shared';
import { apiErrorMessage, apiViolations } from '@shop/shared/api';
import { formatMoney } from '@shop/shared/format';
import { confirm, toast } from '@shop/shared/ui';
import { ShopForm, SubmitButton, TextField, applyViolations } from '@shop/shared/ui/form';
import { CheckboxField, SelectField } from '@shop/shared/ui/form-choice';
import { contractCurrencies, contractSchema, type ContractInput } from '@shop/back-office-rules';
import { backOfficeApi } from './api';

const contractFields: (keyof ContractInput)[] = [
  'name',
  'number',
  'type',
  'currency',
  'creditLimit',
  'defermentPayment',
  'isAllowQRPay',
  'isCashlessPayments',
  'isForOrder',
  'isOrderDeny',
  'isAccounting',
];

/** A new contract starts as a supply contract without credit, open for orders. */
const newContract: ContractInput = {
  name: 'Договор поставки',
  number: '',
  type: 'business',
  currency: 'RUB',
  creditLimit: 0,
  defermentPayment: 0,
  isAllowQRPay: false,
  isCashlessPayments: true,
  isForOrder: true,
  isOrderDeny: false,
  isAccounting: false,
};

const typeOptions = [
  { value: 'retail' as const, label: 'Розничный' },
  { value: 'business' as const, label: 'Оптовый (организация)' },
];
const currencyOptions = contractCurrencies.map((code) => ({ value: code, label: code }));

/** A closed contract takes no orders: not for purchase and orders denied (the server's rule too). */
export const isClosedContract = (contract: Contract) => !contract.isForOrder && contract.isOrderDeny;

function formValues(contract: Contract): ContractInput {
  return {
    name: contract.name,
    number: contract.number,
    type: contract.type,
    currency: contractCurrencies.find((code) => code === contract.currency) ?? 'RUB',
    creditLimit: contract.creditLimit,
    defermentPayment: contract.defermentPayment,
    isAllowQRPay: contract.isAllowQRPay,
    isCashlessPayments: contract.isCashlessPayments,
    isForOrder: contract.isForOrder,
    isOrderDeny: contract.isOrderDeny,
    isAccounting: contract.isAccounting,
  };
}

/** Server violations onto the form's fields; the rest as a toast. */
function refused(error: unknown, helpers: FormikHelpers<ContractInput>, title: string) {
  const rest = applyViolations(apiViolations(error), helpers, { fields: contractFields });
  if (apiViolations(error).length === 0 || rest.length > 0) {
    void toast.error(title, rest.map((violation) => violation.message).join(' ') || apiErrorMessage(error));
  }
}

/** The fields of a contract, for a new one and an existing one alike (the shared rules check both). */
function ContractFields({ submit }: { submit: string }) {
  return (
    <>
      <TextField name="name" label="Название" />
      <TextField name="number" label="Номер" />
      <SelectField<ContractInput['type']> name="type" label="Тип договора" options={typeOptions} />
      <SelectField<ContractInput['currency']> name="currency" label="Валюта" options={currencyOptions} />
      <TextField name="creditLimit" label="Кредитный лимит" inputMode="decimal" />
      <TextField name="defermentPayment" label="Отсрочка, дней" inputMode="numeric" />
      <CheckboxField name="isForOrder">Для заказов</CheckboxField>
      <CheckboxField name="isOrderDeny">Заказы запрещены</CheckboxField>
      <CheckboxField name="isAllowQRPay">Оплата по QR-коду</CheckboxField>
      <CheckboxField name="isCashlessPayments">Безналичная оплата по счёту</CheckboxField>
      <CheckboxField name="isAccounting">Учётный</CheckboxField>
      <SubmitButton>{submit}</SubmitButton>
    </>
  );
}

/**
 * A customer's contracts in the back office: each editable, made current or closed, and a new one added.
 * `onChanged` reloads the customer's card; the customer's cabinet reads the contracts again within 15 s.
 */
export function ContractEditor({
  customerId,
  contracts,
  onChanged,
}: {
  customerId: number;
  contracts: Contract[];
  onChanged: () => void;
}) {
  const [adding, setAdding] = useState(false);

  const create = async (values: ContractInput, helpers: FormikHelpers<ContractInput>) => {
    try {
      const contract = await backOfficeApi.createContract(customerId, contractSchema.cast(values));
      void toast.success(`Договор ${contract.number} создан`);
      setAdding(false);
      onChanged();
    } catch (error) {
      refused(error, helpers, 'Договор не создан');
    }
  };

  return (
    <>
      {contracts.length === 0 && <p className="back-office-muted">Договоров нет</p>}
      {contracts.map((contract) => (
        <ContractItem key={contract.id} contract={contract} onChanged={onChanged} />
      ))}
      {adding ? (
        <section className="office-block" aria-label="Новый договор">
          <h4>Новый договор</h4>
          <ShopForm<ContractInput>
            initialValues={newContract}
            schema={contractSchema}
            onSubmit={create}
            aria-label="Новый договор"
          >
            <ContractFields submit="Создать договор" />
          </ShopForm>
          <Button onClick={() => setAdding(false)}>Отмена</Button>
        </section>
      ) : (
        <Button type="primary" onClick={() => setAdding(true)}>
          Добавить договор
        </Button>
      )}
    </>
  );
}

function ContractItem({ contract, onChanged }: { contract: Contract; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const closed = isClosedContract(contract);

  const save = async (values: ContractInput, helpers: FormikHelpers<ContractInput>) => {
    try {
      await backOfficeApi.changeContract(contract.id, contractSchema.cast(values));
      void toast.success(`Договор ${contract.number} сохранён`);
      onChanged();
    } catch (error) {
      refused(error, helpers, 'Договор не сохранён');
    }
  };

  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await run();
      void toast.success(done);
      onChanged();
    } catch (error) {
      void toast.error(failed, apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    const ok = await confirm({
      title: `Закрыть договор ${contract.number}?`,
      content: 'По закрытому договору нельзя оформить заказ. Баланс и движения сохранятся.',
      okText: 'Закрыть',
      cancelText: 'Отмена',
    });
    if (!ok) return;
    await act(
      () => backOfficeApi.closeContract(contract.id),
      `Договор ${contract.number} закрыт`,
      'Договор не закрыт',
    );
  };

  return (
    <section className="office-block" aria-label={`Договор ${contract.number}`}>
      <p>
        <strong>{contract.name}</strong> № {contract.number} · баланс {formatMoney(contract.balance)}
        {contract.isCurrent && ' · текущий'}
        {closed && ' · закрыт'}
      </p>
      <ShopForm<ContractInput>
        initialValues={formValues(contract)}
        enableReinitialize
        schema={contractSchema}
        onSubmit={save}
        aria-label={`Условия договора ${contract.number}`}
      >
        <ContractFields submit="Сохранить договор" />
      </ShopForm>
      <div className="back-office-actions">
        {!contract.isCurrent && !closed && (
          <Button
            disabled={busy}
            onClick={() =>
              void act(
                () => backOfficeApi.makeContractCurrent(contract.id),
                `Договор ${contract.number} стал текущим`,
                'Договор не стал текущим',
              )
            }
          >
            Сделать текущим
          </Button>
        )}
        {!closed && (
          <Button danger disabled={busy} onClick={() => void close()}>
            Закрыть договор
          </Button>
        )}
      </div>
    </section>
  );
}

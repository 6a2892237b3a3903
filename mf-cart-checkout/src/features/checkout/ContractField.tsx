import { Alert } from '@shop/shared/kit/essentials';
import { useFormikContext } from 'formik';
import type { Contract } from '@shop/shared';
import { apiErrorMessage, contractsApi } from '@shop/shared/api';
import { contractWarnings, formatMoney } from '@shop/shared/format';
import { toast } from '@shop/shared/ui';
import { SelectField } from '@shop/shared/ui/form-choice';
import type { CheckoutValues } from './checkoutValues';

const contractLabel = (contract: Contract) => `${contract.name} № ${contract.number}`;

/** The contract to order under; choosing one makes it the current contract on the server too. */
export function ContractField({
  contracts,
  onContracts,
}: {
  contracts: Contract[];
  onContracts: (contracts: Contract[]) => void;
}) {
  const { values } = useFormikContext<CheckoutValues>();
  const contract = contracts.find((item) => item.id === values.contract) ?? null;

  return (
    <div className="checkout-contract">
      <SelectField<number>
        name="contract"
        label="Договор"
        required
        placeholder="Не выбрано"
        notFoundContent="Договоров нет"
        options={contracts.map((item) => ({ value: item.id, label: contractLabel(item) }))}
        onSelect={(id: number) => {
          contractsApi.select(id).then(onContracts, (error: unknown) => {
            void toast.error('Не удалось выбрать договор', apiErrorMessage(error));
          });
        }}
      />
      {contract && <ContractFacts contract={contract} />}
    </div>
  );
}

function ContractFacts({ contract }: { contract: Contract }) {
  const warnings = contractWarnings(contract);
  return (
    <>
      <dl className="checkout-facts" aria-label="Состояние договора">
        <div>
          <dt>Баланс</dt>
          <dd>{formatMoney(contract.balance, contract.currency)}</dd>
        </div>
        <div>
          <dt>Кредитный лимит</dt>
          <dd>{formatMoney(contract.creditLimit, contract.currency)}</dd>
        </div>
        {contract.defermentPayment > 0 && (
          <div>
            <dt>Отсрочка платежа</dt>
            <dd>{contract.defermentPayment} дн.</dd>
          </div>
        )}
      </dl>
      {warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon className="checkout-warning" title={warning} />
      ))}
    </>
  );
}

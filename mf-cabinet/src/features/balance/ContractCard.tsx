import { Alert, Button, Tag } from '@shop/shared/kit';
import type { Contract } from '@shop/shared';
import { contractRestrictions, contractWarnings, formatMoney } from '@shop/shared/format';
import { contractTypeNames, defermentText, signClass } from './balanceFormat';

export interface ContractCardProps {
  contract: Contract;
  /** Its movements are shown below the list. */
  viewed: boolean;
  onView: () => void;
  onMakeCurrent: () => void;
}

/** One contract: its figures, warnings and restrictions, 'Сделать текущим' and its movements. */
export function ContractCard({ contract, viewed, onView, onMakeCurrent }: ContractCardProps) {
  const titleId = `contract-${contract.id}-title`;
  const money = (value: number) => formatMoney(value, contract.currency);
  const notes = [...contractWarnings(contract), ...contractRestrictions(contract)];
  return (
    <li
      className={[
        'balance-contract',
        contract.isCurrent && 'balance-contract-current',
        viewed && 'balance-contract-viewed',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      aria-current={contract.isCurrent || undefined}
    >
      <div className="balance-contract-head">
        <h3 id={titleId}>{contract.name}</h3>
        {contract.isCurrent && <Tag color="blue">Текущий</Tag>}
      </div>
      <dl className="balance-facts">
        <div>
          <dt>Номер</dt>
          <dd>{contract.number}</dd>
        </div>
        <div>
          <dt>Тип</dt>
          <dd>{contractTypeNames[contract.type]}</dd>
        </div>
        <div>
          <dt>Валюта</dt>
          <dd>{contract.currency}</dd>
        </div>
        <div>
          <dt>Баланс</dt>
          <dd className={`balance-money ${signClass(contract.balance)}`}>{money(contract.balance)}</dd>
        </div>
        <div>
          <dt>Кредитный лимит</dt>
          <dd className="balance-money">{money(contract.creditLimit)}</dd>
        </div>
        <div>
          <dt>Отсрочка платежа</dt>
          <dd>{defermentText(contract.defermentPayment)}</dd>
        </div>
        <div>
          <dt>Просроченная задолженность</dt>
          <dd className={`balance-money ${contract.overdueDebt > 0 ? 'balance-minus' : ''}`}>
            {money(contract.overdueDebt)}
          </dd>
        </div>
      </dl>
      {notes.map((note) => (
        <Alert key={note} className="balance-note" type="warning" showIcon title={note} />
      ))}
      <div className="balance-contract-actions">
        <Button type={viewed ? 'primary' : 'default'} aria-pressed={viewed} onClick={onView}>
          Операции
        </Button>
        {!contract.isCurrent && <Button onClick={onMakeCurrent}>Сделать текущим</Button>}
      </div>
    </li>
  );
}

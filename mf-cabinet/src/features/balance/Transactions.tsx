import { lazy, Suspense } from 'react';
import { Pagination, Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { Contract, ContractTransaction } from '@shop/shared';
import { contractsApi } from '@shop/shared/api';
import { formatDateTime, formatMoney } from '@shop/shared/format';
import { useIsMobile, useRequest } from '@shop/shared/ui';
import { FactCards, type Fact } from '@shop/shared/ui/fact-cards';
import { LoadFailed, Loading } from '../common/PageStates';
import { signClass, signedMoney, transactionKindNames } from './balanceFormat';

const EMPTY_TEXT = 'Операций по договору нет';

// The chart library comes in this chunk, on `/cabinet/balance` only, once the movements are there.
const BalanceChart = lazy(() => import('./BalanceChart'));

export interface TransactionsProps {
  contract: Contract;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The movements of a contract, newest first, 20 a page: a table from 750 px, cards on phones. They are read
 * again when the contract's balance changes (the list refreshes every 15 s).
 */
export function Transactions({ contract, page, onPage }: TransactionsProps) {
  const isMobile = useIsMobile();
  const movements = useRequest(
    () => contractsApi.transactions(contract.id, page),
    [contract.id, page, contract.balance],
  );
  const titleId = 'balance-transactions-title';
  return (
    <section className="cabinet-block balance-transactions" aria-labelledby={titleId}>
      <h2 id={titleId}>
        Операции по договору {contract.name} № {contract.number}
      </h2>
      {movements.status === 'loading' && <Loading text="Загрузка операций…" />}
      {movements.status === 'failed' && (
        <LoadFailed error={movements.error} onRetry={movements.retry} title="Не удалось загрузить операции" />
      )}
      {movements.status === 'fetched' && movements.data.items.length > 1 && (
        <BalanceFigure contract={contract} items={movements.data.items} />
      )}
      {movements.status === 'fetched' &&
        (movements.data.items.length === 0 ? (
          <p className="cabinet-muted">{EMPTY_TEXT}</p>
        ) : isMobile ? (
          <MovementCards items={movements.data.items} currency={contract.currency} />
        ) : (
          <MovementsTable items={movements.data.items} currency={contract.currency} />
        ))}
      {movements.status === 'fetched' && movements.data.total > movements.data.perPage && (
        <Pagination
          className="balance-pagination"
          current={movements.data.page}
          pageSize={movements.data.perPage}
          total={movements.data.total}
          showSizeChanger={false}
          showTotal={(total) => `Всего: ${total}`}
          onChange={onPage}
        />
      )}
    </section>
  );
}

/**
 * The balance after the movements of the page as a chart, with its legend; the figures themselves are the
 * table (or cards) below, so the drawing is hidden from screen readers.
 */
function BalanceFigure({ contract, items }: { contract: Contract; items: ContractTransaction[] }) {
  return (
    <figure className="balance-figure" aria-labelledby="balance-figure-title">
      <figcaption>
        <span id="balance-figure-title">Баланс после операций этой страницы</span>
        <ul className="balance-legend">
          <li className="balance-legend-payment">оплата</li>
          <li className="balance-legend-order">заказ</li>
          {contract.creditLimit > 0 && <li className="balance-legend-limit">кредитный лимит</li>}
          {contract.overdueDebt > 0 && (
            <li className="balance-legend-overdue">
              просрочено {formatMoney(contract.overdueDebt, contract.currency)}
            </li>
          )}
        </ul>
      </figcaption>
      <Suspense fallback={<Loading text="Загрузка графика…" />}>
        <BalanceChart contract={contract} items={items} />
      </Suspense>
    </figure>
  );
}

interface MovementsProps {
  items: ContractTransaction[];
  currency: string;
}

/** The order of a movement: its number as text (the movement does not carry the order's uid for a link). */
const orderText = (movement: ContractTransaction) =>
  movement.orderId === null ? '—' : `№ ${movement.orderId}`;

function Amount({ movement, currency }: { movement: ContractTransaction; currency: string }) {
  return (
    <span className={`balance-money ${signClass(movement.amount)}`}>
      {signedMoney(movement.amount, currency)}
    </span>
  );
}

function MovementsTable({ items, currency }: MovementsProps) {
  const columns: ColumnsType<ContractTransaction> = [
    { key: 'date', title: 'Дата', render: (_value, movement) => formatDateTime(movement.createdAt) },
    { key: 'kind', title: 'Операция', render: (_value, movement) => transactionKindNames[movement.kind] },
    {
      key: 'amount',
      title: 'Сумма',
      align: 'right',
      render: (_value, movement) => <Amount movement={movement} currency={currency} />,
    },
    {
      key: 'balance',
      title: 'Баланс после',
      align: 'right',
      render: (_value, movement) => (
        <span className={`balance-money ${signClass(movement.balanceAfter)}`}>
          {formatMoney(movement.balanceAfter, currency)}
        </span>
      ),
    },
    { key: 'description', title: 'Описание', dataIndex: 'description' },
    { key: 'order', title: 'Заказ', render: (_value, movement) => orderText(movement) },
  ];
  return (
    <Table<ContractTransaction>
      className="balance-table"
      aria-label="Операции по договору"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={items}
      pagination={false}
    />
  );
}

function MovementCards({ items, currency }: MovementsProps) {
  const facts = (movement: ContractTransaction): Fact[] => [
    {
      label: 'Баланс после',
      value: formatMoney(movement.balanceAfter, currency),
      className: `balance-money ${signClass(movement.balanceAfter)}`,
    },
    ...(movement.orderId === null ? [] : [{ label: 'Заказ', value: orderText(movement) }]),
  ];
  return (
    <FactCards
      label="Операции по договору"
      className="balance-movement-cards"
      cards={items.map((movement) => ({
        key: movement.id,
        head: (
          <>
            <span>
              {transactionKindNames[movement.kind]}, {formatDateTime(movement.createdAt)}
            </span>
            <Amount movement={movement} currency={currency} />
          </>
        ),
        note: movement.description,
        facts: facts(movement),
      }))}
    />
  );
}

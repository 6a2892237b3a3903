import { Tag } from '@shop/shared/kit';
import { formatDateTime, formatMoney } from '@shop/shared/format';
import type { Topup } from './topupsApi';
import { methodNames } from './TopupForm';

/** The user's last top-ups: when, which contract, how much, how, credited or not. */
export function TopupHistory({ topups }: { topups: Topup[] }) {
  if (topups.length === 0) return <p className="cabinet-muted">Пополнений пока не было.</p>;
  return (
    <ul className="topup-history" aria-label="Последние пополнения">
      {topups.map((topup) => (
        <li key={topup.id}>
          <span className="topup-history-sum">{formatMoney(topup.amount, topup.contract.currency)}</span>
          <span>
            № П-{topup.id} от {formatDateTime(topup.createdAt)}, договор № {topup.contract.number},{' '}
            {methodNames[topup.method].toLowerCase()}
          </span>
          {topup.paid ? <Tag color="green">Зачислено</Tag> : <Tag>Ожидает оплаты</Tag>}
        </li>
      ))}
    </ul>
  );
}

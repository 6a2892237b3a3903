import { lazy, Suspense } from 'react';
import type { OrdersSpending } from '@shop/shared';
import { formatMoney, formatNumber } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { ordersApi } from '../../../api/orders';
import { Loading } from '../PageParts';
import { monthName, totalOf } from './spendingFormat';

// The chart library comes in this chunk, on `/orders` only and after the list.
const SpendingChart = lazy(() => import('./SpendingChart'));

const TITLE_ID = 'orders-spending-title';

/**
 * `/orders`: what the customer spent per month over the last 12 months, as bars and as a table (folded under
 * the chart, read by screen readers). Shown once there is something to show; a failure hides it quietly, the
 * orders list below is what the page is for.
 */
export function Spending() {
  const spending = useRequest(() => ordersApi.spending(), []);
  if (spending.status !== 'fetched' || totalOf(spending.data.months) === 0) return null;
  const { data } = spending;
  return (
    <section className="orders-block orders-spending" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>Траты по месяцам</h2>
      <p className="orders-spending-total">
        За 12 месяцев:{' '}
        <span className="orders-money">{formatMoney(totalOf(data.months), data.currency)}</span>
      </p>
      <Suspense fallback={<Loading text="Загрузка графика…" />}>
        <SpendingChart spending={data} />
      </Suspense>
      <SpendingTable spending={data} />
    </section>
  );
}

function SpendingTable({ spending }: { spending: OrdersSpending }) {
  return (
    <details className="orders-spending-figures">
      <summary>Таблица по месяцам</summary>
      <table>
        <caption>Траты по месяцам за 12 месяцев</caption>
        <thead>
          <tr>
            <th scope="col">Месяц</th>
            <th scope="col">Заказов</th>
            <th scope="col">Сумма</th>
          </tr>
        </thead>
        <tbody>
          {spending.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              <td>{formatNumber(month.orders, 0)}</td>
              <td>{formatMoney(month.total, spending.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

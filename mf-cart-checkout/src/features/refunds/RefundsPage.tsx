import { useState } from 'react';
import type { RefundRequest } from '@shop/shared';
import { refundsApi } from '../../api/orders';
import { formatMoney } from '@shop/shared/format';
import { useSearchParams } from '@shop/shared/router';
import { toast, useRequest } from '@shop/shared/ui';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { pageFromParams } from '../orders/ordersFilter';
import { AuthPage, LoadFailed } from '../orders/PageParts';
import { RefundForm } from './RefundForm';
import { RefundsList } from './RefundsList';
import './refunds.css';

const TITLE = 'Возвраты';

/**
 * `/refunds?number&item&page`: a new refund request (the part and the order line may come from the
 * address) and the customer's requests.
 */
export function RefundsPage() {
  useDocumentTitle(TITLE);
  return (
    <AuthPage className="refunds-page">
      <RefundsScreen />
    </AuthPage>
  );
}

function RefundsScreen() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const number = params.get('number') ?? '';
  const item = params.get('item');
  const [version, setVersion] = useState(0);
  const refunds = useRequest(() => refundsApi.list(page), [page, version]);

  const created = (refund: RefundRequest) => {
    void toast.success('Заявка на возврат оформлена', `К возврату ${formatMoney(refund.sum)}`);
    // The new request is the newest: show the first page, without the part the form was opened for.
    setParams(new URLSearchParams());
    setVersion((value) => value + 1);
  };
  const goToPage = (nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <>
      <h1>{TITLE}</h1>
      <section className="orders-block" aria-labelledby="refund-new-title">
        <h2 id="refund-new-title">Оформить возврат</h2>
        <RefundForm
          key={`${number}|${item ?? ''}`}
          initialNumber={number}
          initialItem={item}
          onCreated={created}
        />
      </section>
      <section aria-labelledby="refund-list-title">
        <h2 id="refund-list-title">Мои заявки на возврат</h2>
        {refunds.status === 'failed' ? (
          <LoadFailed error={refunds.error} onRetry={refunds.retry} title="Не удалось загрузить возвраты" />
        ) : (
          <RefundsList data={refunds.data} loading={refunds.status === 'loading'} onPage={goToPage} />
        )}
      </section>
    </>
  );
}

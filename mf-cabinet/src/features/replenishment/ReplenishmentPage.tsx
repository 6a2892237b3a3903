import { useState } from 'react';
import { contractsApi } from '@shop/shared/api';
import { Link, useSearchParams } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import type { TopupInput } from '@shop/shared/validation';
import { goToBank } from './bank';
import { BackToCabinet } from '../common/BackToCabinet';
import { LoadFailed, Loading } from '../common/PageStates';
import { TopupForm } from './TopupForm';
import { TopupHistory } from './TopupHistory';
import { PaidNotice, TopupResult } from './TopupResult';
import { topupsApi, type TopupStart } from './topupsApi';
import '../common/common.css';
import './replenishment.css';

const TITLE = 'Пополнение баланса';

/** The top-up the bank's page came back from (`?topup=`), or none. */
function returnedTopup(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/replenishment/notes`: how to top up a contract's balance, and a top-up of any sum. */
export function ReplenishmentPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const returned = returnedTopup(params.get('topup'));
  const contracts = useRequest(() => contractsApi.load(), []);
  const [started, setStarted] = useState<TopupStart | null>(null);
  const history = useRequest(() => topupsApi.list(), [started]);

  const start = async (input: TopupInput) => {
    const answer = await topupsApi.start(input);
    if (answer.confirmationUrl !== null) goToBank(answer.confirmationUrl);
    else setStarted(answer);
    return answer;
  };

  return (
    <div className="cabinet-page replenishment">
      <BackToCabinet />
      <h1>{TITLE}</h1>
      {returned !== null && (
        <section className="cabinet-block" aria-label="Оплата пополнения">
          <PaidNotice topupId={returned} />
        </section>
      )}
      <section className="cabinet-block" aria-labelledby="replenishment-how-title">
        <h2 id="replenishment-how-title">Как пополнить баланс договора</h2>
        <ul className="replenishment-ways">
          <li>
            <b>Онлайн картой.</b> Выберите договор и сумму, нажмите «Пополнить» и оплатите на защищённой
            странице банка. Деньги зачисляются на баланс сразу после оплаты.
          </li>
          <li>
            <b>По QR-коду СБП</b> (для договоров, где доступна оплата по СБП). Отсканируйте код в приложении
            вашего банка — баланс пополнится, как только банк подтвердит платёж.
          </li>
          <li>
            <b>Банковским переводом.</b> Скачайте счёт на нужную сумму и оплатите его от имени организации или
            ИП; в назначении платежа укажите номер счёта. Баланс пополнится, когда деньги поступят на счёт
            продавца (обычно 1–3 рабочих дня).
          </li>
        </ul>
        <p className="cabinet-muted">
          Сумма — от 1 ₽ до 1 000 000 ₽. Баланс и операции по договорам — в разделе{' '}
          <Link to="/cabinet/balance">«Баланс»</Link>.
        </p>
      </section>
      <section className="cabinet-block" aria-labelledby="replenishment-form-title">
        <h2 id="replenishment-form-title">Пополнить баланс</h2>
        {contracts.status === 'loading' && <Loading text="Загрузка договоров…" />}
        {contracts.status === 'failed' && (
          <LoadFailed
            error={contracts.error}
            onRetry={contracts.retry}
            title="Не удалось загрузить договоры"
          />
        )}
        {contracts.status === 'fetched' && contracts.data.length === 0 && (
          <p className="cabinet-muted">У вас пока нет договоров.</p>
        )}
        {contracts.status === 'fetched' && contracts.data.length > 0 && (
          <TopupForm contracts={contracts.data} onStart={start} />
        )}
        {started && <TopupResult key={started.topup.id} start={started} />}
      </section>
      <section className="cabinet-block" aria-labelledby="replenishment-history-title">
        <h2 id="replenishment-history-title">Последние пополнения</h2>
        {history.status === 'loading' && <Loading text="Загрузка пополнений…" />}
        {history.status === 'failed' && (
          <LoadFailed error={history.error} onRetry={history.retry} title="Не удалось загрузить пополнения" />
        )}
        {history.status === 'fetched' && <TopupHistory topups={history.data} />}
      </section>
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { BatchSummary } from '@shop/shared';
import { batchApi } from '../../api/batch';
import { formatDateTime, formatNumber } from '@shop/shared/format';
import { Link, useNavigate } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { ShopPage } from '@shop/shared/ui/page';
import { LoadFailed, Loading } from '../common/PageStates';
import { BatchInput } from './BatchInput';
import { BatchProgress } from './BatchProgress';
import { useResolve } from './useResolve';
import './batch.css';

const TITLE = 'Пакетный поиск';

/** `/batch-search`: a new batch (pasted or uploaded), its progress while the lines are resolved, the history. */
export function BatchSearchPage() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const [created, setCreated] = useState<BatchSummary | null>(null);
  const progress = useResolve(created);
  useEffect(() => {
    if (progress?.status === 'done') navigate(`/batch-search/${progress.summary.uid}`);
  }, [progress, navigate]);

  return (
    <ShopPage className="batch-page">
      <h1>{TITLE}</h1>
      <p className="batch-muted">
        До 5 000 строк за раз: по каждой — найден ли товар, лучшее предложение по цене и по сроку.
      </p>
      {progress === null ? (
        <BatchInput onCreated={setCreated} />
      ) : (
        <section className="batch-block" aria-label="Поиск строк">
          <h2>Ищем товары…</h2>
          <BatchProgress summary={progress.summary} />
          {progress.status === 'failed' && (
            <p>
              Поиск прерван. <Link to={`/batch-search/${progress.summary.uid}`}>Продолжить</Link>
            </p>
          )}
        </section>
      )}
      <BatchHistory />
    </ShopPage>
  );
}

function BatchHistory() {
  const history = useRequest(() => batchApi.history(), []);
  return (
    <section className="batch-block" aria-label="История поисков">
      <h2>История</h2>
      {history.status === 'loading' && <Loading text="Загрузка истории…" rows={2} />}
      {history.status === 'failed' && (
        <LoadFailed error={history.error} onRetry={history.retry} title="Не удалось загрузить историю" />
      )}
      {history.status === 'fetched' && history.data.length === 0 && (
        <p className="batch-muted">Поисков пока не было</p>
      )}
      {history.status === 'fetched' && history.data.length > 0 && (
        <ul className="batch-history">
          {history.data.map((batch) => (
            <li key={batch.uid}>
              <Link to={`/batch-search/${batch.uid}`}>{batch.name || 'Список'}</Link>
              <span className="batch-muted">{formatDateTime(batch.createdAt)}</span>
              <span>
                строк {formatNumber(batch.lineCount, 0)}, найдено {formatNumber(batch.found, 0)}
                {batch.resolved < batch.lineCount ? ' (поиск не закончен)' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

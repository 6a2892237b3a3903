import { useEffect, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import type { BatchResult } from '@shop/shared';
import { batchApi } from '../../api/batch';
import { formatNumber } from '@shop/shared/format';
import { Link, useParams } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { ShopPage } from '@shop/shared/ui/page';
import { LoadFailed, Loading } from '../common/PageStates';
import { BatchLineRow } from './BatchLineRow';
import { BatchProgress } from './BatchProgress';
import { useBatchLines } from './useBatchLines';
import { useResolve } from './useResolve';
import './batch.css';

/** `/batch-search/{uid}`: resolves what is left of the batch (with progress), then its lines. */
export function BatchResultPage() {
  const uid = useParams().uid ?? '';
  const [resolvedOnce, setResolvedOnce] = useState(0);
  const result = useRequest(() => batchApi.load(uid), [uid, resolvedOnce]);
  const pending = result.status === 'fetched' && result.data.batch.resolved < result.data.batch.lineCount;
  const progress = useResolve(pending ? result.data.batch : null);
  useDocumentTitle(
    result.status === 'fetched' ? `Пакетный поиск: ${result.data.batch.name || 'список'}` : 'Пакетный поиск',
  );

  const done = progress?.status === 'done';
  // Every line resolved: the lines are read again, now with their offers.
  useEffect(() => {
    if (done) setResolvedOnce((n) => n + 1);
  }, [done]);
  return (
    <ShopPage className="batch-page">
      <p>
        <Link to="/batch-search">← Пакетный поиск</Link>
      </p>
      {result.status === 'loading' && <Loading text="Загрузка списка…" />}
      {result.status === 'failed' && <LoadFailed error={result.error} onRetry={result.retry} />}
      {result.status === 'fetched' && pending && progress && (
        <section className="batch-block" aria-label="Поиск строк">
          <h1>Ищем товары…</h1>
          <BatchProgress summary={progress.summary} />
        </section>
      )}
      {result.status === 'fetched' && !pending && <BatchLines key={uid} result={result.data} />}
    </ShopPage>
  );
}

function BatchLines({ result }: { result: BatchResult }) {
  const { batch } = result;
  const state = useBatchLines(batch.uid, result.lines);
  return (
    <>
      <h1>{batch.name || 'Список'}</h1>
      <p className="batch-summary">
        Строк {formatNumber(batch.lineCount, 0)}: найдено {formatNumber(batch.found, 0)}, выберите бренд —{' '}
        {formatNumber(batch.ambiguous, 0)}, не найдено {formatNumber(batch.notFound, 0)}, с ошибкой{' '}
        {formatNumber(batch.invalid, 0)}.{' '}
        <Link to={`/batch-search/${batch.uid}/offers`}>Все предложения</Link>
      </p>
      <div className="batch-actions">
        <Button onClick={state.selectAllFound}>Выбрать все найденные</Button>
        <Button
          type="primary"
          loading={state.adding}
          disabled={state.selected.size === 0}
          onClick={() => void state.addSelected()}
        >
          Добавить в корзину ({formatNumber(state.selected.size, 0)})
        </Button>
      </div>
      <div className="batch-table-scroll">
        <table className="batch-table batch-results" aria-label="Строки списка">
          <thead>
            <tr>
              <th aria-label="Выбор" />
              <th>№</th>
              <th>Запрос</th>
              <th>Статус</th>
              <th>Товар</th>
              <th>Кол-во</th>
              <th>Лучшая цена</th>
              <th>Лучший срок</th>
              <th>Проверка</th>
            </tr>
          </thead>
          <tbody>
            {state.lines.map((line) => (
              <BatchLineRow
                key={line.line}
                line={line}
                controls={{
                  selected: state.selected.has(line.line),
                  choice: state.choiceOf(line.line),
                  result: state.results.get(line.line) ?? null,
                  onSelect: (on) => state.select(line.line, on),
                  onChoice: (choice) => state.choose(line.line, choice),
                  onChooseGood: (goodId) => void state.chooseGood(line.line, goodId),
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

import type { BatchLineOffers } from '@shop/shared';
import { batchApi } from '../../api/batch';
import { formatNumber, formatPrice } from '@shop/shared/format';
import { Link, useParams } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { ShopPage } from '@shop/shared/ui/page';
import { LoadFailed, Loading } from '../common/PageStates';
import { lineArrivalDay } from '@shop/shared/delivery';
import './batch.css';

function LineOffers({ line }: { line: BatchLineOffers }) {
  return (
    <section className="batch-block" aria-label={`Строка ${line.line}`}>
      <h2>
        {line.line}. {line.good.brandName} {line.good.number}{' '}
        <span className="batch-muted">
          {line.good.name}, нужно {formatNumber(line.amount, 0)} шт.
        </span>
      </h2>
      {line.offers.length === 0 ? (
        <p className="batch-muted">Нет предложений в наличии</p>
      ) : (
        <div className="batch-table-scroll">
          <table className="batch-table">
            <thead>
              <tr>
                <th>Поставщик</th>
                <th>Цена</th>
                <th>Срок</th>
                <th>Наличие</th>
                <th>Кратность</th>
              </tr>
            </thead>
            <tbody>
              {line.offers.map((offer) => (
                <tr key={offer.itemKey}>
                  <td>{offer.vendor.name}</td>
                  <td>{formatPrice(offer.price)}</td>
                  <td>{lineArrivalDay(offer)}</td>
                  <td>{offer.amountString}</td>
                  <td>{offer.multiplicityAmount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** `/batch-search/{uid}/offers`: every offer of each found line, cheapest first. */
export function BatchOffersPage() {
  const uid = useParams().uid ?? '';
  const result = useRequest(() => batchApi.offers(uid), [uid]);
  useDocumentTitle('Все предложения пакетного поиска');
  return (
    <ShopPage className="batch-page">
      <p>
        <Link to={`/batch-search/${uid}`}>← К списку</Link>
      </p>
      <h1>Все предложения</h1>
      {result.status === 'loading' && <Loading text="Загрузка предложений…" />}
      {result.status === 'failed' && <LoadFailed error={result.error} onRetry={result.retry} />}
      {result.status === 'fetched' && result.data.lines.length === 0 && (
        <p className="batch-muted">В списке нет найденных товаров</p>
      )}
      {result.status === 'fetched' &&
        result.data.lines.map((line) => <LineOffers key={line.line} line={line} />)}
    </ShopPage>
  );
}

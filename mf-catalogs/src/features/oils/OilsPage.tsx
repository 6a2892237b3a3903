import { Pagination } from '@shop/shared/kit/table';
import { carsApi } from '@shop/shared/api';
import { goodLink } from '@shop/shared/catalog';
import { lineArrivalDay } from '@shop/shared/delivery';
import { pluralRu } from '@shop/shared/format';
import { Link, useNavigate, useSearchParams } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { OfferPrice } from '@shop/shared/ui/offer-terms';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { goodsApi, type OilItem, type OilsQuery } from '../../api/goods';
import { BuyButton } from '../common/BuyButton';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import { OilFilters } from './OilFilters';
import { KIND_NAMES, paramsFromQuery, queryFromParams } from './oilsQuery';
import '../common/catalogs.css';

const TITLE = 'Масла, жидкости и фильтры';

function OilCard({ item }: { item: OilItem }) {
  const facts = [
    KIND_NAMES[item.kind] ?? item.kind,
    item.viscosity,
    item.volume !== null ? `${item.volume} л` : null,
    ...item.specs,
    ...item.approvals,
  ].filter(Boolean);
  return (
    <li className="goods-card">
      <Link to={goodLink(item.brandName, item.number)} className="goods-card-name">
        {item.name}
      </Link>
      <span className="catalogs-muted">
        {item.brandName} {item.number}
      </span>
      <span className="goods-card-facts">{facts.join(' · ')}</span>
      {item.bestOffer ? (
        <div className="goods-card-offer">
          <span className="goods-card-price">
            <OfferPrice price={item.bestOffer.price} promotion={item.bestOffer.promotion} />
          </span>
          <span className="catalogs-muted">{lineArrivalDay(item.bestOffer)}</span>
          <BuyButton offer={item.bestOffer} name={`${item.brandName} ${item.number}`} />
        </div>
      ) : (
        <span className="catalogs-muted">Нет предложений</span>
      )}
    </li>
  );
}

/**
 * `/catalogs/oils`: oils, fluids and filters with the filters people use (SAE, API/ACEA, approvals, volume,
 * brand, stock) and a garage car; every filter and the page are in the address.
 */
export function OilsPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = queryFromParams(params);
  const isGuest = useSession((state) => state.isGuest);
  const oils = useLoad(() => goodsApi.oils(query), paramsFromQuery(query));
  const cars = useLoad(() => (isGuest ? Promise.resolve([]) : carsApi.list()), String(isGuest));
  const go = (next: OilsQuery) => navigate(`?${paramsFromQuery(next)}`);

  return (
    <ShopPage className="catalogs-page">
      <h1>{TITLE}</h1>
      <div className="oils-layout">
        <OilFilters query={query} facets={oils.data?.facets ?? {}} cars={cars.data ?? []} onChange={go} />
        <section aria-label="Товары">
          <LoadedBlock
            loaded={oils}
            loadingText="Загрузка товаров…"
            failedTitle="Не удалось загрузить товары"
          >
            {(answer) =>
              answer.items.length === 0 ? (
                <EmptyState title="Ничего не найдено">
                  <p>Измените или сбросьте фильтры.</p>
                </EmptyState>
              ) : (
                <>
                  <p className="catalogs-muted" role="status">
                    {`Найдено ${answer.total} ${pluralRu(answer.total, ['товар', 'товара', 'товаров'])}`}
                  </p>
                  <ul className="goods-cards" aria-label="Масла, жидкости и фильтры">
                    {answer.items.map((item) => (
                      <OilCard key={item.goodId} item={item} />
                    ))}
                  </ul>
                  <Pagination
                    current={answer.page}
                    pageSize={answer.pageSize}
                    total={answer.total}
                    showSizeChanger={false}
                    hideOnSinglePage
                    onChange={(page) => go({ ...query, page })}
                  />
                </>
              )
            }
          </LoadedBlock>
        </section>
      </div>
    </ShopPage>
  );
}

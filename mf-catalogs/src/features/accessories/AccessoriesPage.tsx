import { Pagination } from '@shop/shared/kit/table';
import { goodLink } from '@shop/shared/catalog';
import { lineArrivalDay } from '@shop/shared/delivery';
import { Link, useNavigate, useSearchParams } from '@shop/shared/router';
import { OfferPrice } from '@shop/shared/ui/offer-terms';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { goodsApi } from '../../api/goods';
import { BuyButton } from '../common/BuyButton';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import '../common/catalogs.css';

const TITLE = 'Аксессуары';

/** `/accessories?category=&page=`: accessories by category with their best offer and 'В корзину'. */
export function AccessoriesPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const category = params.get('category');
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const list = useLoad(() => goodsApi.accessories(category, page), `${category}\n${page}`);
  const go = (nextCategory: string | null, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextCategory) next.set('category', nextCategory);
    if (nextPage > 1) next.set('page', String(nextPage));
    navigate(`?${next.toString()}`);
  };
  return (
    <ShopPage className="catalogs-page">
      <h1>{TITLE}</h1>
      <LoadedBlock
        loaded={list}
        loadingText="Загрузка аксессуаров…"
        failedTitle="Не удалось загрузить аксессуары"
      >
        {(answer) => (
          <>
            <ul className="catalogs-chips" aria-label="Категории">
              <li>
                <button type="button" aria-pressed={category === null} onClick={() => go(null, 1)}>
                  Все
                </button>
              </li>
              {answer.categories.map((item) => (
                <li key={item.slug}>
                  <button
                    type="button"
                    aria-pressed={category === item.slug}
                    onClick={() => go(item.slug, 1)}
                  >
                    {item.name} <span className="catalogs-muted">{item.count}</span>
                  </button>
                </li>
              ))}
            </ul>
            {answer.items.length === 0 ? (
              <EmptyState title="В этой категории пока ничего нет" />
            ) : (
              <>
                <ul className="goods-cards" aria-label={TITLE}>
                  {answer.items.map((item) => (
                    <li key={item.goodId} className="goods-card">
                      <Link to={goodLink(item.brandName, item.number)} className="goods-card-name">
                        {item.name}
                      </Link>
                      <span className="catalogs-muted">
                        {item.brandName} {item.number}
                      </span>
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
                  ))}
                </ul>
                <Pagination
                  current={answer.page}
                  pageSize={answer.pageSize}
                  total={answer.total}
                  showSizeChanger={false}
                  hideOnSinglePage
                  onChange={(next) => go(category, next)}
                />
              </>
            )}
          </>
        )}
      </LoadedBlock>
    </ShopPage>
  );
}

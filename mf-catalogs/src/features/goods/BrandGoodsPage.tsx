import { Pagination } from '@shop/shared/kit/table';
import { goodLink } from '@shop/shared/catalog';
import { Link, useNavigate, useParams, useSearchParams } from '@shop/shared/router';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { goodsApi } from '../../api/goods';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import '../common/catalogs.css';

/** `/goods/{brandName}?page=`: a brand's parts, 50 a page, each to its part page. */
export function BrandGoodsPage() {
  const { brandName = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const goods = useLoad(() => goodsApi.brandGoods(brandName, page), `${brandName}\n${page}`);
  useDocumentTitle(`${goods.data?.brand.name ?? brandName}: каталог товаров`);
  return (
    <ShopPage className="catalogs-page">
      <p className="catalogs-back">
        <Link to="/goods">← Все бренды</Link>
      </p>
      <LoadedBlock loaded={goods} loadingText="Загрузка товаров…" failedTitle="Не удалось загрузить товары">
        {(answer) => (
          <>
            <h1>{answer.brand.name}</h1>
            {answer.brand.description && <p>{answer.brand.description}</p>}
            {answer.items.length === 0 ? (
              <EmptyState title="Товаров нет" />
            ) : (
              <>
                <ul className="catalogs-list" aria-label={`Товары ${answer.brand.name}`}>
                  {answer.items.map((item) => (
                    <li key={item.number}>
                      <Link to={goodLink(answer.brand.name, item.number)}>{item.number}</Link> {item.name}{' '}
                      {item.hasOffers && <span className="catalogs-in-stock">есть предложения</span>}
                    </li>
                  ))}
                </ul>
                <Pagination
                  current={answer.page}
                  pageSize={answer.pageSize}
                  total={answer.total}
                  showSizeChanger={false}
                  hideOnSinglePage
                  onChange={(next) => navigate(next > 1 ? `?page=${next}` : '?')}
                />
              </>
            )}
          </>
        )}
      </LoadedBlock>
    </ShopPage>
  );
}

import { Link, useSearchParams } from '@shop/shared/router';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { goodsApi } from '../../api/goods';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import '../common/catalogs.css';

const TITLE = 'Каталог товаров';

/** `/goods?letter=`: the brands of the catalog by their first letter (A–Z, А–Я), each to its parts. */
export function BrandsPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const letter = params.get('letter');
  const list = useLoad(() => goodsApi.brandsList(letter), letter ?? '');
  return (
    <ShopPage className="catalogs-page">
      <h1>{TITLE}</h1>
      <LoadedBlock loaded={list} loadingText="Загрузка брендов…" failedTitle="Не удалось загрузить бренды">
        {(answer) => (
          <>
            <nav aria-label="Первая буква бренда">
              <ul className="catalogs-letters">
                <li>
                  <Link to="/goods" aria-current={letter === null ? 'page' : undefined}>
                    Все
                  </Link>
                </li>
                {answer.letters.map((item) => (
                  <li key={item}>
                    <Link
                      to={`/goods?letter=${encodeURIComponent(item)}`}
                      aria-current={item === letter ? 'page' : undefined}
                    >
                      {item}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {answer.brands.length === 0 ? (
              <EmptyState title="Брендов на эту букву нет" />
            ) : (
              <ul className="catalogs-brands" aria-label="Бренды">
                {answer.brands.map((brand) => (
                  <li key={brand.name}>
                    <Link to={`/goods/${encodeURIComponent(brand.name)}`}>{brand.name}</Link>{' '}
                    <span className="catalogs-muted">{brand.goodsCount}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadedBlock>
    </ShopPage>
  );
}

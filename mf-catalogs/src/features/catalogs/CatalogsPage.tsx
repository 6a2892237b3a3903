import { Link } from '@shop/shared/router';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { laximoApi } from '../../api/laximo';
import { partsCatalogApi } from '../../api/partsCatalog';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import { Makers } from '../common/Makers';
import '../common/catalogs.css';

const TITLE = 'Каталоги';

/** `/catalogs`: the makers' (OEM) catalogs, the aftermarket catalogs and the other shop catalogs. */
export function CatalogsPage() {
  useDocumentTitle(TITLE);
  const makers = useLoad(() => laximoApi.catalogs(), '');
  const aftermarket = useLoad(() => partsCatalogApi.catalogs(), '');
  return (
    <ShopPage className="catalogs-page">
      <h1>{TITLE}</h1>
      <nav aria-label="Каталоги магазина" className="catalogs-links">
        <Link to="/catalogs/originals">Поиск по VIN</Link>
        <Link to="/catalogs/oils">Масла, жидкости и фильтры</Link>
        <Link to="/goods">Каталог товаров</Link>
        <Link to="/accessories">Аксессуары</Link>
      </nav>
      <h2>Оригинальные каталоги</h2>
      <LoadedBlock
        loaded={makers}
        loadingText="Загрузка каталогов…"
        failedTitle="Не удалось загрузить каталоги"
      >
        {(list) =>
          list.length === 0 ? <EmptyState title="Каталогов пока нет" /> : <Makers catalogs={list} />
        }
      </LoadedBlock>
      <h2>Неоригинальные каталоги</h2>
      <LoadedBlock
        loaded={aftermarket}
        loadingText="Загрузка каталогов…"
        failedTitle="Не удалось загрузить каталоги"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="Каталогов пока нет" />
          ) : (
            <ul className="catalogs-list" aria-label="Неоригинальные каталоги">
              {list.map((catalog) => (
                <li key={catalog.id}>
                  <Link to={`/catalogs/${encodeURIComponent(catalog.id)}`}>{catalog.name}</Link>{' '}
                  <span className="catalogs-muted">моделей: {catalog.modelsCount}</span>
                </li>
              ))}
            </ul>
          )
        }
      </LoadedBlock>
    </ShopPage>
  );
}

import { searchApi, apiStatus } from '@shop/shared/api';
import { partLink } from '@shop/shared/catalog';
import { Link, useParams } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { EmptyState, LoadFailed, Loading } from '../common/PageStates';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { ShopPage } from '@shop/shared/ui/page';
import { CartAdditionsProvider } from '../offers/cartAdditions';
import { OffersTable } from '../offers/OffersTable';
import { PartHeader } from './PartHeader';
import { WatchButton } from '../watch/WatchButton';
import { Replacements } from './Replacements';

/** `/goods/{brandName}/{number}`: the part, its own stock offers, the link to every offer and its replacements. */
export function GoodPage() {
  const { brandName = '', number = '' } = useParams();
  const good = useRequest(() => searchApi.good(brandName, number), [brandName, number]);
  useDocumentTitle(good.data ? `${good.data.brand.name} ${good.data.number}` : `${brandName} ${number}`);

  if (good.status === 'loading') {
    return (
      <ShopPage>
        <Loading text="Загрузка товара…" />
      </ShopPage>
    );
  }
  if (good.status === 'failed') {
    return (
      <ShopPage>
        {apiStatus(good.error) === 404 ? (
          <EmptyState title="Товар не найден">
            <p>
              Товара «{brandName} {number}» нет в каталоге. Попробуйте{' '}
              <Link to={partLink(brandName, number)}>поискать предложения по номеру</Link>.
            </p>
          </EmptyState>
        ) : (
          <LoadFailed error={good.error} onRetry={good.retry} title="Не удалось загрузить товар" />
        )}
      </ShopPage>
    );
  }
  const part = good.data;
  return (
    <CartAdditionsProvider>
      <ShopPage className="good-page">
        <PartHeader good={part} level={1}>
          <p className="part-links">
            <Link to={partLink(part.brand.name, part.number)}>Все предложения и аналоги</Link>
          </p>
          <WatchButton good={part} />
        </PartHeader>
        <section className="good-section" aria-labelledby="good-offers-title">
          <h2 id="good-offers-title">Предложения</h2>
          <OffersTable
            good={part}
            offers={part.offers}
            searchId={null}
            label={`Предложения ${part.brand.name} ${part.number}`}
            emptyText="Нет в наличии на наших складах"
          />
        </section>
        <Replacements brandName={part.brand.name} number={part.number} />
      </ShopPage>
    </CartAdditionsProvider>
  );
}

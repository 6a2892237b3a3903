import { searchSettings, type Good } from '@shop/shared';
import { goodLink } from '@shop/shared/catalog';
import { Link, useSearchParams } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { LoadFailed, Loading } from '../common/PageStates';
import { PartHeader } from '../good/PartHeader';
import { WatchButton } from '../watch/WatchButton';
import { CartAdditionsProvider } from '../offers/cartAdditions';
import type { ArrivalOrder } from '../common/arrivalOrder';
import { OffersTable, type KeptArrivalOrder } from '../offers/OffersTable';
import {
  applyFilters,
  arrivalOrderOf,
  defaultFilters,
  isFiltered,
  readFilters,
  showsAnalogues,
  sortOfArrivalOrder,
  writeFilters,
  type OfferFilters,
} from './filters';
import { goodKey } from './mergeGoods';
import { NotFound } from './NotFound';
import { SearchFilters } from './SearchFilters';
import { SupplierStatus } from './SupplierStatus';
import { useOfferSearch } from './useOfferSearch';

/**
 * `/search?brandName=&number=`: the part and its offers first, then 'Аналоги' with theirs. Own stock shows
 * at once, remote suppliers' offers join as they answer; filters and order live in the address.
 */
export function OffersSearch({ brandName, number }: { brandName: string; number: string }) {
  const search = useOfferSearch(brandName, number);
  const [params, setParams] = useSearchParams();
  const settings = useSession((state) => state.profile?.userSettings);
  const defaults = defaultFilters(searchSettings(settings));
  const filters = readFilters(params, defaults);
  const setFilters = (next: OfferFilters) =>
    setParams(writeFilters(params, next, defaults), { replace: true });
  const query = `${brandName} ${number}`;
  // The tables' date control sorts every table of the page, as the 'Сортировка' filter does.
  const arrivalOrder = {
    value: arrivalOrderOf(filters.sort),
    onChange: (order: ArrivalOrder | null) => setFilters({ ...filters, sort: sortOfArrivalOrder(order) }),
  };

  if (search.status === 'loading') return <Loading text="Ищем предложения…" />;
  if (search.status === 'failed') {
    return <LoadFailed error={search.error} onRetry={search.retry} title="Не удалось выполнить поиск" />;
  }
  const part = search.goods.find((good) => !good.isCross) ?? null;
  const analogues = search.goods
    .filter((good) => good.isCross && showsAnalogues(params))
    .map((good) => ({ good, offers: applyFilters(good.offers, filters) }))
    .filter(({ offers }) => offers.length > 0);
  if (search.goods.length === 0 && search.pending === 0) {
    return (
      <>
        <NotFound query={query} number={number}>
          <p>
            Проверьте производителя или{' '}
            <Link to={`/search?${new URLSearchParams({ number }).toString()}`}>
              поищите номер «{number}» у всех производителей
            </Link>
            .
          </p>
        </NotFound>
        <SupplierStatus suppliers={search.suppliers} />
      </>
    );
  }
  const emptyText = isFiltered(filters)
    ? 'Нет предложений, подходящих под условия'
    : search.pending > 0
      ? 'Ждём ответа поставщиков…'
      : 'Предложений нет';

  return (
    <CartAdditionsProvider>
      {part ? (
        <PartHeader good={part} level={1}>
          <p className="part-links">
            <Link to={goodLink(part.brand.name, part.number)}>Страница товара</Link>
          </p>
          <WatchButton good={part} />
        </PartHeader>
      ) : (
        <h1 className="search-title">{query}</h1>
      )}
      <SearchFilters filters={filters} onChange={setFilters} />
      <SupplierStatus suppliers={search.suppliers} />
      {part && (
        <PartOffers
          good={part}
          filters={filters}
          searchId={search.searchId}
          emptyText={emptyText}
          arrivalOrder={arrivalOrder}
        />
      )}
      {analogues.length > 0 && (
        <section className="analogues" aria-labelledby="analogues-title">
          <h2 id="analogues-title">Аналоги</h2>
          {analogues.map(({ good, offers }) => (
            <article key={goodKey(good)} className="analogue">
              <PartHeader good={good} level={3} />
              <OffersTable
                good={good}
                offers={offers}
                searchId={search.searchId}
                label={`Предложения ${good.brand.name} ${good.number}`}
                arrivalOrder={arrivalOrder}
              />
            </article>
          ))}
        </section>
      )}
    </CartAdditionsProvider>
  );
}

function PartOffers({
  good,
  filters,
  searchId,
  emptyText,
  arrivalOrder,
}: {
  good: Good;
  filters: OfferFilters;
  searchId: string | null;
  emptyText: string;
  arrivalOrder: KeptArrivalOrder;
}) {
  return (
    <section className="part-offers" aria-label="Предложения">
      <OffersTable
        good={good}
        offers={applyFilters(good.offers, filters)}
        searchId={searchId}
        label={`Предложения ${good.brand.name} ${good.number}`}
        emptyText={emptyText}
        arrivalOrder={arrivalOrder}
      />
    </section>
  );
}

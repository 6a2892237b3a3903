import { lazy, Suspense } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { searchSettings } from '@shop/shared';
import { useSession } from '@shop/shared/session';
import { Loading } from '../common/PageStates';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { ShopPage } from '@shop/shared/ui/page';
import { PageBlock } from '@shop/shared/ui/page-block';
import { defaultFilters } from './filters';
import { OffersSearch } from './OffersSearch';
import './search.css';

// The brand choice (antd's table) loads only for a number without a brand, not with every page of offers.
// The advanced search form (antd's inputs) only for /search without a number.
const AdvancedSearch = lazy(() =>
  import('./AdvancedSearch').then((module) => ({ default: module.AdvancedSearch })),
);
const BrandChoice = lazy(() => import('./BrandChoice').then((module) => ({ default: module.BrandChoice })));

/**
 * `/search` (SPEC §2): with a number only, the brands that have it; with brandName and number, the offers of
 * the part and its analogues; with neither, the advanced search form.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const number = params.get('number')?.trim() ?? '';
  const brandName = params.get('brandName')?.trim() ?? '';
  const defaults = defaultFilters(searchSettings(useSession((state) => state.profile?.userSettings)));
  useDocumentTitle(number ? `Поиск «${[brandName, number].filter(Boolean).join(' ')}»` : 'Поиск запчастей');

  return (
    <ShopPage>
      <PageBlock url="/search" />
      {!number ? (
        <Suspense fallback={<Loading />}>
          <AdvancedSearch defaults={defaults} />
        </Suspense>
      ) : brandName ? (
        <OffersSearch key={`${brandName}\n${number}`} brandName={brandName} number={number} />
      ) : (
        <Suspense fallback={<Loading />}>
          <BrandChoice key={number} number={number} />
        </Suspense>
      )}
    </ShopPage>
  );
}

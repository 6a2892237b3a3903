import { lazy, Suspense } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { EmptyState, Loading } from '../common/PageStates';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { ShopPage } from '@shop/shared/ui/page';
import { PageBlock } from '@shop/shared/ui/page-block';
import { OffersSearch } from './OffersSearch';
import './search.css';

// The brand choice (antd's table) loads only for a number without a brand, not with every page of offers.
const BrandChoice = lazy(() => import('./BrandChoice').then((module) => ({ default: module.BrandChoice })));

/**
 * `/search` (SPEC §2): with a number only, the brands that have it; with brandName and number, the offers of
 * the part and its analogues; with neither, the question of SPEC §8.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const number = params.get('number')?.trim() ?? '';
  const brandName = params.get('brandName')?.trim() ?? '';
  useDocumentTitle(number ? `Поиск «${[brandName, number].filter(Boolean).join(' ')}»` : 'Поиск запчастей');

  return (
    <ShopPage>
      <PageBlock url="/search" />
      {!number ? (
        <EmptyState title="Что ищем? Не указана строка для поиска.">
          <p>Введите номер запчасти в поле поиска вверху страницы.</p>
        </EmptyState>
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

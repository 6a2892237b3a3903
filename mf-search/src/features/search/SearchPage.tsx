import { useSearchParams } from '@shop/shared/router';
import { EmptyState } from '../common/PageStates';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { ShopPage } from '@shop/shared/ui/page';
import { PageBlock } from '@shop/shared/ui/page-block';
import { BrandChoice } from './BrandChoice';
import { OffersSearch } from './OffersSearch';
import './search.css';

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
        <BrandChoice key={number} number={number} />
      )}
    </ShopPage>
  );
}

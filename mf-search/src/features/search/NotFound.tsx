import { lazy, Suspense, type ReactNode } from 'react';
import { EmptyState } from '../common/PageStates';

// Loaded only when a search found nothing.
const DidYouMean = lazy(() => import('./DidYouMean').then((module) => ({ default: module.DidYouMean })));

/**
 * SPEC §8: 'По запросу «…» ничего не найдено' (the number alone, or the brand and the number), with the parts
 * the number's suggestions list ('Возможно, вы искали').
 */
export function NotFound({
  query,
  number,
  children,
}: {
  query: string;
  number: string;
  children?: ReactNode;
}) {
  return (
    <EmptyState title={`По запросу «${query}» ничего не найдено`}>
      {children ?? <p>Проверьте номер запчасти: его можно вводить с пробелами, дефисами и без них.</p>}
      <Suspense fallback={null}>
        <DidYouMean number={number} />
      </Suspense>
    </EmptyState>
  );
}

import type { ReactNode } from 'react';
import { EmptyState } from '../common/PageStates';
import { DidYouMean } from './DidYouMean';

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
      <DidYouMean number={number} />
    </EmptyState>
  );
}
